import { accessField, defineResource } from '../types.ts';

export const documentStatuses = ['uploaded', 'processing', 'ready', 'failed'] as const;

export const documents = defineResource({
  name: 'documents',
  table: 'documents',
  icon: 'Description',
  recordRepresentation: 'name',
  fields: [
    { source: 'name', kind: 'text', required: true, maxLength: 255, searchable: true, sortable: true },
    {
      source: 'status',
      kind: 'enum',
      choices: documentStatuses,
      status: true,
      readOnly: true,
      filter: true,
      sortable: true,
      default: 'uploaded',
    },
    accessField,
    { source: 'mimeType', kind: 'text', readOnly: true, filter: true },
    { source: 'size', kind: 'number', readOnly: true, sortable: true },
    { source: 'file', kind: 'file', readOnly: true },
    { source: 'error', kind: 'longText', readOnly: true },
    // Why it failed as a key the SPA translates (`app.errors.<errorCode>`, with `errorParams`).
    { source: 'errorCode', kind: 'text', readOnly: true },
    { source: 'errorParams', kind: 'json', readOnly: true },
    { source: 'meta', kind: 'json', readOnly: true },
    { source: 'chunks', kind: 'number', readOnly: true },
  ],
  list: ['name', 'status', 'createdAt', 'access'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  search: true,
  menu: { group: 'main', order: 50 },
  views: { create: true, edit: true, show: true },
});

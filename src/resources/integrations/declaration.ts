import { accessField, defineResource } from '../types.ts';

export const integrationKinds = ['website', 'pms', 'reviews'] as const;
export const integrationStatuses = ['pending', 'gathering_data', 'chunking', 'active', 'inactive', 'failed'] as const;

export const integrations = defineResource({
  name: 'integrations',
  table: 'integrations',
  icon: 'Hub',
  recordRepresentation: 'name',
  fields: [
    { source: 'name', kind: 'text', maxLength: 255, searchable: true, sortable: true },
    { source: 'kind', kind: 'enum', choices: integrationKinds, required: true, createOnly: true, filter: true, default: 'website' },
    { source: 'url', kind: 'url', message: 'app.integrations.url_invalid', helperText: 'app.integrations.url_hint' },
    { source: 'schedule', kind: 'enum', choices: ['snapshot', 'daily'], default: 'snapshot' },
    {
      source: 'status',
      kind: 'enum',
      choices: integrationStatuses,
      status: true,
      readOnly: true,
      filter: true,
      sortable: true,
      default: 'pending',
    },
    { source: 'pages', kind: 'number', readOnly: true, sortable: true, default: 0 },
    accessField,
    { source: 'settings', kind: 'json', views: { show: false } },
    { source: 'error', kind: 'longText', readOnly: true },
    { source: 'lastSyncedAt', kind: 'date', readOnly: true, sortable: true },
  ],
  list: ['name', 'status', 'createdAt', 'pages', 'access'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  search: true,
  menu: { group: 'main', order: 20 },
  actions: ['activate', 'deactivate', 'refresh'],
  views: { create: true, edit: true, show: true },
});

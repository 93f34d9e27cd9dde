import { defineResource } from '../types.ts';

export const voiceUses = ['emails', 'blogs', 'social', 'website', 'ads'] as const;

export const voices = defineResource({
  name: 'voices',
  table: 'voices',
  icon: 'RecordVoiceOver',
  recordRepresentation: 'name',
  fields: [
    { source: 'name', kind: 'text', required: true, maxLength: 120, searchable: true, sortable: true },
    { source: 'description', kind: 'longText', maxLength: 4000, searchable: true },
    { source: 'usedFor', kind: 'tags', choices: voiceUses, default: [] },
    // [{ type: 'document' | 'integration', id, name }]: the server keeps only the property's own.
    { source: 'knowledgeSources', kind: 'json', default: [] },
    // Derived by the server from the sources (server/voices/style.ts); the user may correct it.
    { source: 'styleProfile', kind: 'json', default: null },
  ],
  list: ['name', 'usedFor', 'createdAt'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  search: true,
  menu: { group: 'main', order: 40 },
  // The detail page is the edit screen (/voices/{id}): tabs, profile and preview (screens.tsx).
  views: { create: true, edit: true, show: false },
});

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
    { source: 'knowledgeSources', kind: 'json', default: [] },
  ],
  list: ['name', 'usedFor', 'createdAt'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  search: true,
  menu: { group: 'main', order: 40 },
  views: { create: true, edit: true, show: true },
});

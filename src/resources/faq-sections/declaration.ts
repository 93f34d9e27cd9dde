import { defineResource } from '../types.ts';

export const faqSections = defineResource({
  name: 'faq-sections',
  table: 'faq_sections',
  icon: 'FolderOpen',
  recordRepresentation: 'title',
  fields: [
    { source: 'title', kind: 'text', required: true, maxLength: 200, searchable: true, sortable: true, message: 'app.faq.empty_section' },
    { source: 'description', kind: 'longText', maxLength: 2000 },
    { source: 'position', kind: 'number', min: 0, sortable: true, default: 0 },
  ],
  list: ['title', 'position', 'updatedAt'],
  defaultSort: { field: 'position', order: 'ASC' },
  search: true,
  menu: false,
  views: { create: true, edit: true, show: true },
});

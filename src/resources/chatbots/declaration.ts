import { defineResource } from '../types.ts';

export const chatbotAgents = ['customer-service', 'operations', 'marketing'] as const;
/** Kinds of guest-visible source a chatbot may answer from (always limited to published / guest Access). */
export const chatbotSources = ['faqs', 'documents', 'website'] as const;

/**
 * A public chatbot for the hotel's website. Whatever the agent, it answers guests only from
 * published FAQs and sources whose Access is "Staff and guests" (server/agents/guest-retrieval.ts).
 */
export const chatbots = defineResource({
  name: 'chatbots',
  table: 'chatbots',
  icon: 'SmartToy',
  recordRepresentation: 'name',
  fields: [
    { source: 'name', kind: 'text', required: true, maxLength: 80, searchable: true, sortable: true },
    { source: 'agent', kind: 'enum', choices: chatbotAgents, default: 'customer-service', required: true },
    { source: 'sources', kind: 'tags', choices: chatbotSources, default: ['faqs', 'documents', 'website'] },
    { source: 'welcome', kind: 'text', maxLength: 200 },
    { source: 'primaryColor', kind: 'text', maxLength: 7, default: '#1f6feb', helperText: 'app.chatbots.color_hint' },
    { source: 'textColor', kind: 'text', maxLength: 7, default: '#ffffff', helperText: 'app.chatbots.color_hint' },
    { source: 'enabled', kind: 'boolean', default: true, filter: true },
  ],
  list: ['name', 'agent', 'enabled', 'createdAt'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  search: true,
  menu: false,
  views: { create: true, edit: true, show: true },
});

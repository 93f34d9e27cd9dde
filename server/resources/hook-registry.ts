import type { ResourceHooks } from './hooks.ts';
import { documentHooks } from '../documents/hooks.ts';
import { integrationHooks } from '../integrations/hooks.ts';
import { faqQuestionHooks, faqSectionHooks } from './faq-hooks.ts';
import { voiceHooks } from '../voices/hooks.ts';
import { chatbotHooks } from '../chatbot/hooks.ts';

/** Feature behaviour per resource name; resources without an entry are plain CRUD. */
export const resourceHooks: Record<string, ResourceHooks> = {
  documents: documentHooks,
  integrations: integrationHooks,
  'faq-sections': faqSectionHooks,
  'faq-questions': faqQuestionHooks,
  voices: voiceHooks,
  chatbots: chatbotHooks,
};

import { documents } from './documents/declaration.ts';
import { faqQuestions } from './faq-questions/declaration.ts';
import { faqSections } from './faq-sections/declaration.ts';
import { integrations } from './integrations/declaration.ts';
import { members } from './members/declaration.ts';
import { voices } from './voices/declaration.ts';
import { chatbots } from './chatbots/declaration.ts';
import type { ResourceDeclaration } from './types.ts';

/** The registry: the only list of resources. Server tables/routes and UI menu/routes come from it. */
export const resources: readonly ResourceDeclaration[] = [documents, integrations, faqSections, faqQuestions, voices, chatbots, members];

export const resourceByName = (name: string) => resources.find((r) => r.name === name);

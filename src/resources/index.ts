import { documents } from './documents/declaration.ts';
import { faqQuestions } from './faq-questions/declaration.ts';
import { faqSections } from './faq-sections/declaration.ts';
import { integrations } from './integrations/declaration.ts';
import { members } from './members/declaration.ts';
import { voices } from './voices/declaration.ts';
import { chatbots } from './chatbots/declaration.ts';
import { agentsPage } from '../custom/agents/page.ts';
import { faqManagerPage } from '../custom/faq-manager/page.ts';
import { homePage } from '../custom/home/page.ts';
import { searchPage } from '../custom/search/page.ts';
import type { PageDeclaration, ResourceDeclaration } from './types.ts';

/** The registry: the only list of resources. Server tables/routes and UI menu/routes come from it. */
export const resources: readonly ResourceDeclaration[] = [documents, integrations, faqSections, faqQuestions, voices, chatbots, members];

export const resourceByName = (name: string) => resources.find((r) => r.name === name);

/**
 * The screens that are not resources (`src/custom/<name>/page.ts`): their routes and menu entries
 * come from this list. Plain data too, like the declarations; each screen loads when first opened.
 */
export const pages: readonly PageDeclaration[] = [homePage, searchPage, agentsPage, faqManagerPage];

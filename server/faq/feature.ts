import type { Feature } from '../feature.ts';
import { abandonFaqGenerateJob, faqGenerateJob, faqGenerateKind } from './generate.ts';
import { faqQuestionHooks, faqSectionHooks } from './hooks.ts';
import { faqPaths } from './openapi.ts';
import { faqRoutes } from './routes.ts';

/** The FAQ: sections and questions (declared), Auto Populate as a job, review and publishing. */
export const faqFeature: Feature = {
  name: 'faq',
  resourceHooks: { 'faq-sections': faqSectionHooks, 'faq-questions': faqQuestionHooks },
  jobs: {
    handlers: { [faqGenerateKind]: faqGenerateJob },
    giveUp: { [faqGenerateKind]: abandonFaqGenerateJob },
  },
  routes: faqRoutes,
  // Its verbs exist only with its resources (tests build documents of other resource lists).
  openapi: (decls) => (decls.some((d) => d.name === 'faq-questions') ? faqPaths() : {}),
};

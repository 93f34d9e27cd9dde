import type { Feature } from '../feature.ts';
import { chatbotHooks } from './hooks.ts';
import { chatbotPaths } from './openapi.ts';
import { chatbotPublicRoutes } from './routes.ts';
import { chatbotWidgetRoutes } from './widget.ts';

/** The guest chatbot: declared chatbots, a public answer API and the widget script other sites embed. */
export const chatbotFeature: Feature = {
  name: 'chatbot',
  resourceHooks: { chatbots: chatbotHooks },
  publicRoutes: (ctx) => chatbotPublicRoutes(ctx),
  siteRoutes: chatbotWidgetRoutes,
  openapi: chatbotPaths,
};

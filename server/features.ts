import { agentsFeature } from './agents/feature.ts';
import { aiFeature } from './ai/feature.ts';
import { authFeature } from './auth/feature.ts';
import { chatbotFeature } from './chatbot/feature.ts';
import { documentsFeature } from './documents/feature.ts';
import { assemble, type Feature } from './feature.ts';
import { faqFeature } from './faq/feature.ts';
import { integrationsFeature } from './integrations/feature.ts';
import { jobsFeature } from './jobs/feature.ts';
import { membersFeature } from './members/feature.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { platformFeature } from './platform/feature.ts';
import { searchFeature } from './search/feature.ts';
import { voicesFeature } from './voices/feature.ts';

/**
 * The server's features: the only list. server/app.ts hands it to the engines (routes, resource
 * hooks, job workers, migrations, OpenAPI). Adding a feature is its folder's `feature.ts` plus one
 * line here. Routes mount in this order within each stage (open, public, session).
 */
export const features: readonly Feature[] = [
  platformFeature,
  authFeature,
  documentsFeature,
  integrationsFeature,
  searchFeature,
  aiFeature,
  jobsFeature,
  faqFeature,
  membersFeature,
  voicesFeature,
  agentsFeature,
  chatbotFeature,
];

/** The API description the server serves (GET /api/openapi.json), for tests and tools. */
export const openApiDocument = () => buildOpenApiDocument(undefined, {}, assemble(features).openapi);

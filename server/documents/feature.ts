import type { Feature } from '../feature.ts';
import { signedFileRoute } from './file-url.ts';
import { documentHooks } from './hooks.ts';
import { documentPaths } from './openapi.ts';
import { abandonDocumentJob, processDocumentJob, stopDocumentProcessing } from './process.ts';
import { documentRoutes } from './routes.ts';

/** Uploads, reading files into passages, and signed links to the originals. */
export const documentsFeature: Feature = {
  name: 'documents',
  resourceHooks: { documents: documentHooks },
  jobs: {
    handlers: { 'document.process': processDocumentJob },
    giveUp: { 'document.process': abandonDocumentJob },
    stop: stopDocumentProcessing,
  },
  // The file itself is fetched through a signed link, without the product token.
  publicRoutes: signedFileRoute,
  routes: documentRoutes,
  openapi: documentPaths,
};

import { abandonDocumentJob, processDocumentJob, stopDocumentProcessing } from '../documents/process.ts';
import { abandonIntegrationSync } from '../integrations/abandon.ts';
import { integrationSyncJob } from '../integrations/sync.ts';
import { abandonFaqGenerateJob, faqGenerateJob, faqGenerateKind } from '../faq/generate.ts';
import type { GiveUpHandler, JobHandler } from './types.ts';

/** Job kinds and their handlers; each feature adds its own entries. */
export const jobHandlers: Record<string, JobHandler> = {
  'document.process': processDocumentJob,
  'integration.sync': integrationSyncJob,
  [faqGenerateKind]: faqGenerateJob,
};

/** What to do when a job of the kind is failed for good, so that its subject does not wait forever. */
export const giveUpHandlers: Record<string, GiveUpHandler> = {
  'document.process': abandonDocumentJob,
  'integration.sync': abandonIntegrationSync,
  [faqGenerateKind]: abandonFaqGenerateJob,
};

/** Long-lived resources handlers keep (OCR engine, parser threads), released when workers stop. */
const resourceStoppers: (() => Promise<void>)[] = [stopDocumentProcessing];

export async function stopJobResources(): Promise<void> {
  await Promise.allSettled(resourceStoppers.map((stop) => stop()));
}

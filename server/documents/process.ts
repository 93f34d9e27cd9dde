import { detectLanguage, replaceChunks, splitPassages, type Block, type Passage } from '../chunking/index.ts';
import { runExtraction, stopExtraction } from '../extract/pool.ts';
import { fileKinds, isImageKind, type Extraction, type Failure, type FileKind } from '../extract/types.ts';
import type { Job, JobTools } from '../jobs/types.ts';
import { storageFor } from '../storage/index.ts';
import type { AppContext } from '../types.ts';
import { fileUrl, getDocument, interruptedFailure, setDocumentState, type DocumentRow } from './records.ts';

export interface ProcessDocumentPayload {
  documentId: string;
}

const extractionTimeoutMs = 120_000;

const wordCount = (blocks: Block[]) => blocks.reduce((n, b) => n + (b.text.match(/\S+/g)?.length ?? 0), 0);

function toPassages(doc: DocumentRow, kind: FileKind, blocks: Block[]): Passage[] {
  return splitPassages(blocks).map((p) => ({
    ...p,
    title: p.title && p.title !== doc.name ? `${doc.name} › ${p.title}` : doc.name,
    url: kind === 'pdf' && typeof p.location.page === 'number' ? `${fileUrl(doc.id)}#page=${p.location.page}` : fileUrl(doc.id),
  }));
}

const kindOf = (doc: DocumentRow): FileKind | undefined => {
  const k = doc.file?.kind;
  return k && (fileKinds as readonly string[]).includes(k) ? k : undefined;
};

/**
 * `document.process`: uploaded → processing → ready (chunks written) | failed (with the reason).
 * Idempotent: the document's chunks are replaced in one transaction, so a re-run after a crash
 * or a retry never duplicates them.
 */
export async function processDocumentJob(ctx: AppContext, job: Job, tools: JobTools): Promise<void> {
  const { documentId } = job.payload as unknown as ProcessDocumentPayload;
  const doc = await getDocument(ctx.db, job.propertyId, documentId);
  if (!doc) return; // deleted meanwhile
  const kind = kindOf(doc);
  const storage = storageFor(ctx.config);
  if (!kind || !doc.file?.key || !(await storage.exists(doc.file.key))) {
    const failure: Failure = kind
      ? { message: 'The file is missing', code: 'file_missing' }
      : { message: 'Unsupported file type', code: 'unsupported_type' };
    await setDocumentState(ctx.db, doc.id, { status: 'failed', failure });
    return;
  }
  await setDocumentState(ctx.db, doc.id, { status: 'processing' });
  await tools.progress({ stage: 'extracting' });

  // Every format, images (OCR) included, is read in a separate process: a file that makes a
  // parser throw, loop or crash fails this document, never the server.
  const outcome = await storage.withLocalFile(doc.file.key, (file) => runExtraction(file, kind, extractionTimeoutMs, doc.name));
  if (tools.signal.aborted) throw new Error('Interrupted by shutdown'); // runs again after restart
  if (!outcome.ok) {
    if (outcome.userFacing) {
      await setDocumentState(ctx.db, doc.id, {
        status: 'failed',
        failure: { message: outcome.error, code: outcome.code, ...(outcome.params ? { params: outcome.params } : {}) },
      });
      return;
    }
    if (job.attempts >= job.maxAttempts)
      await setDocumentState(ctx.db, doc.id, {
        status: 'failed',
        failure: { message: 'The file could not be processed', code: 'processing_failed' },
      });
    throw new Error(outcome.error);
  }
  const extraction: Extraction = outcome.extraction;

  const passages = toPassages(doc, kind, extraction.blocks);
  if (!passages.length) {
    await setDocumentState(ctx.db, doc.id, {
      status: 'failed',
      failure: { message: 'No text could be found in the file', code: 'no_text_found' },
    });
    return;
  }
  await tools.progress({ stage: 'indexing', passages: passages.length });
  const language = detectLanguage(
    extraction.blocks
      .map((b) => b.text)
      .join('\n')
      .slice(0, 100_000),
  );
  const meta = { ocr: false, ...extraction.meta, language, words: wordCount(extraction.blocks) };
  const source = isImageKind(kind) ? 'images' : 'documents';

  const written = await ctx.db.transaction(async (tx) => {
    // Locks the row: a delete racing with this job either happens first (no chunks written) or
    // waits, then removes the chunks itself.
    const still = await tx.query('SELECT id FROM documents WHERE id = $1 FOR UPDATE', [doc.id]);
    if (!still.rows.length) return undefined;
    const n = await replaceChunks(tx, { propertyId: doc.property_id, source, sourceId: doc.id, passages, language });
    await setDocumentState(tx, doc.id, { status: 'ready', meta, chunks: n });
    return n;
  });
  await tools.progress({ stage: 'done', chunks: written ?? 0 });
}

/** Releases the reader processes (on shutdown). */
export async function stopDocumentProcessing(): Promise<void> {
  await stopExtraction();
}

/**
 * A document job given up without finishing (its runs were cut short by the process dying, too
 * many times): the document fails instead of staying "processing".
 */
export async function abandonDocumentJob(ctx: AppContext, job: Job): Promise<void> {
  const { documentId } = job.payload as unknown as ProcessDocumentPayload;
  const doc = await getDocument(ctx.db, job.propertyId, documentId);
  if (doc && (doc.status === 'uploaded' || doc.status === 'processing'))
    await setDocumentState(ctx.db, doc.id, { status: 'failed', failure: interruptedFailure });
}

import { detectLanguage, replaceChunks, splitPassages, type Block, type Passage } from '../chunking/index.ts';
import { recognise, OcrTimeout } from '../extract/ocr.ts';
import { readImageInfo } from '../extract/image.ts';
import { runExtraction, stopExtractionThreads } from '../extract/pool.ts';
import { stopOcr } from '../extract/ocr.ts';
import { ExtractionError, fileKinds, isImageKind, type Extraction, type FileKind } from '../extract/types.ts';
import type { Job, JobTools } from '../jobs/types.ts';
import { storageFor } from '../storage/index.ts';
import type { AppContext } from '../types.ts';
import { fileUrl, getDocument, setDocumentState, type DocumentRow } from './records.ts';

export interface ProcessDocumentPayload {
  documentId: string;
}

const extractionTimeoutMs = 120_000;
const ocrTimeoutMs = 60_000;
// Beyond this the OCR engine's memory and time grow too much for one image.
const maxOcrPixels = 40_000_000;
const minOcrConfidence = 30;

async function extractImage(file: string, name: string): Promise<Extraction> {
  const info = await readImageInfo(file);
  const meta: Extraction['meta'] = { format: info.format, width: info.width, height: info.height, ocr: false };
  let text = '';
  if (info.width * info.height <= maxOcrPixels) {
    try {
      const result = await recognise(file, ocrTimeoutMs);
      meta.ocr = true;
      meta.ocrConfidence = Math.round(result.confidence);
      if (result.confidence >= minOcrConfidence) text = result.text.trim();
    } catch (err) {
      if (err instanceof OcrTimeout) throw new ExtractionError('The file took too long to read');
      throw new ExtractionError(`The file could not be read: ${err instanceof Error ? err.message : 'the image is damaged'}`);
    }
  }
  // An image without readable text is still found by its name.
  const blocks: Block[] = [{ text: text || name.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' '), location: {} }];
  return { blocks, meta };
}

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
    await setDocumentState(ctx.db, doc.id, { status: 'failed', error: kind ? 'The file is missing' : 'Unsupported file type' });
    return;
  }
  await setDocumentState(ctx.db, doc.id, { status: 'processing', error: null });
  await tools.progress({ stage: 'extracting' });

  const path = storage.localPath!(doc.file.key);
  let extraction: Extraction;
  try {
    if (isImageKind(kind)) extraction = await extractImage(path, doc.name);
    else {
      const outcome = await runExtraction(path, kind, extractionTimeoutMs);
      if (!outcome.ok && !outcome.userFacing) throw new Error(outcome.error);
      if (!outcome.ok) throw new ExtractionError(outcome.error);
      extraction = outcome.extraction;
    }
  } catch (err) {
    if (tools.signal.aborted) throw err; // shutting down: run again after restart
    if (err instanceof ExtractionError) {
      await setDocumentState(ctx.db, doc.id, { status: 'failed', error: err.message });
      return;
    }
    if (job.attempts >= job.maxAttempts) await setDocumentState(ctx.db, doc.id, { status: 'failed', error: 'The file could not be processed' });
    throw err;
  }
  if (tools.signal.aborted) throw new Error('Interrupted by shutdown');

  const passages = toPassages(doc, kind, extraction.blocks);
  if (!passages.length) {
    await setDocumentState(ctx.db, doc.id, { status: 'failed', error: 'No text could be found in the file' });
    return;
  }
  await tools.progress({ stage: 'indexing', passages: passages.length });
  const language = detectLanguage(extraction.blocks.map((b) => b.text).join('\n').slice(0, 100_000));
  const meta = { ocr: false, ...extraction.meta, language, words: wordCount(extraction.blocks) };
  const source = isImageKind(kind) ? 'images' : 'documents';

  const written = await ctx.db.transaction(async (tx) => {
    // Locks the row: a delete racing with this job either happens first (no chunks written) or
    // waits, then removes the chunks itself.
    const still = await tx.query('SELECT id FROM documents WHERE id = $1 FOR UPDATE', [doc.id]);
    if (!still.rows.length) return undefined;
    const n = await replaceChunks(tx, { propertyId: doc.property_id, source, sourceId: doc.id, passages, language });
    await setDocumentState(tx, doc.id, { status: 'ready', error: null, meta, chunks: n });
    return n;
  });
  await tools.progress({ stage: 'done', chunks: written ?? 0 });
}

/** Releases the OCR engine and the extraction threads (on shutdown). */
export async function stopDocumentProcessing(): Promise<void> {
  await Promise.all([stopOcr(), stopExtractionThreads()]);
}

import { documents } from '../../src/resources/documents/declaration.ts';
import type { Db } from '../db.ts';
import type { Failure, FailureCode, FileKind } from '../extract/types.ts';
import { newRecordId } from '../ids.ts';
import { compileResource, toWire } from '../resources/model.ts';
import type { Row } from '../resources/hooks.ts';

export type DocumentStatus = 'uploaded' | 'processing' | 'ready' | 'failed';

/** The `file` field: where the original lives and what it is. */
export interface StoredFile {
  key: string;
  /** The name as uploaded (sanitised). */
  name: string;
  kind: FileKind | null;
  url: string;
}

export interface DocumentRow {
  id: string;
  property_id: string;
  name: string;
  status: DocumentStatus;
  access: string;
  mime_type: string | null;
  size: number;
  file: StoredFile | null;
  error: string | null;
  error_code: FailureCode | null;
  error_params: Record<string, unknown> | null;
  meta: Record<string, unknown> | null;
  chunks: number | null;
}

const model = compileResource(documents);

/** The record as the API answers it (the same shape as the generic routes). */
export const documentToWire = (row: Record<string, unknown>): Row => toWire(model, row);

/** While a document's processing job is queued or running, another upload of it is not queued twice. */
export const processJobKey = (id: string) => `document:${id}`; // also in failOrphanedDocuments

export const fileUrl = (id: string) => `/api/documents/${encodeURIComponent(id)}/file`;

export interface NewDocument {
  name: string;
  access: string;
  mimeType: string | null;
  size: number;
  key: string;
  kind: FileKind | null;
  status: DocumentStatus;
  /** Why it was refused (status `failed`). */
  failure?: Failure;
  /** A bare English reason, without a code (prefer `failure`). */
  error?: string | null;
}

export async function insertDocument(db: Db, propertyId: string, d: NewDocument): Promise<Row> {
  const { id, createdAt } = newRecordId();
  const file: StoredFile = { key: d.key, name: d.name, kind: d.kind, url: fileUrl(id) };
  const { rows } = await db.query(
    `INSERT INTO documents (id, property_id, name, status, access, mime_type, size, file, error, error_code, error_params, meta, chunks, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11::jsonb, '{}'::jsonb, 0, $12, $12)
     RETURNING *`,
    [
      id,
      propertyId,
      d.name,
      d.status,
      d.access,
      d.mimeType,
      d.size,
      JSON.stringify(file),
      d.failure?.message ?? d.error ?? null,
      d.failure?.code ?? null,
      d.failure?.params ? JSON.stringify(d.failure.params) : null,
      createdAt.toISOString(),
    ],
  );
  return documentToWire(rows[0]!);
}

export async function getDocument(db: Db, propertyId: string | null, id: string): Promise<DocumentRow | undefined> {
  // A null property (a job enqueued without one) finds the document by id alone.
  const { rows } = await db.query<DocumentRow>('SELECT * FROM documents WHERE id = $1 AND ($2::text IS NULL OR property_id = $2)', [
    id,
    propertyId,
  ]);
  return rows[0];
}

/** Moves a document to a state; a `failure` (for `failed`) sets its error, any other state clears it. */
export async function setDocumentState(
  db: Db,
  id: string,
  patch: { status: DocumentStatus; failure?: Failure; meta?: Record<string, unknown>; chunks?: number },
) {
  const f = patch.failure;
  await db.query(
    `UPDATE documents SET status = $2, error = $3, error_code = $4, error_params = $5::jsonb, meta = coalesce($6::jsonb, meta), chunks = coalesce($7, chunks), updated_at = now() WHERE id = $1`,
    [
      id,
      patch.status,
      f?.message ?? null,
      f?.code ?? null,
      f?.params ? JSON.stringify(f.params) : null,
      patch.meta ? JSON.stringify(patch.meta) : null,
      patch.chunks ?? null,
    ],
  );
}

export const interruptedFailure: Failure = { message: 'Processing was interrupted: upload the file again', code: 'processing_interrupted' };

/**
 * Documents left `uploaded`/`processing` with no job that will finish them (their job ran out of
 * attempts in a crash loop) would poll forever in the UI: they are marked failed.
 */
export async function failOrphanedDocuments(db: Db): Promise<number> {
  const r = await db.query(
    `UPDATE documents d SET status = 'failed', error = $1, error_code = $2, error_params = NULL, updated_at = now()
     WHERE d.status IN ('uploaded', 'processing')
       AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.dedupe_key = 'document:' || d.id AND j.state IN ('queued', 'running'))`,
    [interruptedFailure.message, interruptedFailure.code],
  );
  return r.rowCount;
}

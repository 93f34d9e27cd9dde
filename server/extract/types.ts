import type { Block } from '../chunking/split.ts';

export const fileKinds = ['pdf', 'docx', 'xlsx', 'csv', 'pptx', 'txt', 'md', 'html', 'png', 'jpeg', 'webp'] as const;
export type FileKind = (typeof fileKinds)[number];

export const imageKinds: readonly FileKind[] = ['png', 'jpeg', 'webp'];
export const isImageKind = (k: FileKind) => imageKinds.includes(k);

/** What a file yields: text blocks with their locations, and facts about the file. */
export interface Extraction {
  blocks: Block[];
  meta: Record<string, string | number | boolean>;
}

/**
 * Why a document failed, as a key the SPA translates under `app.errors.<code>` (with `params`);
 * the English message stays on the document's `error`.
 */
export type FailureCode =
  | 'unsupported_type'
  | 'old_office_format'
  | 'not_text_file'
  | 'file_too_large'
  | 'empty_file'
  | 'encrypted_file'
  | 'corrupt_file'
  | 'no_text_found'
  | 'zip_bomb'
  | 'too_slow'
  | 'too_much_memory'
  | 'file_missing'
  | 'processing_interrupted'
  | 'processing_failed';

export interface Failure {
  message: string;
  code: FailureCode;
  params?: Record<string, string | number>;
}

/** A problem with the file itself; its message is shown to the user as the document's error. */
export class ExtractionError extends Error {
  constructor(
    message: string,
    readonly code: FailureCode = 'corrupt_file',
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

export const unreadable = (reason: string, code: FailureCode = 'corrupt_file', params?: Record<string, string | number>) =>
  new ExtractionError(`The file could not be read: ${reason}`, code, params);

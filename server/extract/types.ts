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

/** A problem with the file itself; its message is shown to the user as the document's error. */
export class ExtractionError extends Error {}

export const unreadable = (reason: string) => new ExtractionError(`The file could not be read: ${reason}`);

import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { FailureCode, FileKind } from './types.ts';

export type Detection =
  | { ok: true; kind: FileKind; mimeType: string }
  | { ok: false; error: string; code: FailureCode; params?: Record<string, string | number> };

type Refusal = Extract<Detection, { ok: false }>;

const byDetectedExt: Record<string, FileKind> = {
  pdf: 'pdf',
  docx: 'docx',
  docm: 'docx',
  xlsx: 'xlsx',
  xlsm: 'xlsx',
  pptx: 'pptx',
  pptm: 'pptx',
  png: 'png',
  jpg: 'jpeg',
  webp: 'webp',
};

// Text formats have no magic bytes: the extension decides, once the content is known to be text.
const textByExt: Record<string, { kind: FileKind; mimeType: string }> = {
  txt: { kind: 'txt', mimeType: 'text/plain' },
  text: { kind: 'txt', mimeType: 'text/plain' },
  md: { kind: 'md', mimeType: 'text/markdown' },
  markdown: { kind: 'md', mimeType: 'text/markdown' },
  csv: { kind: 'csv', mimeType: 'text/csv' },
  tsv: { kind: 'csv', mimeType: 'text/tab-separated-values' },
  html: { kind: 'html', mimeType: 'text/html' },
  htm: { kind: 'html', mimeType: 'text/html' },
};

const binaryLabels: Record<string, string> = {
  pdf: 'PDF',
  docx: 'Word',
  xlsx: 'Excel',
  pptx: 'PowerPoint',
  png: 'PNG',
  jpg: 'JPEG',
  jpeg: 'JPEG',
  webp: 'WebP',
};

export const unsupported = 'Unsupported file type';
export const encrypted = 'The file is encrypted';
export const empty = 'The file is empty';

const utf16 = (s: string) => Buffer.from(s, 'utf16le');

async function head(file: string, bytes: number): Promise<Buffer> {
  const fh = await fs.open(file, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

const refuse = (error: string, code: FailureCode, params?: Refusal['params']): Refusal => ({
  ok: false,
  error,
  code,
  ...(params ? { params } : {}),
});

/** An OLE compound file: legacy .doc/.xls/.ppt, or a password-protected .docx/.xlsx/.pptx. */
async function describeCompoundFile(file: string): Promise<Refusal> {
  const buf = await head(file, 256 * 1024);
  if (buf.includes(utf16('EncryptionInfo')) || buf.includes(utf16('EncryptedPackage'))) return refuse(encrypted, 'encrypted_file');
  return refuse('Unsupported file type: save old Office files (.doc, .xls, .ppt) as .docx, .xlsx or .pptx', 'old_office_format');
}

/** Decides the type from the content (magic bytes), and from the extension for text formats. */
export async function detectFileType(file: string, name: string, size: number): Promise<Detection> {
  if (size === 0) return refuse(empty, 'empty_file');
  const ext = path.extname(name).slice(1).toLowerCase();
  const text = textByExt[ext];
  // A byte-order mark says "text" before any magic-byte guess: UTF-16 BOMs look like MPEG audio.
  if (text && hasBom(await head(file, 4))) return { ok: true, ...text };
  const detected = await fileTypeFromFile(file);
  if (detected) {
    const kind = byDetectedExt[detected.ext];
    if (kind) return { ok: true, kind, mimeType: kind === 'jpeg' ? 'image/jpeg' : detected.mime };
    if (detected.ext === 'cfb') return describeCompoundFile(file);
    return refuse(unsupported, 'unsupported_type');
  }
  if (text) {
    const sample = await head(file, 64 * 1024);
    if (sample.includes(0) && !isUtf16(sample)) return refuse('The file could not be read: it is not a text file', 'not_text_file');
    return { ok: true, ...text };
  }
  const label = binaryLabels[ext];
  if (label) return refuse(`The file could not be read: it is not a valid ${label} file`, 'corrupt_file');
  return refuse(unsupported, 'unsupported_type');
}

const isUtf16 = (b: Buffer) => (b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff);
const hasBom = (b: Buffer) => isUtf16(b) || (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf);

/** Text as the author most likely wrote it: UTF-8 (with or without BOM), UTF-16 with BOM, else Windows-1252. */
export function decodeText(buf: Buffer): string {
  if (buf[0] === 0xff && buf[1] === 0xfe) return new TextDecoder('utf-16le').decode(buf.subarray(2));
  if (buf[0] === 0xfe && buf[1] === 0xff) return new TextDecoder('utf-16be').decode(buf.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buf);
  } catch {
    return new TextDecoder('windows-1252').decode(buf);
  }
}

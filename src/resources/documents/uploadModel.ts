import type { RaRecord } from 'react-admin';

/** What the server reads (it decides from the content; the browser's picker only filters). */
export const acceptedExtensions = [
  '.pdf',
  '.docx',
  '.xlsx',
  '.pptx',
  '.csv',
  '.tsv',
  '.txt',
  '.md',
  '.markdown',
  '.html',
  '.htm',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
] as const;

export const acceptAttribute = [
  ...acceptedExtensions,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/csv',
  'text/plain',
  'text/markdown',
  'text/html',
  'image/png',
  'image/jpeg',
  'image/webp',
].join(',');

/** "50 MB", as the server words its limit. */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round((n / 1024) * 10) / 10} KB`;
  return `${n} bytes`;
}

/**
 * Refuses, before sending anything, a file over the server's limit. The type is left to the
 * server: it reads the content and gives the precise reason.
 */
export function preflight(file: { size: number }, maxBytes: number): { key: 'app.documents.too_large'; args: { size: string } } | null {
  return file.size > maxBytes ? { key: 'app.documents.too_large', args: { size: formatBytes(maxBytes) } } : null;
}

/** The plain API path of the original (no token: a click asks for a signed link, see providers/fileLinks.ts). */
export function fileHref(id: RaRecord['id']): string {
  return `/api/documents/${encodeURIComponent(String(id))}/file`;
}

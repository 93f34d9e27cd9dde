import type { RaRecord } from 'react-admin';
import type { Translate } from '../../providers/serverErrors.ts';

/** "340 KB", "2.4 MB" in the user's language (decimal separator included), never raw bytes. */
export function formatSize(bytes: unknown, translate: Translate, locale: string): string {
  const n = typeof bytes === 'number' ? bytes : Number(bytes);
  if (!Number.isFinite(n) || n < 0) return '';
  const number = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 1 });
  if (n >= 1024 * 1024) return translate('app.units.mb', { n: number(n / 1024 / 1024) });
  if (n >= 1024) return translate('app.units.kb', { n: number(n / 1024) });
  return translate('app.units.bytes', { n: number(n), smart_count: n });
}

const kinds: Array<[RegExp, string]> = [
  [/pdf/, 'PDF'],
  [/wordprocessingml|msword/, 'Word'],
  [/spreadsheetml|ms-excel/, 'Excel'],
  [/presentationml|ms-powerpoint/, 'PowerPoint'],
  [/csv/, 'CSV'],
  [/markdown/, 'Markdown'],
  [/html/, 'HTML'],
  [/^text\//, 'Text'],
  [/png/, 'PNG'],
  [/jpe?g/, 'JPEG'],
  [/webp/, 'WebP'],
];

/** "Word", "PDF": the name a hotel employee knows the file type by. */
export const fileKind = (mimeType: unknown): string => {
  const type = typeof mimeType === 'string' ? mimeType.toLowerCase() : '';
  return kinds.find(([pattern]) => pattern.test(type))?.[1] ?? '';
};

/** The document's language (an ISO code from the server) named in the user's language. */
export function languageName(code: unknown, locale: string): string {
  if (typeof code !== 'string' || code === '' || code === 'und') return '';
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Counts the extraction found, by what the file has: pages, slides, sheets, rows, words. */
export function documentCounts(record: RaRecord | undefined): Array<{ key: string; value: number }> {
  const meta = (record?.meta ?? {}) as Record<string, unknown>;
  return ['pages', 'slides', 'sheets', 'rows', 'words']
    .map((key) => ({ key, value: Number(meta[key]) }))
    .filter(({ value }) => Number.isFinite(value) && value > 0);
}

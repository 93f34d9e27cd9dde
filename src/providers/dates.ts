/**
 * The one way the product writes a date: medium date and short time in the language the user
 * chose (not the browser's), e.g. "12 Mar 2025, 14:05" / "12 mars 2025, 14:05" / "12.03.2025, 14:05".
 */
export const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(value: unknown, locale: string): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, DATE_FORMAT);
    formats.set(locale, format);
  }
  return format.format(date);
}

/**
 * ts_headline marks matches with two control characters that never survive into chunk text (they
 * are stripped before the headline is made). The rest of the text is HTML-escaped, then the markers
 * become <mark>: the snippet is safe to render as HTML whatever the indexed pages contained.
 */
export const markStart = '\u0002';
export const markStop = '\u0003';

export const headlineOptions = `StartSel=${markStart}, StopSel=${markStop}, MaxWords=35, MinWords=15, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * A passage no longer than a snippet is shown whole: ts_headline's fragments drop a passage's last
 * words ("…stay quiet after" without "20:00."), often the figure staff look for.
 */
export const wholeOptions = `StartSel=${markStart}, StopSel=${markStop}, HighlightAll=true`;
export const wholeUpToWords = 40;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => escapes[ch]);
}

export function safeSnippet(headline: string): string {
  return escapeHtml(headline.replace(/\s+/g, ' ').trim()).replaceAll(markStart, '<mark>').replaceAll(markStop, '</mark>');
}

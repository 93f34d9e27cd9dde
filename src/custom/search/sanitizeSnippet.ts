const entity = /&(#\d+|#x[\da-f]+|amp|lt|gt|quot|apos);/gi;

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decode = (text: string) =>
  text.replace(entity, (match, name: string) => {
    const lower = name.toLowerCase();
    if (lower in named) return named[lower];
    const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * Makes a search snippet safe for innerHTML: every character is escaped, then only bare
 * <mark> and </mark> come back, balanced. Text is decoded once first so the API's own
 * escaping shows as the characters it stands for instead of as "&lt;".
 */
export const sanitizeSnippet = (snippet: string): string => {
  let open = false;
  let html = '';
  for (const part of snippet.split(/(<\/?mark>)/i)) {
    const tag = part.toLowerCase();
    if (tag === '<mark>') {
      if (!open) html += '<mark>';
      open = true;
    } else if (tag === '</mark>') {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += escape(decode(part));
    }
  }
  return open ? `${html}</mark>` : html;
};

/** The snippet as plain text (for titles, aria labels and copy). */
export const snippetText = (snippet: string) => decode(snippet.replace(/<\/?mark>/gi, ''));

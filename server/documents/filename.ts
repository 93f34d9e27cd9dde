/**
 * The name shown for an upload: the last path segment of what the browser sent, without control
 * or bidirectional-override characters. Never used to build a path (storage keys are generated).
 */
export function displayName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = last
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+$/, '');
  if (!clean) return 'Untitled';
  if (clean.length <= 255) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : '';
  return clean.slice(0, 255 - ext.length) + ext;
}

/** Content-Disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

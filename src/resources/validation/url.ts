/**
 * The URL rule: the only one (tests/unit/url-rule.test.ts). Declared `url` fields use it on both sides (the SPA's validators and
 * the server's), and the server's integration checks use it for websites and connector addresses.
 * Plain code, free of React and of server code, like the declarations beside it.
 *
 * Decision: an address is an http(s) URL whose host looks like a public one:
 *  - a dotted DNS name whose last label starts with a letter: `https://hotel.example/rooms`;
 *  - or an IP literal, or `localhost`: well-formed, and where they point is not a question of form.
 *    The server's network check refuses private addresses with its own message ("on a private
 *    network"), which tells the user more than "invalid" would (and CRAWL_ALLOW_HOSTS may allow them).
 *  - A bare host is what people paste: `hotel.example` means `https://hotel.example` (normaliseUrl),
 *    on both sides, so what the form accepts the server accepts and stores in full.
 *  - Refused: other schemes (`mailto:x@y.z`, `ftp:`, `javascript:`), single-word hosts
 *    (`http://hotel`: no site is named so), numeric "names" (`hotel.123`), and user:password@
 *    (a secret in an address is shown and logged everywhere).
 */
export type UrlProblem = 'required' | 'invalid';
// Its message key is validationKeys.url (./keys.ts), unless the declaration names its own `message`.

/** `mailto:`, `https://`; but not `hotel.example:8080`, where the colon is a port's. */
const schemePattern = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const label = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Trimmed, with https:// in front of a bare host; '' stays ''. */
export function normaliseUrl(raw: string): string {
  const value = raw.trim();
  return value === '' || schemePattern.test(value) ? value : `https://${value}`;
}

function publicLookingHost(hostname: string): boolean {
  if (hostname === 'localhost' || ipv4.test(hostname) || hostname.startsWith('[')) return true;
  const labels = hostname.split('.');
  return labels.length >= 2 && labels.every((l) => label.test(l)) && /^[a-z]/.test(labels[labels.length - 1]!);
}

/** What is wrong with a value for a URL field, or null when it is a good address. */
export function urlProblem(value: unknown): UrlProblem | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 'required';
  if (typeof value !== 'string') return 'invalid';
  let url: URL;
  try {
    url = new URL(normaliseUrl(value));
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'invalid';
  if (url.username || url.password) return 'invalid';
  return publicLookingHost(url.hostname) ? null : 'invalid';
}

export const isValidUrl = (value: string): boolean => urlProblem(value) === null;

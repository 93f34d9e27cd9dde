import { normalizeUrl, scopeFromUrl } from '../../crawler/url.ts';
import { normaliseUrl, urlProblem } from '../../../src/resources/validation/url.ts';
import type { ConfigureInput, ConfigureResult } from '../types.ts';

export interface WebsiteSettings {
  include?: string[];
  exclude?: string[];
  maxPages: number;
}

export const websiteLimits = { defaultMaxPages: 200, maxPages: 5000, maxPatterns: 50, maxPatternLength: 200 };

/** English headlines (`message`); the field errors are the integrations' i18n keys, the SPA's words. */
export const urlRequired = 'URL is required';
export const urlInvalid = 'Please enter a valid URL';
const urlRequiredKey = 'app.integrations.url_required';
const urlInvalidKey = 'app.integrations.url_invalid';

/** Path patterns arrive as a list or as one pattern per line. */
function patterns(value: unknown, key: string, errors: Record<string, string>): string[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const list = typeof value === 'string' ? value.split(/\r?\n/) : Array.isArray(value) ? value : undefined;
  if (!list || list.some((p) => typeof p !== 'string')) {
    errors[`settings.${key}`] = 'Enter path patterns such as /rooms/* (one per line)';
    return undefined;
  }
  const cleaned = [...new Set((list as string[]).map((p) => p.trim()).filter(Boolean))];
  if (cleaned.length > websiteLimits.maxPatterns) errors[`settings.${key}`] = `At most ${websiteLimits.maxPatterns} patterns`;
  else if (cleaned.some((p) => p.length > websiteLimits.maxPatternLength || /\s/.test(p)))
    errors[`settings.${key}`] = 'A pattern is one path without spaces, such as /blog/**';
  return cleaned.length ? cleaned : undefined;
}

export function readWebsiteSettings(raw: unknown): { settings: WebsiteSettings; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const s = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  if (raw !== undefined && raw !== null && s !== raw) errors.settings = 'Settings must be an object';
  const include = patterns(s.include, 'include', errors);
  const exclude = patterns(s.exclude, 'exclude', errors);
  let maxPages = websiteLimits.defaultMaxPages;
  if (s.maxPages !== undefined && s.maxPages !== null && s.maxPages !== '') {
    const n = typeof s.maxPages === 'string' ? Number(s.maxPages.trim()) : s.maxPages;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > websiteLimits.maxPages) {
      errors['settings.maxPages'] = `Enter a whole number of pages between 1 and ${websiteLimits.maxPages}`;
    } else maxPages = n;
  }
  const settings: WebsiteSettings = { maxPages };
  if (include) settings.include = include;
  if (exclude) settings.exclude = exclude;
  return { settings, errors };
}

/** False for an address with a broken %-escape (`/a%zz`, `/a%E0`): it names no readable page. */
function decodable(url: string): boolean {
  try {
    decodeURI(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

/** "hotel.com" for a whole site, "hotel.com/rooms/" or "hotel.com/rooms/suite" for a part of it. */
export function defaultWebsiteName(url: string): string {
  const scope = scopeFromUrl(url);
  const u = new URL(scope.start);
  const host = u.host.replace(/^www\./, '');
  return scope.kind === 'site' ? host : `${host}${decodeURI(u.pathname)}`;
}

export function configureWebsite(input: ConfigureInput): ConfigureResult {
  const raw = typeof input.url === 'string' ? input.url.trim() : '';
  if (!raw) return { ok: false, message: urlRequired, errors: { url: urlRequiredKey } };
  // One URL rule with the forms: a bare host is https, a single-word host or another scheme is refused.
  const normalised = urlProblem(raw) === null ? normalizeUrl(normaliseUrl(raw)) : undefined;
  if (!normalised || !decodable(normalised)) return { ok: false, message: urlInvalid, errors: { url: urlInvalidKey } };
  const { settings, errors } = readWebsiteSettings(input.settings);
  if (Object.keys(errors).length) return { ok: false, message: Object.values(errors)[0]!, errors };
  return { ok: true, url: normalised, settings: { ...settings }, name: input.name?.trim() || defaultWebsiteName(normalised) };
}

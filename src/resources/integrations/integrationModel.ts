import type { integrationKinds, integrationStatuses } from './declaration.ts';

export type IntegrationKind = (typeof integrationKinds)[number];
export type IntegrationStatus = (typeof integrationStatuses)[number];
export type IntegrationAction = 'activate' | 'deactivate' | 'refresh';

export interface IntegrationSettings {
  include?: string[];
  exclude?: string[];
  maxPages?: number;
  [key: string]: unknown;
}

/** An integration as /api/integrations answers it. */
export interface Integration {
  id: string;
  name: string;
  kind: IntegrationKind;
  url: string | null;
  schedule: 'snapshot' | 'daily';
  status: IntegrationStatus;
  pages: number;
  access: 'staff' | 'public';
  settings: IntegrationSettings | null;
  error: string | null;
  lastSyncedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type ChipColor = 'default' | 'success' | 'info' | 'warning' | 'error';

export const statusColor: Record<IntegrationStatus, ChipColor> = {
  pending: 'warning',
  gathering_data: 'info',
  chunking: 'info',
  active: 'success',
  inactive: 'default',
  failed: 'error',
};

/** Statuses a background job is still moving: the list polls while any row is in one. */
export const busyStatuses: readonly IntegrationStatus[] = ['pending', 'gathering_data', 'chunking'];

export const isBusy = (status: IntegrationStatus) => busyStatuses.includes(status);

export const anyBusy = (rows: readonly Pick<Integration, 'status'>[] | undefined) =>
  (rows ?? []).some((row) => isBusy(row.status));

export const POLL_INTERVAL_MS = 2000;

/** Which row actions make sense for a status (the server stays the authority). */
export const actionEnabled = (action: IntegrationAction, status: IntegrationStatus): boolean => {
  switch (action) {
    case 'activate':
      return status === 'inactive' || status === 'failed';
    case 'deactivate':
      return status !== 'inactive';
    case 'refresh':
      return !isBusy(status) && status !== 'inactive';
  }
};

export type UrlError = 'required' | 'invalid';

/** Mirrors the server's rule so the user sees the message before a round trip. */
export const validateWebsiteUrl = (raw: string): UrlError | null => {
  const value = raw.trim();
  if (!value) return 'required';
  const candidate = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'invalid';
    // A bare word such as "hotel" parses as a host; a real site needs a dot (or localhost).
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return 'invalid';
    return null;
  } catch {
    return 'invalid';
  }
};

/** People paste "myhotel.com": send a full URL so the crawler and the server agree. */
export const normaliseWebsiteUrl = (raw: string) => {
  const value = raw.trim();
  return /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
};

export const parsePatterns = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export interface WebsiteForm {
  url: string;
  schedule: 'snapshot' | 'daily';
  include: string;
  exclude: string;
  maxPages: string;
}

export interface WebsitePayload {
  kind: 'website';
  url: string;
  schedule: 'snapshot' | 'daily';
  settings?: { include?: string[]; exclude?: string[]; maxPages?: number };
}

export const buildWebsitePayload = (form: WebsiteForm): WebsitePayload => {
  const settings: NonNullable<WebsitePayload['settings']> = {};
  const include = parsePatterns(form.include);
  const exclude = parsePatterns(form.exclude);
  const maxPages = Number.parseInt(form.maxPages, 10);
  if (include.length) settings.include = include;
  if (exclude.length) settings.exclude = exclude;
  if (Number.isFinite(maxPages) && maxPages > 0) settings.maxPages = maxPages;
  return {
    kind: 'website',
    url: normaliseWebsiteUrl(form.url),
    schedule: form.schedule,
    ...(Object.keys(settings).length ? { settings } : {}),
  };
};

/** Field errors from a react-admin HttpError body `{ message, errors: { field: message } }`. */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  if (typeof error !== 'object' || error === null || !('body' in error)) return {};
  const body = (error as { body: unknown }).body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = (body as { errors: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/** The server answers English messages; show the catalogue's version of the ones we know. */
export const urlErrorKey = (message: string): string => {
  if (message === 'URL is required') return 'app.integrations.url_required';
  if (message === 'Please enter a valid URL') return 'app.integrations.url_invalid';
  return message;
};

import { isWorking } from '../builders/statusColors.ts';
import { normaliseUrl } from '../builders/model.ts';
import type { integrationKinds, integrationStatuses } from './declaration.ts';

export type IntegrationKind = (typeof integrationKinds)[number];
export type IntegrationStatus = (typeof integrationStatuses)[number];
export type IntegrationAction = 'activate' | 'deactivate' | 'refresh';
export type ConnectorKind = Exclude<IntegrationKind, 'website'>;

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

export const integrationActions: readonly IntegrationAction[] = ['activate', 'deactivate', 'refresh'];

/** Which row actions make sense for a status (the server stays the authority). */
export const actionEnabled = (action: IntegrationAction, status: IntegrationStatus): boolean => {
  switch (action) {
    case 'activate':
      return status === 'inactive' || status === 'failed';
    case 'deactivate':
      return status !== 'inactive';
    case 'refresh':
      return !isWorking(status) && status !== 'inactive';
  }
};

export const actionSuccessMessage: Record<IntegrationAction, string> = {
  activate: 'app.integrations.notifications.activated',
  deactivate: 'app.integrations.notifications.deactivated',
  refresh: 'app.integrations.notifications.refreshed',
};

export const actionFailureMessage: Record<IntegrationAction, string> = {
  activate: 'app.integrations.notifications.update_failed',
  deactivate: 'app.integrations.notifications.update_failed',
  refresh: 'app.integrations.notifications.refresh_failed',
};

export const parsePatterns = (text: unknown): string[] =>
  typeof text === 'string'
    ? text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : [];

/** What the Add website form holds (react-hook-form values: untyped until sent). */
export interface WebsiteFormValues {
  url?: string;
  schedule?: 'snapshot' | 'daily';
  include?: string;
  exclude?: string;
  maxPages?: number | string | null;
}

export interface WebsitePayload {
  kind: 'website';
  url: string;
  schedule: 'snapshot' | 'daily';
  settings?: { include?: string[]; exclude?: string[]; maxPages?: number };
}

/** The create body of a website: a full URL, and only the advanced settings the user filled in. */
export const websitePayload = (form: WebsiteFormValues): WebsitePayload => {
  const settings: NonNullable<WebsitePayload['settings']> = {};
  const include = parsePatterns(form.include);
  const exclude = parsePatterns(form.exclude);
  const maxPages = Number.parseInt(String(form.maxPages ?? ''), 10);
  if (include.length) settings.include = include;
  if (exclude.length) settings.exclude = exclude;
  if (Number.isFinite(maxPages) && maxPages > 0) settings.maxPages = maxPages;
  return {
    kind: 'website',
    // People paste "myhotel.com": send a full URL so the crawler and the server agree.
    url: normaliseUrl(form.url ?? ''),
    schedule: form.schedule === 'daily' ? 'daily' : 'snapshot',
    ...(Object.keys(settings).length ? { settings } : {}),
  };
};

export interface ConnectorField {
  name: string;
  required: boolean;
  secret?: boolean;
  helpKey?: string;
}

/** Settings each connector needs; the server's connector validates them again. */
export const connectorFields: Record<ConnectorKind, readonly ConnectorField[]> = {
  pms: [
    { name: 'clientId', required: true },
    { name: 'clientSecret', required: true, secret: true },
    { name: 'propertyId', required: true },
    { name: 'baseUrl', required: false, helpKey: 'app.integrations.connector_dialog.pms.baseUrl_help' },
    { name: 'checkInTime', required: false, helpKey: 'app.integrations.connector_dialog.pms.time_help' },
    { name: 'checkOutTime', required: false, helpKey: 'app.integrations.connector_dialog.pms.time_help' },
  ],
  reviews: [
    { name: 'accountId', required: true },
    { name: 'locationId', required: true },
    { name: 'accessToken', required: true, secret: true },
  ],
};

export interface ConnectorFormValues {
  name?: string;
  settings?: Record<string, unknown>;
}

/**
 * The create body of a connector: trimmed settings, empty ones left out. Without a name the
 * server's connector picks a descriptive one (e.g. with the property code).
 */
export const connectorPayload = (kind: ConnectorKind, form: ConnectorFormValues) => {
  const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const settings = Object.fromEntries(
    connectorFields[kind].map((f) => [f.name, trimmed(form.settings?.[f.name])]).filter(([, value]) => value !== ''),
  );
  const name = trimmed(form.name);
  return { kind, ...(name ? { name } : {}), settings };
};

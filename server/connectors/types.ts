import type { Passage, SearchLanguage } from '../chunking/index.ts';
import type { AppContext } from '../types.ts';
import type { integrationKinds } from '../../src/resources/integrations/declaration.ts';

export type IntegrationKind = (typeof integrationKinds)[number];

/** An integration as a connector sees it: settings include its secrets. */
export interface IntegrationRecord {
  id: string;
  propertyId: string;
  name: string;
  kind: IntegrationKind;
  url: string | null;
  schedule: 'snapshot' | 'daily';
  status: string;
  pages: number;
  settings: Record<string, unknown>;
  lastSyncedAt: string | null;
}

/** What the user entered, before the connector checked it. */
export interface ConfigureInput {
  url?: string | null;
  name?: string | null;
  settings?: unknown;
}

export type ConfigureResult =
  | { ok: true; settings: Record<string, unknown>; url?: string | null; name: string }
  /** `errors` keyed by field (`url`, `settings.<name>`), as react-admin shows them. */
  | { ok: false; message: string; errors: Record<string, string> };

export interface SyncTools {
  signal: AbortSignal;
  /** Identifies this sync across restarts (the job's id): a resumed sync sees the same value. */
  runId: string;
  allowHosts: readonly string[];
  /** Live counter shown in the Pages column while data is gathered. */
  setPages(pages: number): Promise<void>;
  setStatus(status: 'gathering_data' | 'chunking'): Promise<void>;
  /** True once the integration was deleted: stop and write nothing more. */
  isDeleted(): Promise<boolean>;
}

export interface SyncResult {
  /** The Pages count: pages, records or reviews indexed. */
  pages: number;
  /** Passages to index, replacing all earlier ones; absent when the connector wrote its chunks itself. */
  passages?: Passage[];
  language?: SearchLanguage;
}

/**
 * A knowledge source. Adding one = one module implementing this and one line in the registry.
 * Errors meant for the user are thrown as ConnectorError (stored on the integration as `error`).
 */
export interface Connector {
  kind: IntegrationKind;
  /** Shown in the UI (e.g. 'Google Business Profile'). */
  provider: string;
  /** Settings that are credentials: stored apart and never answered by the API. */
  secretSettings: readonly string[];
  configure(input: ConfigureInput): ConfigureResult;
  /** Proves the settings work (credentials, ids) without indexing anything. */
  testConnection(ctx: AppContext, settings: Record<string, unknown>, signal?: AbortSignal): Promise<void>;
  sync(ctx: AppContext, integration: IntegrationRecord, tools: SyncTools): Promise<SyncResult>;
}

/** A failure whose message is written for the user (stored on the integration). */
export class ConnectorError extends Error {
  constructor(
    message: string,
    /** Worth trying again later (rate limit, outage) rather than a wrong setting. */
    readonly transient = false,
  ) {
    super(message);
  }
}

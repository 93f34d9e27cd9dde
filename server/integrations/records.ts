import { integrations } from '../../src/resources/integrations/declaration.ts';
import type { IntegrationRecord } from '../connectors/types.ts';
import type { Db } from '../db.ts';
import type { Row } from '../resources/hooks.ts';
import { compileResource } from '../resources/model.ts';
import { resourceStore } from '../resources/store.ts';

const model = compileResource(integrations);

/** The record in wire shape (what the API answers), scoped to the property. */
export function integrationStore(db: Db) {
  return resourceStore(db, model);
}

interface IntegrationRow {
  id: string;
  property_id: string;
  name: string | null;
  kind: IntegrationRecord['kind'];
  url: string | null;
  schedule: 'snapshot' | 'daily' | null;
  status: string;
  pages: number | null;
  settings: Record<string, unknown> | null;
  last_synced_at: Date | string | null;
}

/** The integration with its secrets merged into its settings, for a connector; any property. */
export async function loadIntegration(db: Db, id: string): Promise<IntegrationRecord | undefined> {
  const { rows } = await db.query<IntegrationRow & { secrets: Record<string, unknown> | null }>(
    `SELECT i.id, i.property_id, i.name, i.kind, i.url, i.schedule, i.status, i.pages, i.settings, i.last_synced_at, s.secrets
     FROM integrations i LEFT JOIN integration_secrets s ON s.integration_id = i.id WHERE i.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return undefined;
  return {
    id: r.id,
    propertyId: r.property_id,
    name: r.name ?? '',
    kind: r.kind,
    url: r.url,
    schedule: r.schedule ?? 'snapshot',
    status: r.status,
    pages: Number(r.pages ?? 0),
    settings: { ...(r.settings ?? {}), ...(r.secrets ?? {}) },
    lastSyncedAt: r.last_synced_at === null ? null : new Date(r.last_synced_at).toISOString(),
  };
}

export async function integrationExists(db: Db, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM integrations WHERE id = $1', [id])).rows.length > 0;
}

export interface StatePatch {
  status?: string;
  pages?: number;
  error?: string | null;
  lastSyncedAt?: Date;
}

/**
 * Writes the sync's view of the row. A status never replaces 'inactive': a user who deactivates
 * an integration while it syncs keeps it deactivated; the sync still records what it found.
 */
export async function updateState(db: Db, id: string, patch: StatePatch): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    sets.push(sql.replace('?', `$${params.length}`));
  };
  if (patch.status !== undefined) add(`status = CASE WHEN status = 'inactive' THEN status ELSE ? END`, patch.status);
  if (patch.pages !== undefined) add('pages = ?', patch.pages);
  if (patch.error !== undefined) add('error = ?', patch.error);
  if (patch.lastSyncedAt !== undefined) add('last_synced_at = ?', patch.lastSyncedAt.toISOString());
  if (!sets.length) return;
  await db.query(`UPDATE integrations SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
}

/** A status change asked for by the user (actions): answers the updated record. */
export async function setStatus(
  db: Db,
  propertyId: string,
  id: string,
  status: string,
  extra: { error?: null } = {},
): Promise<Row | undefined> {
  return integrationStore(db).update(propertyId, id, { status, ...extra });
}

/** Secrets live apart from `settings`, which the API answers to every browser of the property. */
export function splitSecrets(settings: Record<string, unknown>, secretNames: readonly string[]) {
  const open: Record<string, unknown> = {};
  const secrets: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(settings)) (secretNames.includes(k) ? secrets : open)[k] = v;
  return { open, secrets };
}

export async function saveSecrets(db: Db, id: string, secrets: Record<string, unknown>): Promise<void> {
  if (!Object.keys(secrets).length) return;
  await db.query(
    `INSERT INTO integration_secrets (integration_id, secrets) VALUES ($1, $2::jsonb)
     ON CONFLICT (integration_id) DO UPDATE SET secrets = integration_secrets.secrets || EXCLUDED.secrets`,
    [id, JSON.stringify(secrets)],
  );
}

export async function loadSecrets(db: Db, id: string): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ secrets: Record<string, unknown> }>(
    'SELECT secrets FROM integration_secrets WHERE integration_id = $1',
    [id],
  );
  return rows[0]?.secrets ?? {};
}

export async function storeOpenSettings(db: Db, id: string, settings: Record<string, unknown>): Promise<void> {
  await db.query('UPDATE integrations SET settings = $2::jsonb WHERE id = $1', [id, JSON.stringify(settings)]);
}

import { connectorFor } from '../connectors/registry.ts';
import type { Connector } from '../connectors/types.ts';
import { badRequest } from '../http/errors.ts';
import type { ResourceHooks, Row } from '../resources/hooks.ts';
import type { AppContext } from '../types.ts';
import { refusePrivateAddresses } from './addresses.ts';
import { purgeIntegrationData } from './cleanup.ts';
import { loadSecrets, saveSecrets, splitSecrets, storeOpenSettings } from './records.ts';
import { cancelQueuedSync, enqueueSync, isSyncRunning, scheduleNextDaily, syncNow } from './schedule.ts';

const settingsOf = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function connectorOrFail(kind: unknown): Connector {
  const connector = connectorFor(typeof kind === 'string' ? kind : 'website');
  if (!connector) throw badRequest('Unknown integration kind', { kind: 'Unknown integration kind' });
  return connector;
}

/** Checks and normalises what the user entered, through the kind's connector. */
function configure(connector: Connector, input: { url?: unknown; name?: unknown; settings?: unknown }) {
  const result = connector.configure({
    url: typeof input.url === 'string' ? input.url : null,
    name: typeof input.name === 'string' ? input.name : null,
    settings: input.settings,
  });
  if (!result.ok) throw badRequest(result.message, result.errors, { code: 'invalid_input' });
  return result;
}

/**
 * Moves credentials out of the row into integration_secrets. The record about to be answered is
 * updated too, so no answer of the API, not even this one, carries a secret back to the browser.
 */
async function stashSecrets(ctx: AppContext, connector: Connector, record: Row) {
  if (!connector.secretSettings.length) return;
  const { open, secrets } = splitSecrets(settingsOf(record.settings), connector.secretSettings);
  if (!Object.keys(secrets).length) return;
  await saveSecrets(ctx.db, record.id, secrets);
  await storeOpenSettings(ctx.db, record.id, open);
  record.settings = open;
}

const contentKeys = ['url', 'settings'] as const;

export const integrationHooks: ResourceHooks = {
  async beforeCreate(ctx, _session, input) {
    const connector = connectorOrFail(input.kind);
    const result = configure(connector, input);
    await refusePrivateAddresses(result.url, result.settings, ctx.config.crawlAllowHosts);
    return {
      ...input,
      kind: connector.kind,
      url: result.url ?? null,
      name: result.name,
      settings: result.settings,
      status: 'pending',
      pages: 0,
      error: null,
    };
  },

  async afterCreate(ctx, session, record) {
    await stashSecrets(ctx, connectorOrFail(record.kind), record);
    await enqueueSync(ctx, { id: record.id, propertyId: session.propertyId }, 'create');
  },

  async beforeUpdate(ctx, _session, existing, patch) {
    if (!contentKeys.some((k) => k in patch) && !('name' in patch)) return patch;
    const connector = connectorOrFail(existing.kind);
    // Secrets left blank in an edit form keep their stored value.
    const stored = await loadSecrets(ctx.db, existing.id);
    const given = 'settings' in patch ? settingsOf(patch.settings) : settingsOf(existing.settings);
    const kept = Object.fromEntries(Object.entries(stored).filter(([k]) => given[k] === undefined || given[k] === ''));
    const result = configure(connector, {
      url: 'url' in patch ? patch.url : existing.url,
      name: 'name' in patch ? patch.name : existing.name,
      settings: { ...given, ...kept },
    });
    await refusePrivateAddresses(result.url, result.settings, ctx.config.crawlAllowHosts);
    const out = { ...patch };
    if ('url' in patch) out.url = result.url ?? null;
    if ('settings' in patch) out.settings = result.settings;
    if ('name' in patch) out.name = result.name;
    return out;
  },

  async afterUpdate(ctx, session, record, before) {
    const connector = connectorOrFail(record.kind);
    await stashSecrets(ctx, connector, record);
    const integration = { id: record.id, propertyId: session.propertyId };
    if (record.schedule !== before.schedule) {
      if (record.schedule === 'daily' && record.status !== 'inactive')
        await scheduleNextDaily(ctx, integration, (record.lastSyncedAt as string | null) ?? null);
      else if (record.schedule !== 'daily') await cancelQueuedSync(ctx.db, record.id);
    }
    const contentChanged = record.url !== before.url || JSON.stringify(record.settings) !== JSON.stringify(before.settings);
    if (contentChanged && record.status !== 'inactive' && !(await isSyncRunning(ctx.db, record.id))) {
      await syncNow(ctx, integration, 'update');
    }
  },

  async afterDelete(ctx, session, record) {
    await purgeIntegrationData(ctx.db, { id: record.id, propertyId: session.propertyId });
  },
};

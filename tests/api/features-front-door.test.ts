import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemble, type Feature } from '../../server/feature.ts';
import { features } from '../../server/features.ts';
import { enqueue } from '../../server/jobs/queue.ts';
import type { AppEnv } from '../../server/types.ts';
import { startTestServer, type TestServer } from './harness.ts';

// A feature the product does not have, defined here only: its folder would export exactly this,
// and server/features.ts would list it. The engines give it a table, routes behind the session
// check, a job kind and its place in the API description, with no engine file touched.
const stamps: Feature = {
  name: 'stamps',
  migrations: [{ name: '900_test_stamps', sql: 'CREATE TABLE test_stamps (id text PRIMARY KEY, property_id text NOT NULL)' }],
  routes: (ctx) =>
    new Hono<AppEnv>().get('/stamps', async (c) => {
      const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM test_stamps WHERE property_id = $1 ORDER BY id', [
        c.var.session.propertyId,
      ]);
      return c.json(rows.map((r) => r.id));
    }),
  jobs: {
    handlers: {
      async 'stamps.add'(ctx, job) {
        await ctx.db.query('INSERT INTO test_stamps (id, property_id) VALUES ($1, $2)', [String(job.payload.id), job.propertyId]);
      },
    },
  },
  openapi: () => ({
    '/stamps': {
      get: {
        tags: ['stamps'],
        operationId: 'listStamps',
        summary: "The property's stamps",
        responses: { 200: { description: 'Stamp ids' } },
      },
    },
  }),
};

describe('a feature plugs in through its front door', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({}, { features: [...features, stamps] });
    token = await t.tokenFor('hotel-stamps');
  });
  afterAll(() => t.close());

  it('gets its table, its job kind, its session-protected route and its OpenAPI description', async () => {
    await enqueue(t.server.ctx, 'stamps.add', { id: 'first' }, { propertyId: 'hotel-stamps' });
    const list = async () => (await fetch(`${t.api}/stamps`, { headers: { Authorization: `Bearer ${token}` } })).json();
    for (let i = 0; i < 400 && (await list()).length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await list()).toEqual(['first']);
    expect((await fetch(`${t.api}/stamps`)).status).toBe(401);
    const doc = (await (await fetch(`${t.api}/openapi.json`)).json()) as { paths: Record<string, { get?: unknown }> };
    expect(doc.paths['/stamps']?.get).toBeTruthy();
  });

  it('refuses two features claiming the same job kind or resource', () => {
    expect(() => assemble([...features, { name: 'again', jobs: { handlers: { 'document.process': async () => undefined } } }])).toThrow(
      /job kind "document.process" is already taken/,
    );
    expect(() => assemble([...features, { name: 'again', resourceHooks: { voices: {} } }])).toThrow(/resource hooks for "voices"/);
  });
});

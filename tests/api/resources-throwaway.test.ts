import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { DataProvider } from 'ra-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defineResource, type ResourceDeclaration } from '../../src/resources/types.ts';
import { requireSession } from '../../server/auth/middleware.ts';
import { signSessionToken } from '../../server/auth/session.ts';
import { loadConfig } from '../../server/config.ts';
import { openPglite, type Db } from '../../server/db.ts';
import { errorResponse, HttpError } from '../../server/http/errors.ts';
import { createLogger } from '../../server/logger.ts';
import { migrate } from '../../server/migrations.ts';
import type { ResourceHooks } from '../../server/resources/hooks.ts';
import { resourceRoutes } from '../../server/resources/routes.ts';
import { resourceMigrations } from '../../server/resources/schema.ts';
import type { AppContext, AppEnv } from '../../server/types.ts';
import { raClient, rejection } from './ra-client.ts';

// "Adding a resource is one declaration": a resource the product does not have gets a table,
// validation and simple-rest routes from this declaration alone, and react-admin's client can use it.
const rooms = defineResource({
  name: 'rooms',
  table: 'rooms',
  icon: 'Hotel',
  recordRepresentation: 'label',
  fields: [
    { source: 'label', kind: 'text', required: true, maxLength: 80, searchable: true, sortable: true },
    { source: 'notes', kind: 'longText', searchable: true },
    { source: 'floor', kind: 'number', min: 0, max: 50, sortable: true, filter: true },
    { source: 'view', kind: 'enum', choices: ['sea', 'garden', 'city'], default: 'city', filter: true },
    { source: 'smoking', kind: 'boolean', default: false, filter: true },
    { source: 'features', kind: 'tags', default: [], filter: true },
    { source: 'renovatedAt', kind: 'date', sortable: true, filter: true },
    { source: 'code', kind: 'text', createOnly: true },
    { source: 'occupancy', kind: 'number', readOnly: true, default: 0 },
  ],
  list: ['label', 'floor', 'view'],
  defaultSort: { field: 'floor', order: 'ASC' },
  search: true,
});

let db: Db;
let ctx: AppContext;
let dataDir: string;
const servers: http.Server[] = [];

/** A bare app with only the session guard and the generic routes for `decls`. */
async function serve(decls: readonly ResourceDeclaration[], hooks: Record<string, ResourceHooks> = {}): Promise<string> {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => errorResponse(err, c));
  app.use('/api/*', requireSession(ctx));
  app.route('/api', resourceRoutes(ctx, decls, hooks));
  const server = http.createServer(getRequestListener(app.fetch));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/api`;
}

async function provider(api: string, propertyId: string): Promise<DataProvider> {
  // Every request checks the membership still exists: the member is real.
  const userId = `u-${propertyId}`;
  await db.query(`INSERT INTO properties (id, name) VALUES ($1, $1) ON CONFLICT DO NOTHING`, [propertyId]);
  await db.query(`INSERT INTO users (id, subject, email, name) VALUES ($1, $1, $1, 'A') ON CONFLICT DO NOTHING`, [userId]);
  await db.query(`INSERT INTO memberships (user_id, property_id, role) VALUES ($1, $2, 'admin') ON CONFLICT DO NOTHING`, [
    userId,
    propertyId,
  ]);
  const { token } = await signSessionToken(ctx, { userId, propertyId, email: 'a@b.c', name: 'A' });
  return raClient(api, token);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-rooms-'));
  const config = loadConfig({}, { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(40) });
  db = await openPglite();
  ctx = { config, db, log: createLogger(config) };
  await migrate(db, resourceMigrations([rooms]));
});

afterAll(async () => {
  for (const s of servers) await new Promise<void>((r) => s.close(() => r()));
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const roomInputs = [
  {
    label: 'Sea suite',
    floor: 4,
    view: 'sea',
    smoking: false,
    features: ['balcony', 'bath'],
    renovatedAt: '2024-03-01T00:00:00.000Z',
    notes: 'Quiet, 100% renovated',
    code: 'S4',
  },
  { label: 'garden room', floor: 1, view: 'garden', features: ['terrace'], renovatedAt: '2019-06-15T00:00:00.000Z' },
  { label: 'City single', floor: 2, smoking: true, occupancy: 99 },
];

/** The three rooms every test starts from, created through the client: ids by label, and the answers. */
async function seedRooms(dp: DataProvider) {
  const ids: Record<string, string> = {};
  const records = [];
  for (const data of roomInputs) {
    const { data: record } = await dp.create('rooms', { data });
    ids[record.label] = String(record.id);
    records.push(record);
  }
  return { ids, records };
}

let properties = 0;

describe('a resource declared inline', () => {
  let dp: DataProvider;
  let api: string;
  let ids: Record<string, string> = {};
  let seeded: Awaited<ReturnType<typeof seedRooms>>;

  beforeAll(async () => {
    api = await serve([rooms]);
  });
  // Each test has a property of its own holding the three rooms (the tests run in any order).
  beforeEach(async () => {
    dp = await provider(api, `hotel-a-${++properties}`);
    seeded = await seedRooms(dp);
    ids = seeded.ids;
  });

  it('creates records with every field kind and the declared defaults', async () => {
    seeded.records.forEach((record, i) => expect(record).toMatchObject({ ...roomInputs[i], occupancy: 0 }));
    const city = (await dp.getOne('rooms', { id: ids['City single'] })).data;
    expect(city).toMatchObject({ view: 'city', features: [], renovatedAt: null, notes: null, occupancy: 0 });
  });

  it('lists, sorts, filters and searches as react-admin asks', async () => {
    const list = (sort: [string, 'ASC' | 'DESC'], filter: Record<string, unknown> = {}) =>
      dp.getList('rooms', { pagination: { page: 1, perPage: 10 }, sort: { field: sort[0], order: sort[1] }, filter });
    const labels = (r: { data: { label?: string }[] }) => r.data.map((x) => x.label);
    expect(labels(await list(['floor', 'ASC']))).toEqual(['garden room', 'City single', 'Sea suite']);
    expect(labels(await list(['label', 'ASC']))).toEqual(['City single', 'garden room', 'Sea suite']);
    expect(labels(await list(['renovatedAt', 'DESC']))).toEqual(['Sea suite', 'garden room', 'City single']);
    expect(labels(await list(['floor', 'ASC'], { view: ['sea', 'garden'] }))).toEqual(['garden room', 'Sea suite']);
    expect(labels(await list(['floor', 'ASC'], { smoking: true }))).toEqual(['City single']);
    expect(labels(await list(['floor', 'ASC'], { features: 'terrace' }))).toEqual(['garden room']);
    expect(labels(await list(['floor', 'ASC'], { floor_gte: 2, floor_lt: 4 }))).toEqual(['City single']);
    expect(labels(await list(['floor', 'ASC'], { renovatedAt_gte: '2020-01-01' }))).toEqual(['Sea suite']);
    expect(labels(await list(['floor', 'ASC'], { q: '100%' }))).toEqual(['Sea suite']);
    expect(labels(await list(['floor', 'ASC'], { q: '_' }))).toEqual([]);
    const page = await dp.getList('rooms', { pagination: { page: 2, perPage: 2 }, sort: { field: 'floor', order: 'ASC' }, filter: {} });
    expect(page).toMatchObject({ total: 3, data: [{ label: 'Sea suite' }] });
    expect((await rejection(list(['notes', 'ASC']))).status).toBe(400);
  });

  it('updates by merging, ignores read-only input and refuses a changed createOnly value', async () => {
    const before = (await dp.getOne('rooms', { id: ids['Sea suite'] })).data;
    const { data } = await dp.update('rooms', { id: before.id, data: { floor: 5, occupancy: 3 }, previousData: before });
    expect(data).toEqual({ ...before, floor: 5, updatedAt: data.updatedAt });
    const err = await rejection(dp.update('rooms', { id: before.id, data: { code: 'S5' }, previousData: data }));
    expect(err.body).toMatchObject({ message: 'Code cannot be modified after creation', errors: { code: 'app.validation.create_only' } });
    const many = await dp.updateMany('rooms', { ids: [ids['garden room'], ids['City single']], data: { smoking: false } });
    expect([...(many.data ?? [])].sort()).toEqual([ids['garden room'], ids['City single']].sort());
    const smoking = await dp.getList('rooms', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { smoking: true },
    });
    expect(smoking.total).toBe(0);
  });

  it('validates from the declaration', async () => {
    const err = await rejection(dp.create('rooms', { data: { floor: 51, view: 'mountain', features: 'balcony' } }));
    expect(err.status).toBe(400);
    expect(err.body).toEqual({
      message: 'Please fill in all required fields',
      code: 'missing_required',
      errors: {
        label: 'ra.validation.required',
        floor: 'ra.validation.maxValue',
        view: 'ra.validation.oneOf',
        features: 'app.validation.list',
      },
      errorParams: { floor: { max: 50 }, view: { options: 'sea, garden, city' } },
    });
  });

  it("keeps each property's rooms apart and deletes answering the record", async () => {
    const other = await provider(api, `hotel-b-${properties}`);
    expect(
      (await other.getList('rooms', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).total,
    ).toBe(0);
    expect((await rejection(other.delete('rooms', { id: ids['Sea suite'] }))).status).toBe(404);
    expect((await dp.delete('rooms', { id: ids['Sea suite'] })).data).toMatchObject({ id: ids['Sea suite'], label: 'Sea suite' });
    const rest = await dp.deleteMany('rooms', { ids: [ids['garden room']] });
    expect(rest.data).toEqual([ids['garden room']]);
    expect((await dp.getMany('rooms', { ids: Object.values(ids) })).data.map((r) => r.label)).toEqual(['City single']);
  });
});

describe('adding a field to the declaration', () => {
  it('migrates the existing table and serves the new field, existing rows taking its default', async () => {
    // Rows that exist before the migration, in a property of this test's own.
    const property = `hotel-v2-${++properties}`;
    await seedRooms(await provider(await serve([rooms]), property));
    const roomsV2 = defineResource({
      ...rooms,
      fields: [...rooms.fields, { source: 'maxGuests', kind: 'number', min: 1, default: 2, sortable: true }],
    });
    const applied = await migrate(db, resourceMigrations([roomsV2]));
    expect(applied).toEqual([expect.stringMatching(/^resource_rooms_v/)]);
    expect(await migrate(db, resourceMigrations([roomsV2]))).toEqual([]);
    const dp = await provider(await serve([roomsV2]), property);
    const existing = await dp.getList('rooms', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'maxGuests', order: 'ASC' },
      filter: {},
    });
    expect(existing.data.length).toBe(3);
    expect(existing.data.every((r) => r.maxGuests === 2)).toBe(true);
    const { data } = await dp.create('rooms', { data: { label: 'Family', maxGuests: 5 } });
    expect(data.maxGuests).toBe(5);
  });
});

describe('feature hooks around the generic routes', () => {
  it('lets a feature complete input, see wire records, and refuse with its own status', async () => {
    const seen: string[] = [];
    const hooks: Record<string, ResourceHooks> = {
      rooms: {
        // Hooks run after validation and may set read-only fields.
        beforeCreate: (_ctx, _session, input) => ({ ...input, occupancy: 2 }),
        afterCreate: (_ctx, session, record) =>
          void seen.push(`created ${record.label} for ${session.propertyId} at ${typeof record.createdAt}`),
        beforeUpdate: (_ctx, _session, existing, patch) => ({ ...patch, notes: `was ${existing.label}` }),
        afterUpdate: (_ctx, _session, record, before) => void seen.push(`${before.label} -> ${record.label}`),
        beforeDelete: (_ctx, _session, record) => {
          if (record.occupancy) throw new HttpError(409, 'Room is occupied');
        },
      },
    };
    const dp = await provider(await serve([rooms], hooks), 'hotel-hooks');
    const { data } = await dp.create('rooms', { data: { label: 'Loft' } });
    expect(data.occupancy).toBe(2);
    const updated = (await dp.update('rooms', { id: data.id, data: { label: 'Big loft' }, previousData: data })).data;
    expect(updated.notes).toBe('was Loft');
    expect(seen).toEqual(['created Loft for hotel-hooks at string', 'Loft -> Big loft']);
    const refused = await rejection(dp.delete('rooms', { id: data.id }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Room is occupied' });
    expect((await dp.getOne('rooms', { id: data.id })).data.label).toBe('Big loft');
  });
});

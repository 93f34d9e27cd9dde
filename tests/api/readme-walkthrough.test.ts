import type { DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/resources/index.ts';
import { readmeWalkthrough } from '../fixtures/readme-rooms.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { raClient, rejection } from './ra-client.ts';

// README.md's "Adding a resource is one declaration", taken literally: its `rooms` declaration
// added to the registry's list is all the server needs for a table, validation, the simple-rest
// routes scoped to the property, and their OpenAPI description.
const { declaration: rooms, registryStep } = readmeWalkthrough();

let server: TestServer;
let client: DataProvider;

beforeAll(async () => {
  expect(registryStep).toContain('`src/resources/index.ts`');
  server = await startTestServer({}, { workers: false, resources: [...resources, rooms] });
  client = raClient(server.api, await server.tokenFor('walkthrough-hotel'));
});
afterAll(() => server?.close());

describe("README's rooms walkthrough on the real server", () => {
  it('creates the rooms table with a column per field', async () => {
    const { rows } = await server.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'rooms' ORDER BY column_name`,
    );
    expect(rows.map((r) => r.column_name)).toEqual(
      expect.arrayContaining(['id', 'property_id', 'name', 'beds', 'view', 'accessible', 'created_at', 'updated_at']),
    );
  });

  it('serves GET/POST /api/rooms and GET/PUT/DELETE /api/rooms/:id through ra-data-simple-rest', async () => {
    const { data: sea } = await client.create('rooms', { data: { name: 'Harbour suite', beds: 2, view: 'sea' } });
    expect(sea).toMatchObject({ name: 'Harbour suite', beds: 2, view: 'sea', accessible: false });
    await client.create('rooms', { data: { name: 'Garden room', beds: 1, view: 'garden', accessible: true } });

    const list = await client.getList('rooms', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(list.data.map((r) => r.name)).toEqual(['Garden room', 'Harbour suite']);
    expect(list.total).toBe(2);
    const filtered = await client.getList('rooms', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { view: 'sea', q: 'harb' },
    });
    expect(filtered.data.map((r) => r.id)).toEqual([sea.id]);

    expect((await client.getOne('rooms', { id: sea.id })).data.name).toBe('Harbour suite');
    const { data: updated } = await client.update('rooms', { id: sea.id, data: { beds: 3 }, previousData: sea });
    expect(updated).toMatchObject({ id: sea.id, beds: 3, name: 'Harbour suite' });
    await client.delete('rooms', { id: sea.id, previousData: updated });
    expect((await rejection(client.getOne('rooms', { id: sea.id }))).status).toBe(404);
  });

  it("validates with the declaration's rules and keeps another property's rooms apart", async () => {
    const tooMany = await rejection(client.create('rooms', { data: { name: 'Dorm', beds: 9 } }));
    expect(tooMany.status).toBe(400);
    expect(Object.keys((tooMany.body as { errors?: object }).errors ?? {})).toContain('beds');
    const badView = await rejection(client.create('rooms', { data: { name: 'Attic', view: 'mountain' } }));
    expect(badView.status).toBe(400);

    const other = raClient(server.api, await server.tokenFor('another-hotel'));
    await other.create('rooms', { data: { name: 'Elsewhere' } });
    const mine = await client.getList('rooms', { pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(mine.data.map((r) => r.name)).not.toContain('Elsewhere');
  });

  it('describes the rooms routes in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.api}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/rooms'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths['/rooms/{id}'] ?? {})).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });
});

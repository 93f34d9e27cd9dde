import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncGroupMemberships, rolesFromGroups } from '../../server/auth/groups.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { caller, memberToken, type Call } from './faq-helpers.ts';
import { raClient, rejection } from './ra-client.ts';

const P = 'roles-hotel';
let t: TestServer;
let admin: Call;
let staffToken: string;
let staff: Call;

beforeAll(async () => {
  t = await startTestServer();
  admin = caller(t, await memberToken(t, P, 'admin@roles.example', 'admin'));
  staffToken = await memberToken(t, P, 'staff@roles.example', 'staff');
  staff = caller(t, staffToken);
}, 60_000);
afterAll(() => t?.close());

describe('members resource', () => {
  it('lists the property members through the real simple-rest client', async () => {
    // A property of its own: other tests invite and add members to P.
    await memberToken(t, 'roles-list', 'admin@roles.example', 'admin');
    const listToken = await memberToken(t, 'roles-list', 'staff@roles.example', 'staff');
    const { data, total } = await raClient(t.api, listToken).getList('members', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'email', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(2);
    expect(data.map((m) => [m.email, m.role])).toEqual([
      ['admin@roles.example', 'admin'],
      ['staff@roles.example', 'staff'],
    ]);
  });

  it('tells each member their own role (GET /members/me)', async () => {
    expect((await staff('GET', '/members/me')).body).toMatchObject({ role: 'staff' });
    expect((await admin('GET', '/members/me')).body).toMatchObject({ role: 'admin' });
  });

  it('lets admins invite by email (staff by default), refuses a second invitation and staff inviting', async () => {
    const r = await admin('POST', '/members', { email: 'New.Person@Roles.example' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ email: 'new.person@roles.example', role: 'staff', origin: 'invite' });
    const twice = await admin('POST', '/members', { email: 'new.person@roles.example', role: 'admin' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('members_exists');
    const byStaff = await staff('POST', '/members', { email: 'x@roles.example' });
    expect(byStaff.status).toBe(403);
    expect((await admin('POST', '/members', { email: 'not an email' })).status).toBe(400);

    // An invited person who signs in later is the invited member (bound by email).
    const { rows } = await t.db.query<{ subject: string }>(`SELECT subject FROM users WHERE email = 'new.person@roles.example'`);
    expect(rows[0].subject).toBe('new.person@roles.example');
  });

  it('a role change counts from the next request', async () => {
    const m = await memberToken(t, P, 'promoted@roles.example', 'staff');
    const promoted = caller(t, m);
    expect((await promoted('POST', '/faq/publish', {})).status).toBe(403);
    const list = await admin('GET', `/members?filter=${encodeURIComponent(JSON.stringify({ q: 'promoted' }))}`);
    const id = list.body[0].id;
    const r = await admin('PUT', `/members/${id}`, { role: 'admin' });
    expect(r.body.role).toBe('admin');
    // No longer 403: an admin hears that there is nothing to publish.
    expect((await promoted('POST', '/faq/publish', {})).status).toBe(409);
  });

  it("an admin's removal of a member takes effect on that member's next request", async () => {
    const token = await memberToken(t, P, 'leaving@roles.example', 'staff');
    const leaving = caller(t, token);
    expect((await leaving('GET', '/faq-sections')).status).toBe(200);
    const list = await admin('GET', `/members?filter=${encodeURIComponent(JSON.stringify({ q: 'leaving' }))}`);
    expect((await admin('DELETE', `/members/${list.body[0].id}`)).status).toBe(200);
    const after = await leaving('GET', '/faq-sections');
    expect([401, 403]).toContain(after.status);
  });

  it('keeps at least one admin', async () => {
    const solo = await memberToken(t, 'solo-hotel', 'solo@roles.example', 'admin');
    const call = caller(t, solo);
    const list = await call('GET', '/members');
    const r = await call('DELETE', `/members/${list.body[0].id}`);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('members_last_admin');
    expect((await call('PUT', `/members/${list.body[0].id}`, { role: 'staff' })).status).toBe(409);
  });

  it('never shows or touches another property’s members', async () => {
    const other = caller(t, await memberToken(t, 'elsewhere', 'boss@elsewhere.example', 'admin'));
    const mine = await admin('GET', '/members');
    const r = await other('DELETE', `/members/${mine.body[0].id}`);
    expect(r.status).toBe(404);
    const err = await rejection(raClient(t.api, staffToken).getOne('members', { id: 'missing' }));
    expect(err.status).toBe(404);
  });
});

describe('development users (DEV_USERS roles)', () => {
  it('seeds the documented users with their roles: staff and admin', async () => {
    const { rows } = await t.db.query<{ email: string; role: string; origin: string }>(
      `SELECT u.email, m.role, m.origin FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.property_id = 'grand-hotel' ORDER BY u.email`,
    );
    expect(rows).toEqual([
      { email: 'manager@hotel.example', role: 'admin', origin: 'seed' },
      { email: 'staff@hotel.example', role: 'staff', origin: 'seed' },
    ]);
  });
});

describe('Okta groups claim', () => {
  it('reads hotel:<property>:<role> groups; admin wins', () => {
    const roles = rolesFromGroups(
      ['Everyone', 'hotel:grand-hotel:staff', 'hotel:grand-hotel:admin', 'hotel:annex:staff', 'hotel:bad id:admin'],
      'hotel:{property}:{role}',
    );
    expect(Object.fromEntries(roles!)).toEqual({ 'grand-hotel': 'admin', annex: 'staff' });
    expect(rolesFromGroups(undefined, 'hotel:{property}:{role}')).toBeNull();
  });

  it('creates, updates and removes memberships that come from groups, leaving invited ones alone', async () => {
    await t.db.query(`INSERT INTO properties (id, name) VALUES ('okta-a', 'A'), ('okta-b', 'B'), ('okta-c', 'C') ON CONFLICT DO NOTHING`);
    await t.db.query(
      `INSERT INTO users (id, subject, email, name) VALUES ('u-okta', 'okta|1', 'it@hotel.example', 'IT') ON CONFLICT DO NOTHING`,
    );
    await t.db.query(`INSERT INTO memberships (user_id, property_id, role, origin) VALUES ('u-okta', 'okta-c', 'staff', 'invite')`);
    const state = async () =>
      (
        await t.db.query<{ property_id: string; role: string; origin: string }>(
          `SELECT property_id, role, origin FROM memberships WHERE user_id = 'u-okta' ORDER BY property_id`,
        )
      ).rows;

    await syncGroupMemberships(t.server.ctx, 'u-okta', { groups: ['hotel:okta-a:admin', 'hotel:okta-b:staff', 'hotel:unknown:admin'] });
    expect(await state()).toEqual([
      { property_id: 'okta-a', role: 'admin', origin: 'groups' },
      { property_id: 'okta-b', role: 'staff', origin: 'groups' },
      { property_id: 'okta-c', role: 'staff', origin: 'invite' },
    ]);
    await syncGroupMemberships(t.server.ctx, 'u-okta', { groups: ['hotel:okta-a:staff'] });
    expect(await state()).toEqual([
      { property_id: 'okta-a', role: 'staff', origin: 'groups' },
      { property_id: 'okta-c', role: 'staff', origin: 'invite' },
    ]);
    // A token without the claim changes nothing.
    await syncGroupMemberships(t.server.ctx, 'u-okta', {});
    expect(await state()).toHaveLength(2);
  });
});

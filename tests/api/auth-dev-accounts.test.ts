import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { createDevIdp } from '../../server/idp/index.ts';
import { findDevUser, parseDevProperties, parseDevUsers } from '../../server/idp/dev-accounts.ts';
import { loadSigningKeys } from '../../server/idp/keys.ts';
import type { AppContext } from '../../server/types.ts';

describe('DEV_USERS', () => {
  it('defaults to the two documented users when unset or blank', () => {
    const expected = [
      { email: 'staff@hotel.example', password: 'hotel123', name: 'Alex Morgan', role: 'staff' },
      { email: 'manager@hotel.example', password: 'hotel123', name: 'Sam Rivera', role: 'admin' },
    ];
    expect(parseDevUsers(undefined)).toEqual(expected);
    expect(parseDevUsers('  ')).toEqual(expected);
  });

  it('reads email:password:Display Name entries, lower-casing emails and keeping colons in names', () => {
    expect(parseDevUsers(' Ana@Example.com:s3cret:Ana Lopez , bo@example.com:pw:Bo: Night Manager')).toEqual([
      { email: 'ana@example.com', password: 's3cret', name: 'Ana Lopez', role: 'admin' },
      { email: 'bo@example.com', password: 'pw', name: 'Bo: Night Manager', role: 'admin' },
    ]);
  });

  it('reads an optional last :role (admin by default, or staff)', () => {
    expect(parseDevUsers('ana@example.com:pw:Ana Lopez:staff,bo@example.com:pw:Bo: Night Manager:Admin,cy@example.com:pw:Cy')).toEqual([
      { email: 'ana@example.com', password: 'pw', name: 'Ana Lopez', role: 'staff' },
      { email: 'bo@example.com', password: 'pw', name: 'Bo: Night Manager', role: 'admin' },
      { email: 'cy@example.com', password: 'pw', name: 'Cy', role: 'admin' },
    ]);
  });

  it.each([
    ['ana@example.com', /must be email:password:Display Name/],
    ['ana@example.com:pw', /must be email:password:Display Name/],
    ['not-an-email:pw:Ana', /is not an email address/],
    ['ana@example.com::Ana', /empty password/],
    ['ana@example.com:pw: ', /no display name/],
    ['ana@example.com:pw:Ana,ANA@example.com:pw2:Ana B', /listed twice/],
    [',,', /lists no users/],
  ])('refuses %j with a clear message', (raw, message) => {
    expect(() => parseDevUsers(raw)).toThrow(ConfigError);
    expect(() => parseDevUsers(raw)).toThrow(message);
  });

  it('checks passwords exactly, case-insensitively on the email only', () => {
    const users = parseDevUsers(undefined);
    expect(findDevUser(users, 'STAFF@hotel.example ', 'hotel123')?.name).toBe('Alex Morgan');
    expect(findDevUser(users, 'staff@hotel.example', 'Hotel123')).toBeUndefined();
    expect(findDevUser(users, 'staff@hotel.example', '')).toBeUndefined();
    expect(findDevUser(users, 'ghost@hotel.example', 'hotel123')).toBeUndefined();
  });
});

describe('DEV_PROPERTIES', () => {
  it('defaults to one property', () => {
    expect(parseDevProperties(undefined)).toEqual([{ id: 'grand-hotel', name: 'Grand Hotel' }]);
  });

  it('reads id:Name entries', () => {
    expect(parseDevProperties('grand-hotel:Grand Hotel, sea_view.2:Sea View: Annex')).toEqual([
      { id: 'grand-hotel', name: 'Grand Hotel' },
      { id: 'sea_view.2', name: 'Sea View: Annex' },
    ]);
  });

  it.each([
    ['grand-hotel', /must be id:Name/],
    ['grand hotel:Grand', /not a valid property id/],
    ['-x:Name', /not a valid property id/],
    ['a/b:Name', /not a valid property id/],
    ['x:', /has no name/],
    ['x:One,x:Two', /listed twice/],
  ])('refuses %j with a clear message', (raw, message) => {
    expect(() => parseDevProperties(raw)).toThrow(ConfigError);
    expect(() => parseDevProperties(raw)).toThrow(message);
  });
});

describe('development provider guards', () => {
  it('never starts in production', async () => {
    expect(() => loadConfig({}, { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/OKTA_ISSUER is required/);
    // Even handed a production config directly, the provider refuses to start.
    const config = { ...loadConfig({}, { NODE_ENV: 'test' }), NODE_ENV: 'production' as const };
    await expect(createDevIdp({ config } as AppContext)).rejects.toThrow(/never runs in production/);
  });

  it('creates its RSA key once and reuses it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idp-keys-'));
    try {
      const first = await loadSigningKeys(dir);
      const again = await loadSigningKeys(dir);
      expect(first.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(first.keys[0].d).toBeTruthy();
      expect(again.keys[0].kid).toBe(first.keys[0].kid);
      expect(again.keys[0].n).toBe(first.keys[0].n);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

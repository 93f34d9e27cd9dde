import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/resources/index.ts';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/resources/types.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * Issue 7, section 5: generated input over every declared resource's create, update, get and list
 * parameters. Whatever arrives, the server answers below 500 and keeps answering. Deterministic
 * (fixed seed) and bounded: at most `budget` requests or `timeBudgetMs`, whichever comes first.
 */

const seed = 20_251_125;
const budget = 3000;
const timeBudgetMs = 120_000;

/** mulberry32: small, fast, and the same sequence on every machine. */
function prng(s: number) {
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = prng(seed);
const int = (n: number) => Math.floor(rand() * n);
const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
const chance = (p: number) => rand() < p;

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : chance(0.5) ? [nested(depth - 1)] : { k: nested(depth - 1) });

const hostileStrings = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '%00',
  '%E0%zz',
  "'; DROP TABLE voices; --",
  '\\',
  '"',
  '\ud800',
  '😀'.repeat(50),
  'x'.repeat(10_000),
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'https://hotel.example/a%E0',
  'http://127.0.0.1:1/',
  'ftp://x',
  '0000-01-01',
  '-271821-04-20T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '2024-02-30',
  '1e400',
  'NaN',
  'true',
  '[]',
  '{}',
];
const hostileNumbers = [0, -0, 1, -1, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER, 1e20];

function anyValue(depth = 0): unknown {
  switch (int(depth > 2 ? 4 : 7)) {
    case 0:
      return pick(hostileStrings);
    case 1:
      return pick(hostileNumbers);
    case 2:
      return pick([true, false, null]);
    case 3:
      return `w${int(1000)} ${pick(['pool', 'spa', 'breakfast', 'Zimmer', 'petit-déjeuner'])}`;
    case 4:
      return Array.from({ length: int(4) }, () => anyValue(depth + 1));
    case 5:
      return Object.fromEntries(
        Array.from({ length: int(4) }, () => [pick(['a', 'id', '__proto__', 'constructor', '\u0000', 'type']), anyValue(depth + 1)]),
      );
    default:
      return nested(pick([3, 40, 63, 64, 65, 200]));
  }
}

/** A value meant for one field: mostly plausible for its kind, often not. */
function valueFor(field: FieldDeclaration): unknown {
  if (chance(0.4)) return anyValue();
  switch (field.kind) {
    case 'text':
    case 'longText':
      return chance(0.8) ? `Text ${int(1e6)}` : 'y'.repeat((field.maxLength ?? 100) + int(3));
    case 'url':
      return pick(['https://www.hotel.example/', 'hotel.example/rooms', 'https://hotel.example/%E0', 'http://[::1]/', 'https://例え.jp/']);
    case 'enum':
      return chance(0.7) ? pick(field.choices ?? ['x']) : `${pick(field.choices ?? ['x'])}\u0000`;
    case 'boolean':
      return pick([true, false, 'true', 0]);
    case 'number':
      return chance(0.5) ? int(100) : pick(hostileNumbers);
    case 'date':
      return pick(['2025-01-31T10:00:00Z', '2025-13-01', '0000-01-01', '-271821-04-20T00:00:00Z', '1970-01-01', 'yesterday']);
    case 'tags':
      return Array.from({ length: int(5) }, () => (field.choices && chance(0.7) ? pick(field.choices) : anyValue(2)));
    case 'reference':
      return pick(['', 'no-such-id', 'x'.repeat(300), 'a\u0000']);
    default:
      return anyValue(1);
  }
}

function body(decl: ResourceDeclaration): string {
  if (chance(0.05)) return pick(['', '{', '[1,2]', '"text"', '42', 'null', '{"a":}', '\u0000', '{"name":"\\u0000"}']);
  const out: Record<string, unknown> = {};
  for (const f of decl.fields) if (chance(0.6)) out[f.source] = valueFor(f);
  if (chance(0.2)) out[pick(['id', 'propertyId', 'createdAt', 'unknown', 'property_id'])] = anyValue();
  return JSON.stringify(out);
}

function listQuery(decl: ResourceDeclaration): string {
  const params = new URLSearchParams();
  const sources = ['id', 'createdAt', 'updatedAt', 'q', ...decl.fields.map((f) => f.source)];
  if (chance(0.6)) {
    params.set(
      'sort',
      chance(0.8) ? JSON.stringify([pick(sources), pick(['ASC', 'DESC', 'asc', 'sideways'])]) : pick(['[', '["a"]', 'null', '{}']),
    );
  }
  if (chance(0.7)) {
    const a = chance(0.7) ? int(50) : pick([...hostileNumbers, -5, 0.5]);
    const b = chance(0.7) ? (typeof a === 'number' ? a + int(30) : 9) : pick([...hostileNumbers, -1]);
    params.set('range', chance(0.9) ? JSON.stringify([a, b]) : pick(['[0]', '[1,0]', '["0","9"]', '[0,9', 'null']));
  }
  if (chance(0.8)) {
    const filter: Record<string, unknown> = {};
    for (let i = int(3); i >= 0; i--) {
      const key = pick(sources);
      const op = pick(['', '', '_gte', '_lte', '_gt', '_lt', '_neq', '_bogus']);
      const f = decl.fields.find((d) => d.source === key);
      filter[`${key}${op}`] = chance(0.3)
        ? Array.from({ length: int(4) }, () => (f ? valueFor(f) : anyValue(2)))
        : f
          ? valueFor(f)
          : anyValue(1);
    }
    params.set('filter', chance(0.95) ? JSON.stringify(filter) : pick(['{', '[]', '"q"', `{"id":${'['.repeat(500)}`]));
  }
  return params.toString();
}

const weirdId = () =>
  pick(['no-such-id', '%E0', '%zz', '%00', 'a%2Fb', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(2000), '0', '-1', encodeURIComponent('😀')]);

describe('fuzz: every declared resource (issue 7)', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({}, { workers: false });
    token = await t.tokenFor('hotel-fuzz');
    // An admin reaches every route's validation (admin-only ones included).
    await t.db.query(`UPDATE memberships SET role = 'admin' WHERE property_id = 'hotel-fuzz'`);
  });
  afterAll(() => t?.close());

  it(
    `answers ${budget} generated create/update/get/list requests (seed ${seed}) without a 500, and stays up`,
    async () => {
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const ids = new Map<string, string[]>();
      const failures: string[] = [];
      const started = Date.now();
      let sent = 0;
      const send = async (method: string, path: string, payload?: string) => {
        sent++;
        const res = await fetch(`${t.api}${path}`, { method, headers, body: payload });
        const text = await res.text();
        if (res.status >= 500)
          failures.push(`${method} ${path.slice(0, 200)} ${payload?.slice(0, 200) ?? ''} → ${res.status} ${text.slice(0, 200)}`);
        return { status: res.status, text };
      };

      while (sent < budget && Date.now() - started < timeBudgetMs) {
        const decl = pick(resources);
        const known = ids.get(decl.name) ?? [];
        const action = int(10);
        if (action < 4) {
          const r = await send('POST', `/${decl.name}`, body(decl));
          if (r.status === 201) {
            const id = (JSON.parse(r.text) as { id?: string }).id;
            if (id) ids.set(decl.name, [...known, id]);
          }
        } else if (action < 6) {
          await send('PUT', `/${decl.name}/${known.length && chance(0.8) ? pick(known) : weirdId()}`, body(decl));
        } else if (action < 9) {
          await send('GET', `/${decl.name}?${listQuery(decl)}`);
        } else {
          await send(chance(0.8) ? 'GET' : 'DELETE', `/${decl.name}/${known.length && chance(0.5) ? pick(known) : weirdId()}`);
        }
      }

      expect(failures).toEqual([]);
      // Bounded in time, but never trivially short.
      expect(sent).toBeGreaterThanOrEqual(Math.min(budget, 500));
      expect(await (await fetch(`${t.api}/health`)).json()).toMatchObject({ status: 'ok' });
    },
    timeBudgetMs + 60_000,
  );
});

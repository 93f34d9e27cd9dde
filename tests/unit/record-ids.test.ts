import { describe, expect, it } from 'vitest';
import { idTimestamp, newRecordId } from '../../server/ids.ts';

const uuidV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('time-ordered record ids (UUIDv7)', () => {
  it('are RFC 9562 version-7 UUIDs carrying their millisecond', () => {
    const { id, createdAt } = newRecordId(Date.UTC(2026, 10, 25, 12, 0, 0, 123) + 10_000_000);
    expect(id).toMatch(uuidV7);
    expect(idTimestamp(id)?.getTime()).toBe(createdAt.getTime());
  });

  it('increase strictly for thousands of ids within one millisecond, past the counter capacity', () => {
    const now = Date.now() + 20_000_000;
    const ids = Array.from({ length: 10_000 }, () => newRecordId(now));
    const sorted = [...ids].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(sorted.map((x) => x.id)).toEqual(ids.map((x) => x.id));
    expect(new Set(ids.map((x) => x.id)).size).toBe(ids.length);
    // The stamp never goes backwards, and created_at agrees with the id order.
    for (let i = 1; i < ids.length; i++) expect(ids[i].createdAt.getTime()).toBeGreaterThanOrEqual(ids[i - 1].createdAt.getTime());
  });

  it('keep increasing when the clock steps back', () => {
    const now = Date.now() + 30_000_000;
    const a = newRecordId(now);
    const b = newRecordId(now - 5_000);
    const c = newRecordId(now + 1);
    expect(a.id < b.id && b.id < c.id).toBe(true);
    expect(b.createdAt.getTime()).toBeGreaterThanOrEqual(a.createdAt.getTime());
  });

  it('give no time for ids of another kind (rows created before time-ordered ids)', () => {
    expect(idTimestamp('3f2b8c9e-1d4a-4f6b-9c2e-7a8b9c0d1e2f')).toBeUndefined();
    expect(idTimestamp('not-a-uuid')).toBeUndefined();
  });
});

import crypto from 'node:crypto';

/**
 * Record ids that sort in creation order: UUIDv7 (RFC 9562), 48-bit Unix milliseconds, then a
 * 12-bit counter seeded randomly each millisecond (method 1 of section 6.2), then 62 random bits.
 * Within this process ids are strictly increasing, even for many records created in the same
 * millisecond or when the clock steps back: the timestamp then stays put and the counter carries on.
 * Embedded Postgres stamps now() to the millisecond, so rows created together would otherwise tie
 * on created_at and fall back to random order; the id is the tie-break every list sort uses.
 */
let lastMs = 0;
let counter = 0;

export interface NewId {
  id: string;
  /** The millisecond encoded in the id: store it as created_at so both orders agree. */
  createdAt: Date;
}

export function newRecordId(now = Date.now()): NewId {
  if (now > lastMs) {
    lastMs = now;
    counter = crypto.randomInt(0, 0x800); // upper half left free so the counter rarely overflows
  } else if (++counter > 0xfff) {
    // 4,096 ids in one millisecond: borrow the next one, as the RFC allows.
    lastMs += 1;
    counter = 0;
  }
  const bytes = crypto.randomBytes(16);
  const ms = BigInt(lastMs);
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = 0x70 | (counter >> 8); // version 7
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8] & 0x3f); // variant 10
  const hex = bytes.toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { id, createdAt: new Date(lastMs) };
}

/** The creation time encoded in a UUIDv7, or undefined for ids of another kind (older rows). */
export function idTimestamp(id: string): Date | undefined {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(id)) return undefined;
  return new Date(parseInt(id.slice(0, 8) + id.slice(9, 13), 16));
}

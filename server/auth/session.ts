import crypto from 'node:crypto';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { readOrCreateOnce } from '../storage/create-once.ts';
import type { AppContext, Session } from '../types.ts';

const ISSUER = 'hotel-workspace';
const AUDIENCE = 'hotel-workspace-api';
const secrets = new WeakMap<object, Uint8Array>();

/** SESSION_SECRET, or a random one kept in DATA_DIR so tokens survive a restart in development. */
function secretFor(ctx: AppContext): Uint8Array {
  const cached = secrets.get(ctx.config);
  if (cached) return cached;
  let secret = ctx.config.SESSION_SECRET;
  if (!secret) {
    const file = path.join(ctx.config.dataDir, 'session-secret');
    secret = readOrCreateOnce(file, () => crypto.randomBytes(48).toString('base64url')).trim();
  }
  const key = new TextEncoder().encode(secret);
  secrets.set(ctx.config, key);
  return key;
}

/** The product's own token: signed, expiring, bound to one user and one property. */
export async function signSessionToken(ctx: AppContext, s: Session): Promise<{ token: string; expiresAt: string }> {
  const exp = Math.floor(Date.now() / 1000) + ctx.config.SESSION_TTL_SECONDS;
  const token = await new SignJWT({ pid: s.propertyId, email: s.email, name: s.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(s.userId)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(secretFor(ctx));
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

export async function verifySessionToken(ctx: AppContext, token: string): Promise<Session> {
  // `exp` is required: a token that never expires is refused whatever its signature.
  const { payload } = await jwtVerify(token, secretFor(ctx), {
    issuer: ISSUER,
    audience: AUDIENCE,
    algorithms: ['HS256'],
    requiredClaims: ['exp'],
  });
  if (typeof payload.sub !== 'string' || typeof payload.pid !== 'string') throw new Error('token lacks subject or property');
  return { userId: payload.sub, propertyId: payload.pid, email: String(payload.email ?? ''), name: String(payload.name ?? '') };
}

/** HMAC of a short text with the product's key (signed file URLs). */
export function signText(ctx: AppContext, text: string): string {
  return crypto.createHmac('sha256', secretFor(ctx)).update(text).digest('base64url');
}

import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { badRequest, HttpError } from '../http/errors.ts';
import type { Db } from '../db.ts';
import { newRecordId } from '../ids.ts';
import type { AppContext, AppEnv } from '../types.ts';
import { checkRate, clientAddress, signInLimits } from './limits.ts';
import { syncGroupMemberships } from './groups.ts';
import { verifyAccessToken, type VerifiedIdentity } from './okta.ts';
import { signSessionToken, verifySessionToken } from './session.ts';

interface UserRow {
  id: string;
  subject: string;
  email: string;
  name: string;
  picture: string | null;
}
interface PropertyRef {
  id: string;
  name: string;
}

const exchangeBody = z.object({
  accessToken: z
    .string({ error: 'accessToken is required' })
    .trim()
    .min(1, 'accessToken is required')
    .max(16_384, 'accessToken is too long'),
  mfdPropertyId: z.string({ error: 'mfdPropertyId must be a string' }).trim().max(200, 'mfdPropertyId is too long').nullish(),
});

export function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.length ? [words[0]] : [email];
  return (
    letters
      .map((w) => [...w][0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

const publicUser = (u: UserRow) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  ...(u.picture ? { picture: u.picture } : {}),
  initials: initials(u.name, u.email),
});

/**
 * The local user behind a verified identity, created just in time on first sign-in. A row whose
 * subject is still its email (development seed, or a user an operator provisioned by email before
 * their first Okta sign-in) is bound to the provider's stable subject on first use.
 */
async function userFor(db: Db, identity: VerifiedIdentity): Promise<UserRow> {
  const { subject, email } = identity;
  const found = await db.query<UserRow>(
    `SELECT id, subject, email, name, picture FROM users WHERE subject = $1 OR ($2::text IS NOT NULL AND subject = $2) ORDER BY subject = $1 DESC LIMIT 1`,
    [subject, email ?? null],
  );
  const name = identity.name ?? email?.split('@')[0] ?? subject;
  if (found.rows[0]) {
    const { rows } = await db.query<UserRow>(
      `UPDATE users SET subject = $2, email = COALESCE($3, email), name = COALESCE($4, name), last_seen_at = now() WHERE id = $1 RETURNING id, subject, email, name, picture`,
      [found.rows[0].id, subject, email ?? null, identity.name ?? null],
    );
    return rows[0];
  }
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, subject, email, name, last_seen_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (subject) DO UPDATE SET last_seen_at = now()
     RETURNING id, subject, email, name, picture`,
    [newRecordId().id, subject, email ?? subject, name],
  );
  return rows[0];
}

async function propertiesOf(db: Db, userId: string): Promise<PropertyRef[]> {
  const { rows } = await db.query<PropertyRef>(
    `SELECT p.id, p.name FROM memberships m JOIN properties p ON p.id = m.property_id WHERE m.user_id = $1 ORDER BY p.name, p.id`,
    [userId],
  );
  return rows;
}

/**
 * Which property the session is for. Membership rule (both modes): a user may use a property only
 * with a membership row. Nobody gets one by signing in, even at Okta: operators provision them (in
 * development, the seed makes every development user a member of every development property).
 */
async function chooseProperty(requested: string | null | undefined, mine: PropertyRef[]): Promise<PropertyRef> {
  // An unknown property and someone else's answer alike: the exchange does not reveal which ids exist.
  const chosen = requested ? mine.find((p) => p.id === requested) : mine[0];
  if (!chosen) throw new HttpError(403, 'Forbidden');
  return chosen;
}

async function readJson(c: Context): Promise<unknown> {
  // The body was size-checked, depth-checked and NUL-checked by the /api body guard (server/http/body.ts).
  const text = await c.req.text();
  if (!text.trim()) return {};
  return JSON.parse(text);
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'accessToken')] ??= issue.message;
  return errors;
}

/** POST /authentication/token (identity provider token → product token) and GET /me. */
export function authRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = new Hono<AppEnv>();

  const limits = signInLimits(ctx);
  app.post('/authentication/token', async (c) => {
    checkRate(c, limits.exchangePerIp, clientAddress(c, ctx.config.TRUST_PROXY_HOPS));
    const raw = await readJson(c);
    const parsed = exchangeBody.safeParse(raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {});
    if (!parsed.success) throw badRequest('Invalid request', fieldErrors(parsed.error));
    const identity = await verifyAccessToken(ctx, parsed.data.accessToken);
    const user = await userFor(db, identity);
    await syncGroupMemberships(ctx, user.id, identity.claims);
    checkRate(c, limits.exchangePerAccount, user.id);
    const properties = await propertiesOf(db, user.id);
    const property = await chooseProperty(parsed.data.mfdPropertyId, properties);
    const { token, expiresAt } = await signSessionToken(ctx, {
      userId: user.id,
      propertyId: property.id,
      email: user.email,
      name: user.name,
    });
    ctx.log.info({ userId: user.id, propertyId: property.id }, 'signed in');
    return c.json({ accessToken: token, expiresAt, user: publicUser(user), property, properties });
  });

  // Mounted before requireSession (server/app.ts), so it checks the product token itself; it also
  // re-checks the membership, which a long-lived token may have outlived.
  app.get('/me', async (c) => {
    const token = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
    if (!token) return c.json({ message: 'Unauthorized' }, 401);
    const session = await verifySessionToken(ctx, token).catch(() => undefined);
    if (!session) return c.json({ message: 'Unauthorized' }, 401);
    const found = await db.query<UserRow>(`SELECT id, subject, email, name, picture FROM users WHERE id = $1`, [session.userId]);
    if (!found.rows[0]) return c.json({ message: 'Unauthorized' }, 401);
    const properties = await propertiesOf(db, session.userId);
    const property = properties.find((p) => p.id === session.propertyId);
    if (!property) throw new HttpError(403, 'Forbidden');
    return c.json({ user: publicUser(found.rows[0]), property, properties });
  });

  return app;
}

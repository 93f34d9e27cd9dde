import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { HttpError } from '../http/errors.ts';
import { publicSigningKeys } from '../idp/keys.ts';
import type { AppContext } from '../types.ts';

/** What the token exchange needs to know about the person behind an access token. */
export interface VerifiedIdentity {
  /** Stable id at the provider: Okta's `uid` when present (its `sub` is the login), else `sub`. */
  subject: string;
  email?: string;
  name?: string;
  claims: JWTPayload;
}

const DISCOVERY_TTL_MS = 10 * 60 * 1000;
const keySets = new Map<string, { jwks: JWTVerifyGetKey; at: number }>();

export const invalidAccessToken = () => new HttpError(401, 'Invalid access token');

/**
 * The issuer's key set, found through its discovery document (the same path for Okta and for the
 * development provider). jose caches the keys and refetches on an unknown `kid`; the discovery
 * itself is re-read every ten minutes.
 */
async function keySetFor(issuer: string): Promise<JWTVerifyGetKey> {
  const cached = keySets.get(issuer);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.jwks;
  const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`OpenID discovery at ${issuer} answered ${res.status}`);
  const { jwks_uri: jwksUri, issuer: advertised } = (await res.json()) as { jwks_uri?: string; issuer?: string };
  if (!jwksUri || advertised !== issuer) throw new Error(`OpenID discovery at ${issuer} is not for that issuer`);
  const jwks = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 10_000 });
  keySets.set(issuer, { jwks, at: Date.now() });
  return jwks;
}

/** Forgets cached discovery documents (tests that restart a provider on the same issuer). */
export function clearKeySetCache() {
  keySets.clear();
}

const asString = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * Verifies an access token from the identity provider: signature against the issuer's published
 * keys (RS256 only, so `alg: none` and HS256-with-the-public-key forgeries fail), issuer, audience
 * and expiry. Any failure answers 401; an unreachable provider answers 502.
 */
export async function verifyAccessToken(ctx: AppContext, token: string): Promise<VerifiedIdentity> {
  let jwks: JWTVerifyGetKey;
  try {
    jwks = await keySetFor(ctx.config.issuer);
  } catch (err) {
    // The development provider runs in this process: when PUBLIC_URL is not reachable from the
    // server itself (a proxy in front of it), its published keys are read from DATA_DIR instead.
    const local = ctx.config.devIdp ? publicSigningKeys(ctx.config.dataDir) : undefined;
    if (!local) {
      ctx.log.error({ err, issuer: ctx.config.issuer }, 'identity provider discovery failed');
      throw new HttpError(502, 'Identity provider unavailable');
    }
    ctx.log.warn({ err, issuer: ctx.config.issuer }, 'discovery of the development provider failed; using its keys from DATA_DIR');
    jwks = createLocalJWKSet(local);
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, jwks, {
      issuer: ctx.config.issuer,
      audience: ctx.config.OKTA_AUDIENCE,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp'],
      clockTolerance: 5,
    }));
  } catch (err) {
    if (err instanceof joseErrors.JWKSTimeout) throw new HttpError(502, 'Identity provider unavailable');
    if (err instanceof joseErrors.JOSEError) {
      ctx.log.debug({ code: (err as { code?: string }).code, reason: err.message }, 'access token refused');
      throw invalidAccessToken();
    }
    ctx.log.error({ err }, 'access token verification failed');
    throw new HttpError(502, 'Identity provider unavailable');
  }
  const sub = asString(payload.sub);
  if (!sub) throw invalidAccessToken();
  const email = asString(payload.email) ?? (sub.includes('@') ? sub.toLowerCase() : undefined);
  return { subject: asString(payload.uid) ?? sub, email: email?.toLowerCase(), name: asString(payload.name), claims: payload };
}

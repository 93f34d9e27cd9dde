import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readOrCreateOnce } from '../storage/create-once.ts';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export const JWKS_FILE = 'idp-jwks.json';

/**
 * The development provider's RSA signing key (RS256: okta-auth-js verifies id_tokens with RS256
 * only), created once and kept in DATA_DIR so tokens issued before a restart still verify.
 */
export async function loadSigningKeys(dataDir: string): Promise<{ keys: JWK[] }> {
  const file = path.join(dataDir, JWKS_FILE);
  // The key is made before knowing whether it is needed: readOrCreateOnce takes a synchronous maker.
  const fresh = fs.existsSync(file) ? undefined : await newSigningKey();
  const jwks = JSON.parse(readOrCreateOnce(file, () => JSON.stringify({ keys: [fresh] }, null, 2))) as { keys?: JWK[] };
  if (!jwks.keys?.length || !jwks.keys.every((k) => k?.kty === 'RSA' && k.d)) {
    throw new Error(`${file} holds no private RSA keys; delete it to have a new key generated`);
  }
  return { keys: jwks.keys };
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/** The public half of the stored keys, or undefined before the provider first ran. */
export function publicSigningKeys(dataDir: string): { keys: JWK[] } | undefined {
  const file = path.join(dataDir, JWKS_FILE);
  if (!fs.existsSync(file)) return undefined;
  const { keys = [] } = JSON.parse(fs.readFileSync(file, 'utf8')) as { keys?: JWK[] };
  return { keys: keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })) };
}

/** Cookie signing keys derived from the private key: stable across restarts without another file. */
export function cookieKeys(keys: JWK[]): string[] {
  return keys.map((k) => crypto.createHash('sha256').update(`idp-cookies:${k.d}`).digest('base64url'));
}

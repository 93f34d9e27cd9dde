import { reasonPhrase } from '../httpStatus.ts';
import type { SessionUser } from './types.ts';

export const EXCHANGE_URL = '/api/authentication/token';

export class TokenExchangeError extends Error {
  readonly status: number;
  constructor(status: number, statusText: string) {
    super(`Token exchange failed: ${reasonPhrase(status, statusText)}`);
    this.name = 'TokenExchangeError';
    this.status = status;
  }
}

/** Trades the identity provider's access token for the product's own token (spec 7). */
export async function exchangeToken(
  accessToken: string,
  propertyId: string | undefined,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<SessionUser> {
  const response = await fetchImpl(EXCHANGE_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    // An undefined property id is left out, so the server picks the user's first property.
    body: JSON.stringify({ accessToken, mfdPropertyId: propertyId }),
  });
  if (!response.ok) throw new TokenExchangeError(response.status, response.statusText);
  return (await response.json()) as SessionUser;
}

import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider, type HttpError as RaHttpError } from 'ra-core';

/** The real ra-data-simple-rest client, sending a product token: what the SPA's lists do. */
export function raClient(api: string, token: string): DataProvider {
  return simpleRestProvider(api, (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  });
}

/** The error a call rejects with; fails the test when the call succeeds. */
export async function rejection(p: Promise<unknown>): Promise<RaHttpError> {
  try {
    await p;
  } catch (err) {
    return err as RaHttpError;
  }
  throw new Error('expected the call to fail');
}

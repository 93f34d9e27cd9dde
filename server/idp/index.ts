import type http from 'node:http';
import type { AppContext } from '../types.ts';

// STUB (platform helper replaces): the development OpenID provider under /idp.
export async function createDevIdp(_ctx: AppContext): Promise<{ handle: http.RequestListener }> {
  return { handle: (_req, res) => res.writeHead(503).end('not yet') };
}

import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../types.ts';

// STUB (documents helper replaces): multipart upload and file download.
export function documentRoutes(_ctx: AppContext) {
  return new Hono<AppEnv>();
}

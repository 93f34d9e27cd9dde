import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../types.ts';

// STUB (platform helper replaces): POST /authentication/token
export function authRoutes(_ctx: AppContext) {
  return new Hono<AppEnv>();
}

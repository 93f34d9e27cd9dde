import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../types.ts';

// STUB (engine helper replaces): simple-rest routes for every declared resource.
export function resourceRoutes(_ctx: AppContext) {
  return new Hono<AppEnv>();
}

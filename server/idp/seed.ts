import type { AppContext } from '../types.ts';

// STUB (platform helper replaces): dev users and properties from DEV_USERS / DEV_PROPERTIES.
export async function seedDevelopment(_ctx: AppContext) {}

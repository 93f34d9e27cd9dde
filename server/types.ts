import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db.ts';

/** What every request handler may use. Built once at boot (server/app.ts). */
export interface AppContext {
  config: Config;
  db: Db;
  log: Logger;
}

/** The signed-in user and the property the product token is bound to. */
export interface Session {
  userId: string;
  propertyId: string;
  email: string;
  name: string;
  /** The member's role in the property (memberships.role), read on each request (cached briefly). */
  role?: string;
}

export type AppEnv = { Variables: { session: Session } };

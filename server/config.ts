import path from 'node:path';
import { z } from 'zod';
import type { Storage } from './storage/index.ts';
import { parseS3Url, s3Storage, type S3Location } from './storage/s3.ts';

// The environment is validated once at boot; every module reads this typed object, never process.env.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** The built SPA; tests may point at their own build. */
  UI_DIR: z.string().default('dist'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  OKTA_ISSUER: z.string().url().optional(),
  OKTA_CLIENT_ID: z.string().optional(),
  OKTA_AUDIENCE: z.string().default('api://default'),
  OKTA_SCOPES: z.string().default('openid profile email'),
  /** Claim of the Okta access token listing the user's groups; memberships follow it when present (empty = off). */
  OKTA_GROUPS_CLAIM: z.string().default('groups'),
  /** How a group names a property and a role. */
  OKTA_GROUP_PATTERN: z
    .string()
    .default('hotel:{property}:{role}')
    .refine((p) => p.includes('{property}') && p.includes('{role}'), 'must contain {property} and {role}'),
  LOGOUT_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 3600),
  DEV_USERS: z.string().optional(),
  DEV_PROPERTIES: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  /** Unset: files under DATA_DIR/files. `s3://bucket[/prefix]?endpoint=…&region=…`: an S3-compatible store. */
  STORAGE_URL: z.string().startsWith('s3://', 'must look like s3://bucket?endpoint=https://host:port').optional(),
  /** Keys for STORAGE_URL; unset means the AWS SDK's usual chain (AWS_ACCESS_KEY_ID, instance roles, …). */
  STORAGE_ACCESS_KEY_ID: z.string().optional(),
  STORAGE_SECRET_ACCESS_KEY: z.string().optional(),
  CRAWL_ALLOW_HOSTS: z.string().default(''),
  CRAWL_POLITENESS_MS: z.coerce.number().int().min(0).default(200),
  CRAWL_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(4),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  EMBEDDING_MODEL: z.string().optional(),
  /**
   * A running job whose process has not renewed its lease for this long is taken over by another
   * process (Postgres server); renewals happen four times per lease.
   */
  JOB_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Server processes sharing PORT (Node cluster); more than one needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Largest JSON request body (bytes). */
  JSON_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /**
   * /api requests handled at once (the database runs a few statements at a time anyway: more only
   * lengthens every answer), how many may wait, and for how long; beyond that 503 + Retry-After.
   */
  API_MAX_CONCURRENT: z.coerce.number().int().min(1).default(4),
  API_MAX_QUEUE: z.coerce.number().int().min(0).default(128),
  API_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).default(2_000),
  /** Proxies in front of the server (e.g. 1 behind nginx): sign-in rate limits then count X-Forwarded-For's client. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** Other origins (comma-separated, e.g. https://admin.example.com) allowed to call /api from a browser. */
  CORS_ORIGINS: z.string().default(''),
  /** Sign-in attempts per minute per client address (password form; token exchange). */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  /** Wrong passwords per account per 15 minutes on the development provider's form. */
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema>;

export interface Config extends Env {
  dataDir: string;
  filesDir: string;
  /** The object store STORAGE_URL names (server/storage). */
  storage?: { url: string; open(): Storage };
  /** Where the browser reaches this server; used for the dev provider's issuer and redirects. */
  publicUrl: string;
  /** True when the embedded development OpenID provider serves /idp. */
  devIdp: boolean;
  issuer: string;
  clientId: string;
  crawlAllowHosts: string[];
  /** Origins a browser may call /api from: PUBLIC_URL's and CORS_ORIGINS. */
  corsOrigins: string[];
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Config {
  const parsed = schema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const devIdp = !e.OKTA_ISSUER;
  if (devIdp && e.NODE_ENV === 'production') {
    throw new ConfigError('OKTA_ISSUER is required when NODE_ENV=production: the development sign-in provider never runs in production.');
  }
  if (!devIdp && !e.OKTA_CLIENT_ID) throw new ConfigError('OKTA_CLIENT_ID is required when OKTA_ISSUER is set.');
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError('WORKERS > 1 needs DATABASE_URL: the embedded database belongs to one process.');
  }
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production.');
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    storage: e.STORAGE_URL ? objectStore(e) : undefined,
    publicUrl,
    devIdp,
    issuer: e.OKTA_ISSUER ?? `${publicUrl}/idp`,
    clientId: e.OKTA_CLIENT_ID ?? 'hotel-workspace-dev',
    corsOrigins: [new URL(publicUrl).origin, ...corsOrigins(e.CORS_ORIGINS)],
    crawlAllowHosts: e.CRAWL_ALLOW_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  };
}

function objectStore(e: Env): Config['storage'] {
  const { STORAGE_URL: url, STORAGE_ACCESS_KEY_ID: accessKeyId, STORAGE_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!url) return undefined;
  if (!accessKeyId !== !secretAccessKey) throw new ConfigError('STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY go together.');
  let location: S3Location;
  try {
    location = parseS3Url(url);
  } catch (err) {
    throw new ConfigError(`STORAGE_URL: ${(err as Error).message}`);
  }
  return { url, open: () => s3Storage(location, accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined) };
}

function corsOrigins(raw: string): string[] {
  return raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      try {
        const u = new URL(o);
        if ((u.protocol === 'http:' || u.protocol === 'https:') && u.origin !== 'null') return u.origin;
      } catch {
        // reported below
      }
      throw new ConfigError(`Invalid environment:\n  CORS_ORIGINS: "${o}" is not an http(s) origin`);
    });
}

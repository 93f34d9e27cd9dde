import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type Server, type ServerOptions } from '../../server/app.ts';
import { loadConfig, type Env } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db.ts';
import { signSessionToken } from '../../server/auth/session.ts';
import type { ResourceDeclaration } from '../../src/resources/types.ts';

export interface TestServer {
  server: Server;
  url: string;
  api: string;
  db: Db;
  /** A product token for a user of the given property (creates both if missing). */
  tokenFor(propertyId?: string, email?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real server on a random loopback port with a fresh database: PGlite in a temporary DATA_DIR,
 * or the Postgres server named by TEST_DATABASE_URL (each test server gets its own schema-less
 * fresh database created from it).
 */
export async function startTestServer(
  env: Partial<Env> = {},
  opts: { workers?: boolean; resources?: readonly ResourceDeclaration[] } & Pick<ServerOptions, 'features' | 'jobHandlers'> = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-test-'));
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(process.env.TEST_DATABASE_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDb = async () => {
      const a = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  }
  // Port 0 first: the real port is only known after listen, and the dev issuer URL embeds it.
  const port = await freePort();
  const config = loadConfig({}, { NODE_ENV: 'test', PORT: port, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env } as Partial<Env>);
  const db = await openDb(config);
  const server = await createServer({
    config,
    db,
    workers: opts.workers,
    resources: opts.resources,
    features: opts.features,
    jobHandlers: opts.jobHandlers,
  });
  const { url } = await server.listen(port, '127.0.0.1');
  return {
    server,
    url,
    api: `${url}/api`,
    db,
    async tokenFor(propertyId = 'test-property', email = 'staff@test.example') {
      await db.query(`INSERT INTO properties (id, name) VALUES ($1, $1) ON CONFLICT DO NOTHING`, [propertyId]);
      const userId = `u-${email}`;
      await db.query(`INSERT INTO users (id, subject, email, name) VALUES ($1, $1, $2, $2) ON CONFLICT DO NOTHING`, [userId, email]);
      await db.query(`INSERT INTO memberships (user_id, property_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, propertyId]);
      const { token } = await signSessionToken(server.ctx, { userId, propertyId, email, name: email });
      return token;
    },
    async close() {
      await server.close();
      await db.close();
      await dropDb?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

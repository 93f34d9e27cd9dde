import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** The one database interface: embedded PGlite or a Postgres server, same SQL on both. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openDb(config: Pick<Config, 'DATABASE_URL' | 'dataDir'>): Promise<Db> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  const dir = path.join(config.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}

export async function openPglite(dataDir?: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram and btree GIN indexes serve list search (`q`); a Postgres server ships them in contrib.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  // Search folds accents (migrations.ts, chunks_search_words).
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const options = { extensions: { pg_trgm, btree_gin, unaccent } };
  const pg = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  return wrapPglite(pg as unknown as PGliteLike);
}

type PGliteLike = {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
  transaction?<T>(fn: (tx: PGliteLike) => Promise<T>): Promise<T>;
  close?: () => Promise<void>;
};

function wrapPglite(pg: PGliteLike, inTx = false): Db {
  // PGlite runs one statement at a time; serialising here keeps a transaction from interleaving
  // with unrelated queries issued while it is open.
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await pg.query<T>(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(fn) {
      if (inTx || !pg.transaction) return fn(this);
      return pg.transaction((tx) => fn(wrapPglite(tx, true)));
    },
    async close() {
      if (!inTx) await pg.close?.();
    },
  };
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover, a dropped database) errors on its own;
  // the pool discards it and the next query opens a new one. Without a listener it would end the process.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const wrap = (
    client: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[]; rowCount: number | null }> },
    tx: boolean,
  ): Db => ({
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await client.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql) {
      await client.query(sql);
    },
    async transaction(fn) {
      if (tx) return fn(this);
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        const out = await fn(wrap(c, true));
        await c.query('COMMIT');
        return out;
      } catch (err) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        c.release();
      }
    },
    async close() {
      if (!tx) await pool.end();
    },
  });
  return wrap(pool, false);
}

import type { Db } from './db.ts';

/** A passage title's leading file name, without its extension (of the kinds documents accept). */
const fileName = String.raw`(?i)^(.*?)\.(?:pdf|docx|docm|xlsx|xlsm|pptx|pptm|png|jpe?g|webp|txt|text|md|markdown|csv|tsv|html?)(?: › |$)`;

/**
 * Core tables, as an ordered list of named migrations. Each runs once, inside a transaction, and is
 * recorded in schema_migrations. Tables of declared resources are derived from their declarations
 * (server/resources/schema.ts) and are not listed here.
 */
export const coreMigrations: { name: string; sql: string }[] = [
  {
    name: '001_identity',
    sql: `
      CREATE TABLE properties (
        id text PRIMARY KEY,
        name text NOT NULL,
        website text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE users (
        id text PRIMARY KEY,
        subject text NOT NULL UNIQUE,
        email text NOT NULL,
        name text NOT NULL,
        picture text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz
      );
      CREATE TABLE memberships (
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        property_id text NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
        role text NOT NULL DEFAULT 'staff',
        PRIMARY KEY (user_id, property_id)
      );
      CREATE INDEX memberships_user_email ON users (lower(email));
    `,
  },
  {
    name: '002_jobs',
    sql: `
      CREATE TABLE jobs (
        id bigserial PRIMARY KEY,
        property_id text,
        kind text NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}',
        state text NOT NULL DEFAULT 'queued',
        attempts int NOT NULL DEFAULT 0,
        max_attempts int NOT NULL DEFAULT 5,
        run_at timestamptz NOT NULL DEFAULT now(),
        locked_at timestamptz,
        locked_by text,
        progress jsonb,
        last_error text,
        dedupe_key text,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      );
      CREATE INDEX jobs_ready ON jobs (state, run_at);
      CREATE UNIQUE INDEX jobs_dedupe ON jobs (dedupe_key) WHERE dedupe_key IS NOT NULL AND state IN ('queued', 'running');
    `,
  },
  {
    name: '003_chunks',
    sql: `
      CREATE TABLE chunks (
        id bigserial PRIMARY KEY,
        property_id text NOT NULL,
        source text NOT NULL,
        source_id text NOT NULL,
        ordinal int NOT NULL,
        title text NOT NULL DEFAULT '',
        location jsonb NOT NULL DEFAULT '{}',
        url text,
        language regconfig NOT NULL DEFAULT 'english',
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        tsv tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector(language, coalesce(title, '')), 'A') || setweight(to_tsvector(language, text), 'B')
        ) STORED
      );
      CREATE INDEX chunks_tsv ON chunks USING gin (tsv) WITH (fastupdate = off); -- PGlite never autovacuums: no pending list to scan
      CREATE INDEX chunks_source ON chunks (property_id, source, source_id);
    `,
  },
  {
    // Website integrations: the pages of the last crawl (validators for conditional requests,
    // content hashes for incremental chunking) and the frontier of the crawl in progress, so a
    // crawl interrupted by a restart resumes. Connector secrets live apart from `settings`,
    // which the API answers to the browser.
    name: '004_integration_crawl',
    sql: `
      CREATE TABLE crawl_pages (
        integration_id text NOT NULL,
        url text NOT NULL,
        kind text NOT NULL DEFAULT 'html',
        etag text,
        last_modified text,
        content_hash text NOT NULL,
        title text NOT NULL DEFAULT '',
        text text NOT NULL DEFAULT '',
        sections jsonb NOT NULL DEFAULT '[]',
        links jsonb NOT NULL DEFAULT '[]',
        language text,
        fetched_at timestamptz NOT NULL DEFAULT now(),
        seen_run text,
        chunked_hash text,
        PRIMARY KEY (integration_id, url)
      );
      CREATE INDEX crawl_pages_run ON crawl_pages (integration_id, seen_run);
      CREATE INDEX crawl_pages_hash ON crawl_pages (integration_id, content_hash);
      CREATE TABLE crawl_frontier (
        integration_id text NOT NULL,
        run text NOT NULL,
        url text NOT NULL,
        done boolean NOT NULL DEFAULT false,
        PRIMARY KEY (integration_id, url)
      );
      CREATE TABLE integration_secrets (
        integration_id text PRIMARY KEY,
        secrets jsonb NOT NULL DEFAULT '{}'
      );
    `,
  },
  {
    // Vectors for hybrid search when EMBEDDING_MODEL is set. A real[] column rather than pgvector:
    // Debian's Postgres 15 has no pgvector package (TECH-NOTES), and cosine over a bounded candidate
    // set needs no index. `model` keeps vectors of a previous embedding model from being compared.
    name: '005_chunk_embeddings',
    sql: `
      CREATE TABLE chunk_embeddings (
        chunk_id bigint PRIMARY KEY REFERENCES chunks(id) ON DELETE CASCADE,
        property_id text NOT NULL,
        model text NOT NULL,
        embedding real[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX chunk_embeddings_property ON chunk_embeddings (property_id, model);
    `,
  },
  {
    // Members (spec 2, roles): memberships become the rows of the declared `members` resource, with
    // an id of their own, dates, and where the membership came from ('invite' from the Members
    // screen, 'groups' from an Okta groups claim, 'seed' for development users). `role` exists since 001.
    name: 'memberships_as_members',
    sql: `
      ALTER TABLE memberships ADD COLUMN IF NOT EXISTS id text;
      ALTER TABLE memberships ADD COLUMN IF NOT EXISTS origin text NOT NULL DEFAULT 'invite';
      ALTER TABLE memberships ADD COLUMN IF NOT EXISTS created_at timestamptz NOT NULL DEFAULT now();
      ALTER TABLE memberships ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
      UPDATE memberships SET id = gen_random_uuid()::text WHERE id IS NULL;
      ALTER TABLE memberships ALTER COLUMN id SET DEFAULT gen_random_uuid()::text;
      ALTER TABLE memberships ALTER COLUMN id SET NOT NULL;
      CREATE UNIQUE INDEX IF NOT EXISTS memberships_id ON memberships (id);
    `,
  },
  {
    // FAQ answer history (issue 9): who generated, edited, approved, rejected or published which text, when.
    name: 'faq_answer_history',
    sql: `
      CREATE TABLE faq_answer_history (
        id text PRIMARY KEY,
        property_id text NOT NULL,
        question_id text NOT NULL,
        action text NOT NULL,
        answer text,
        actor_id text,
        actor_name text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX faq_answer_history_question ON faq_answer_history (property_id, question_id, created_at);
    `,
  },
  {
    // Runs of a job cut short by its process dying (issue 7): a job that keeps taking the process
    // down with it is failed instead of being retried into the same crash at every boot.
    name: 'jobs_interruptions',
    sql: `ALTER TABLE jobs ADD COLUMN IF NOT EXISTS interruptions int NOT NULL DEFAULT 0;`,
  },
  {
    // Lists filter `q` with ILIKE '%word%': trigram GIN indexes that lead with the property serve it
    // (btree_gin lets a GIN index hold the property too). Both are trusted contrib extensions.
    name: 'list_search_extensions',
    sql: `
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE EXTENSION IF NOT EXISTS btree_gin;
    `,
  },
  {
    // What search matches, recomputed for every passage (re-adding the generated column):
    // - Accents folded: staff type French without them ("reveillon", "brehat"), and the French
    //   stemmer keeps an accent inside a word ("réveillon"). unaccent is not immutable (its rules
    //   file could change), so a generated column needs the immutable wrapper; queries fold the same
    //   way (search/query.ts).
    // - A document's file name, which begins its passages' titles and which the parser reads as one
    //   token ("kurabgabe-2025.csv"): a spreadsheet whose subject is only in its name was never
    //   found. The name without its extension is indexed too, split into words, at weight C: it
    //   matches, but counts less than a heading (A) or the passage's own words (B).
    name: 'chunks_search_words',
    sql: `
      CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
      CREATE OR REPLACE FUNCTION search_folded(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
      ALTER TABLE chunks DROP COLUMN tsv;
      ALTER TABLE chunks ADD COLUMN tsv tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector(language, search_folded(coalesce(title, ''))), 'A') ||
          setweight(to_tsvector(language, search_folded(text)), 'B') ||
          setweight(to_tsvector(language, search_folded(coalesce(substring(title from '${fileName}'), ''))), 'C')
      ) STORED;
      CREATE INDEX chunks_tsv ON chunks USING gin (tsv) WITH (fastupdate = off);
    `,
  },
];

export async function migrate(db: Db, extra: { name: string; sql: string }[] = []): Promise<string[]> {
  if (db.kind === 'pglite') return migrateLocked(db, extra);
  // Several processes may boot at once on one Postgres server: the first migrates, the others wait
  // on this lock (held to the end of the one transaction) and then find nothing left to do.
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    return migrateLocked(tx, extra);
  });
}

/** An arbitrary constant naming the migration lock among the database's advisory locks. */
const migrationLockKey = 7_305_411_220;

async function migrateLocked(db: Db, extra: { name: string; sql: string }[]): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  const applied: string[] = [];
  for (const m of [...coreMigrations, ...extra]) {
    if (done.has(m.name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
    });
    applied.push(m.name);
  }
  return applied;
}

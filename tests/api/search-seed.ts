import type { Db } from '../../server/db.ts';

/** Chunks written straight into the chunks table, as the ingestion pipelines leave them. */
export interface SeedChunk {
  propertyId: string;
  source: 'documents' | 'images' | 'faqs' | 'website' | 'pms' | 'reviews';
  sourceId: string;
  title: string;
  text: string;
  language?: 'english' | 'french' | 'german' | 'simple';
  location?: Record<string, unknown>;
  url?: string;
  ordinal?: number;
}

export async function seedChunks(db: Db, chunks: SeedChunk[]): Promise<void> {
  for (const c of chunks) {
    await db.query(
      `INSERT INTO chunks (property_id, source, source_id, ordinal, title, location, url, language, text)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::regconfig, $9)`,
      [
        c.propertyId,
        c.source,
        c.sourceId,
        c.ordinal ?? 0,
        c.title,
        JSON.stringify(c.location ?? {}),
        c.url ?? null,
        c.language ?? 'english',
        c.text,
      ],
    );
  }
}

/**
 * An integration row as the resource engine stores it. The engine creates the table from the
 * integrations declaration at boot; a minimal one stands in when it has not landed in this tree.
 */
export async function seedIntegration(db: Db, row: { id: string; propertyId: string; kind: string; status: string }): Promise<void> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS integrations (id text PRIMARY KEY, property_id text NOT NULL, name text, kind text, status text)`,
  );
  await db.query(`INSERT INTO integrations (id, property_id, name, kind, status) VALUES ($1, $2, $1, $3, $4)`, [
    row.id,
    row.propertyId,
    row.kind,
    row.status,
  ]);
}

export async function setIntegrationStatus(db: Db, id: string, status: string): Promise<void> {
  await db.query(`UPDATE integrations SET status = $2 WHERE id = $1`, [id, status]);
}

export interface SseEvent {
  event: string;
  data: unknown;
}

/** Reads a whole text/event-stream answer into its events, in order. */
export async function readSse(res: Response): Promise<SseEvent[]> {
  const text = await res.text();
  return text
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split(/\r?\n/);
      const event =
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, ''))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

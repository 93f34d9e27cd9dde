import { preferredUrl, type CrawledPage, type CrawlStore } from '../../crawler/store.ts';
import type { Db } from '../../db.ts';

/**
 * The crawl store of one website integration, in the database: the frontier (crawl_frontier)
 * and the pages (crawl_pages). `run` identifies one sync across restarts, so a resumed sync finds
 * its frontier again and pages it already counted are not counted twice.
 */
export function dbCrawlStore(db: Db, integrationId: string, run: string): CrawlStore {
  // Saving checks for an identical page first; two saves must not interleave between check and write.
  let saving: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = saving.then(fn, fn);
    saving = next.catch(() => undefined);
    return next;
  };

  return {
    async load() {
      const { rows } = await db.query<{ url: string; done: boolean }>(
        'SELECT url, done FROM crawl_frontier WHERE integration_id = $1 AND run = $2 ORDER BY url',
        [integrationId, run],
      );
      return { pending: rows.filter((r) => !r.done).map((r) => r.url), done: rows.filter((r) => r.done).map((r) => r.url) };
    },

    async discover(urls) {
      if (!urls.length) return;
      await db.query(
        `INSERT INTO crawl_frontier (integration_id, run, url) SELECT $1, $2, u FROM unnest($3::text[]) AS u
         ON CONFLICT (integration_id, url) DO NOTHING`,
        [integrationId, run, urls],
      );
    },

    async previous(url) {
      const { rows } = await db.query<{ etag: string | null; last_modified: string | null; links: string[] }>(
        'SELECT etag, last_modified, links FROM crawl_pages WHERE integration_id = $1 AND url = $2',
        [integrationId, url],
      );
      const r = rows[0];
      return r && { etag: r.etag ?? undefined, lastModified: r.last_modified ?? undefined, links: r.links ?? [] };
    },

    save(page: CrawledPage) {
      return serial(async () => {
        const dups = await db.query<{ url: string }>(
          'SELECT url FROM crawl_pages WHERE integration_id = $1 AND content_hash = $2 AND url <> $3',
          [integrationId, page.contentHash, page.url],
        );
        if (dups.rows.some((d) => !preferredUrl(page.url, d.url))) return { saved: false, displaced: [] };
        // This URL replaces the duplicates; their chunks go when the sync finds them unseen.
        if (dups.rows.length)
          await db.query('UPDATE crawl_pages SET seen_run = NULL WHERE integration_id = $1 AND url = ANY($2::text[])', [
            integrationId,
            dups.rows.map((d) => d.url),
          ]);
        await db.query(
          `INSERT INTO crawl_pages (integration_id, url, kind, etag, last_modified, content_hash, title, text, sections, links, language, fetched_at, seen_run)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, now(), $12)
           ON CONFLICT (integration_id, url) DO UPDATE SET kind = EXCLUDED.kind, etag = EXCLUDED.etag, last_modified = EXCLUDED.last_modified,
             content_hash = EXCLUDED.content_hash, title = EXCLUDED.title, text = EXCLUDED.text, sections = EXCLUDED.sections,
             links = EXCLUDED.links, language = EXCLUDED.language, fetched_at = now(), seen_run = EXCLUDED.seen_run`,
          [
            integrationId,
            page.url,
            page.kind,
            page.etag ?? null,
            page.lastModified ?? null,
            page.contentHash,
            page.title,
            page.sections.map((s) => (s.heading ? `${s.heading}\n${s.text}` : s.text)).join('\n\n'),
            JSON.stringify(page.sections),
            JSON.stringify(page.links),
            page.language ?? null,
            run,
          ],
        );
        return { saved: true, displaced: dups.rows.map((d) => d.url) };
      });
    },

    async keep(url) {
      await db.query('UPDATE crawl_pages SET seen_run = $3, fetched_at = now() WHERE integration_id = $1 AND url = $2', [
        integrationId,
        url,
        run,
      ]);
    },

    async done(url) {
      await db.query('UPDATE crawl_frontier SET done = true WHERE integration_id = $1 AND url = $2', [integrationId, url]);
    },

    async count() {
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM crawl_pages WHERE integration_id = $1 AND seen_run = $2',
        [integrationId, run],
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}

/** A new sync starts from an empty frontier; a resumed one (same run) keeps its own. */
export async function isResumedRun(db: Db, integrationId: string, run: string): Promise<boolean> {
  await db.query('DELETE FROM crawl_frontier WHERE integration_id = $1 AND run <> $2', [integrationId, run]);
  const { rows } = await db.query('SELECT 1 FROM crawl_frontier WHERE integration_id = $1 AND run = $2 LIMIT 1', [integrationId, run]);
  return rows.length > 0;
}

export async function forgetCrawl(db: Db, integrationId: string): Promise<void> {
  await db.query('DELETE FROM crawl_frontier WHERE integration_id = $1', [integrationId]);
  await db.query('DELETE FROM crawl_pages WHERE integration_id = $1', [integrationId]);
}

import { crawlSite } from '../../crawler/crawl.ts';
import { CrawlError } from '../../crawler/errors.ts';
import { fetchRobots } from '../../crawler/robots.ts';
import type { PageSection } from '../../crawler/html.ts';
import { safeFetch } from '../../crawler/http.ts';
import type { AppContext } from '../../types.ts';
import { ConnectorError, type Connector, type IntegrationRecord } from '../types.ts';
import { deletePageChunks, replacePageChunks } from './chunks.ts';
import { configureWebsite, readWebsiteSettings } from './settings.ts';
import { dbCrawlStore, isResumedRun } from './store.ts';

// Live page counts are written every few pages, not on every page, to spare the database.
const progressEvery = 3;

export const websiteConnector: Connector = {
  kind: 'website',
  provider: 'Website',
  secretSettings: [],

  configure: configureWebsite,

  async testConnection(ctx, raw, signal) {
    const url = typeof raw.url === 'string' ? raw.url : undefined;
    if (!url) throw new ConnectorError('URL is required');
    const fetchOpts = { allowHosts: ctx.config.crawlAllowHosts, signal };
    const robots = await fetchRobots(url, fetchOpts);
    if (!robots.isAllowed(url)) throw new ConnectorError(`robots.txt disallows crawling ${url}`);
    const res = await safeFetch(url, fetchOpts);
    if (res.status >= 400) throw new ConnectorError(`${url} answered HTTP ${res.status}`);
  },

  async sync(ctx, integration, tools) {
    if (!integration.url) throw new ConnectorError('URL is required');
    const { settings } = readWebsiteSettings(integration.settings);
    const resumed = await isResumedRun(ctx.db, integration.id, tools.runId);
    ctx.log.info({ integration: integration.id, run: tools.runId, resumed }, 'website crawl starting');
    const store = dbCrawlStore(ctx.db, integration.id, tools.runId);
    let lastReported = -1;
    try {
      await crawlSite(
        {
          url: integration.url,
          include: settings.include,
          exclude: settings.exclude,
          maxPages: settings.maxPages,
          allowHosts: tools.allowHosts,
          politenessMs: ctx.config.CRAWL_POLITENESS_MS,
          concurrency: ctx.config.CRAWL_CONCURRENCY,
          signal: tools.signal,
          async onProgress(pages) {
            if (pages - lastReported < progressEvery) return;
            lastReported = pages;
            if (await tools.isDeleted()) throw new CrawlError('The integration was deleted', 'aborted');
            await tools.setPages(pages);
          },
        },
        store,
      );
    } catch (err) {
      if (err instanceof CrawlError && err.code !== 'aborted')
        throw new ConnectorError(err.message, err.code === 'network' || err.code === 'timeout');
      throw err;
    }
    if (await tools.isDeleted()) return { pages: 0 };
    await tools.setStatus('chunking');
    const pages = await rebuildChangedChunks(ctx, integration, tools.runId);
    await ctx.db.query('DELETE FROM crawl_frontier WHERE integration_id = $1', [integration.id]);
    return { pages };
  },
};

/**
 * After a successful crawl: pages the crawl did not see again are gone (removed with their
 * chunks); pages whose content changed since their chunks were built get new chunks; the rest
 * are left alone. Answers the number of pages the integration now has.
 */
async function rebuildChangedChunks(ctx: AppContext, integration: IntegrationRecord, run: string): Promise<number> {
  const { db } = ctx;
  const where = { propertyId: integration.propertyId, integrationId: integration.id };
  const gone = await db.query<{ url: string }>('SELECT url FROM crawl_pages WHERE integration_id = $1 AND seen_run IS DISTINCT FROM $2', [
    integration.id,
    run,
  ]);
  for (const { url } of gone.rows) {
    await db.transaction(async (tx) => {
      await deletePageChunks(tx, where, url);
      await tx.query('DELETE FROM crawl_pages WHERE integration_id = $1 AND url = $2', [integration.id, url]);
    });
  }
  const changed = await db.query<{
    url: string;
    kind: 'html' | 'pdf';
    title: string;
    sections: PageSection[];
    language: string | null;
    content_hash: string;
  }>(
    `SELECT url, kind, title, sections, language, content_hash FROM crawl_pages
     WHERE integration_id = $1 AND seen_run = $2 AND chunked_hash IS DISTINCT FROM content_hash`,
    [integration.id, run],
  );
  for (const page of changed.rows) {
    await replacePageChunks(db, where, page);
    await db.query('UPDATE crawl_pages SET chunked_hash = $3 WHERE integration_id = $1 AND url = $2', [
      integration.id,
      page.url,
      page.content_hash,
    ]);
  }
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM crawl_pages WHERE integration_id = $1', [integration.id]);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Crawl benchmark: a local 500-page site (tests/fixtures/site.ts: generated pages chained by
 * links and listed in sitemap.xml) crawled by the real crawler (SSRF guard, robots.txt, conditional headers,
 * HTML → sections, de-duplication) with politeness 0, against a baseline in the same run: a plain
 * sequential `fetch` of the same URLs, reading the bodies and nothing else.
 *
 * Each scenario runs once with no server latency (CPU-bound: the crawler parses, cleans and hashes
 * every page, the baseline only downloads) and once with a simulated per-response latency, as a
 * real site has (network-bound: concurrency pays off).
 *
 *   npx tsx bench/crawl.ts            BENCH_PAGES=200 BENCH_LATENCY_MS=50 npx tsx bench/crawl.ts
 */
import { crawlSite } from '../server/crawler/crawl.ts';
import { memoryCrawlStore } from '../server/crawler/store.ts';
import { startSite } from '../tests/fixtures/site.ts';

const pages = Number(process.env.BENCH_PAGES ?? 500);
const latencies = [0, Number(process.env.BENCH_LATENCY_MS ?? 20)];

interface Row {
  scenario: string;
  latencyMs: number;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
}

async function baseline(siteUrl: string, urls: string[]): Promise<number> {
  let ok = 0;
  for (const u of urls) {
    const res = await fetch(`${siteUrl}${u}`);
    await res.arrayBuffer();
    if (res.ok) ok++;
  }
  return ok;
}

async function measure(scenario: string, latencyMs: number, run: () => Promise<number>): Promise<Row> {
  const t0 = performance.now();
  const n = await run();
  const seconds = (performance.now() - t0) / 1000;
  return { scenario, latencyMs, pages: n, seconds: Number(seconds.toFixed(2)), pagesPerSecond: Math.round(n / seconds) };
}

async function main() {
  const rows: Row[] = [];
  for (const latencyMs of latencies) {
    const site = await startSite({ bare: true, generatedPages: pages - 1, delayMs: latencyMs });
    const urls = ['/', ...Array.from({ length: pages - 1 }, (_, i) => `/p/${i + 1}`)];
    try {
      rows.push(await measure('baseline: sequential fetch', latencyMs, () => baseline(site.url, urls)));
      for (const concurrency of [1, 4]) {
        rows.push(
          await measure(`crawler, concurrency ${concurrency}`, latencyMs, async () => {
            const summary = await crawlSite(
              { url: `${site.url}/`, allowHosts: ['127.0.0.1'], politenessMs: 0, concurrency, maxPages: pages },
              memoryCrawlStore(),
            );
            return summary.pages;
          }),
        );
      }
    } finally {
      await site.close();
    }
  }
  console.table(rows);
  for (const latencyMs of latencies) {
    const base = rows.find((r) => r.latencyMs === latencyMs && r.scenario.startsWith('baseline'))!;
    const c4 = rows.find((r) => r.latencyMs === latencyMs && r.scenario.endsWith('concurrency 4'))!;
    console.log(
      `latency ${latencyMs} ms: crawler (concurrency 4) = ${(c4.pagesPerSecond / base.pagesPerSecond).toFixed(2)}x the sequential-fetch baseline`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

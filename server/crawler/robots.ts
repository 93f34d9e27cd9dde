import robotsParser from 'robots-parser';
import { CrawlError } from './errors.ts';
import { safeFetch, userAgent, type SafeFetchOptions } from './http.ts';

export interface RobotsRules {
  isAllowed(url: string): boolean;
  sitemaps: string[];
  /** Seconds the site asks crawlers to wait between requests, if any. */
  crawlDelay?: number;
}

const allowAll: RobotsRules = { isAllowed: () => true, sitemaps: [] };

/**
 * Reads robots.txt as RFC 9309 says: missing (4xx) means everything is allowed; a server error
 * means nothing is, for now, so the crawl fails with a clear message instead of ignoring the site.
 */
export async function fetchRobots(origin: string, fetchOpts: SafeFetchOptions): Promise<RobotsRules> {
  const robotsUrl = new URL('/robots.txt', origin).toString();
  const res = await safeFetch(robotsUrl, { ...fetchOpts, maxBytes: 512 * 1024 });
  if (res.status >= 400 && res.status < 500) return allowAll;
  if (res.status >= 500) {
    throw new CrawlError(
      `robots.txt could not be read (HTTP ${res.status}), so ${new URL(origin).host} cannot be crawled right now`,
      'robots',
    );
  }
  if (res.status !== 200) return allowAll;
  return parseRobots(robotsUrl, res.body.toString('utf8'));
}

export function parseRobots(robotsUrl: string, text: string): RobotsRules {
  const robot = robotsParser(robotsUrl, text);
  return {
    isAllowed: (url) => robot.isAllowed(url, userAgent) !== false,
    sitemaps: robot.getSitemaps(),
    crawlDelay: robot.getCrawlDelay(userAgent),
  };
}

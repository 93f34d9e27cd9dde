import crypto from 'node:crypto';
import type { SafeResponse } from './http.ts';
import { extractHtml } from './html.ts';
import { extractPdf } from './pdf.ts';
import type { CrawledPage } from './store.ts';

/** What one fetched URL turned out to be. */
export type PageOutcome =
  | { type: 'page'; page: CrawledPage; follow: string[] }
  /** Not stored (noindex, no text, canonical elsewhere) but its links are still followed. */
  | { type: 'links-only'; follow: string[]; reason: string; canonical?: string }
  | { type: 'skip'; reason: string };

/** `canonicalCounts` says whether a canonical URL is one the crawl would index itself. */
export async function readPage(res: SafeResponse, url: string, canonicalCounts: (canonical: string) => boolean): Promise<PageOutcome> {
  const contentType = String(res.headers['content-type'] ?? '').toLowerCase();
  const validators = {
    etag: headerValue(res.headers.etag),
    lastModified: headerValue(res.headers['last-modified']),
  };
  const robotsHeader = String(res.headers['x-robots-tag'] ?? '').toLowerCase();
  const headerNoindex = /\bnoindex\b|\bnone\b/.test(robotsHeader);
  const isPdf = contentType.includes('application/pdf') || res.body.subarray(0, 5).toString('latin1') === '%PDF-';

  if (isPdf) {
    if (headerNoindex) return { type: 'skip', reason: 'noindex' };
    let pdf;
    try {
      pdf = await extractPdf(res.body);
    } catch {
      return { type: 'skip', reason: 'unreadable PDF' };
    }
    if (!pdf.sections.length) return { type: 'skip', reason: 'no text in PDF' };
    const fileName = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? 'document.pdf');
    const page: CrawledPage = {
      url,
      kind: 'pdf',
      title: pdf.title || fileName,
      sections: pdf.sections,
      links: [],
      contentHash: '',
      ...validators,
    };
    page.contentHash = hashPage(page);
    return { type: 'page', page, follow: [] };
  }

  if (!contentType.includes('html') && !(contentType === '' && looksLikeHtml(res.body))) {
    return { type: 'skip', reason: `unsupported content type ${contentType || 'unknown'}` };
  }
  const html = extractHtml(res.body, url, contentType);
  const follow = html.nofollow || /\bnofollow\b/.test(robotsHeader) ? [] : html.links;
  if (html.noindex || headerNoindex) return { type: 'links-only', follow, reason: 'noindex' };
  if (html.canonical && html.canonical !== url && canonicalCounts(html.canonical))
    return { type: 'links-only', follow, reason: 'canonical elsewhere', canonical: html.canonical };
  if (!html.sections.length) return { type: 'links-only', follow, reason: 'no text' };
  const page: CrawledPage = {
    url,
    kind: 'html',
    title: html.title,
    sections: html.sections,
    language: html.language,
    links: follow,
    contentHash: '',
    ...validators,
  };
  page.contentHash = hashPage(page);
  return { type: 'page', page, follow };
}

/** Identity of a page's content: the same text under two URLs is one page. */
export function hashPage(page: Pick<CrawledPage, 'title' | 'sections'>): string {
  const h = crypto.createHash('sha256');
  h.update(page.title);
  for (const s of page.sections) h.update(`\u0000${s.heading}\u0001${s.text}`);
  return h.digest('hex');
}

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

const looksLikeHtml = (body: Buffer) => /<html|<!doctype html/i.test(body.subarray(0, 1024).toString('latin1'));

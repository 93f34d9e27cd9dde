import {
  detectLanguage,
  passageLanguage,
  splitPassages,
  type Block,
  type Location,
  type Passage,
  type SearchLanguage,
} from '../../chunking/index.ts';
import type { PageSection } from '../../crawler/html.ts';
import type { Db } from '../../db.ts';

interface StoredPage {
  url: string;
  kind: 'html' | 'pdf';
  title: string;
  sections: PageSection[];
  language: string | null;
}

const declaredLanguages: Record<string, SearchLanguage> = { en: 'english', fr: 'french', de: 'german' };

/** The text's own language first; the page's declared lang when the text alone cannot tell. */
export function pageLanguage(page: Pick<StoredPage, 'sections' | 'language'>): SearchLanguage {
  const detected = detectLanguage(
    page.sections
      .map((s) => s.text)
      .join('\n')
      .slice(0, 20_000),
  );
  if (detected !== 'simple') return detected;
  return declaredLanguages[(page.language ?? '').slice(0, 2).toLowerCase()] ?? 'simple';
}

/** Passages of one page: each carries its section heading in its title, and the page URL. */
export function pagePassages(page: Pick<StoredPage, 'url' | 'kind' | 'title' | 'sections'>): Passage[] {
  const blocks: Block[] = page.sections.map((s, i) => {
    const heading = s.heading && s.heading !== page.title ? s.heading : '';
    const location: Location = { url: page.url };
    if (page.kind === 'pdf') location.page = i + 1;
    else if (heading) location.section = heading;
    return {
      text: s.text,
      title: heading ? `${page.title} — ${heading}` : page.title,
      group: `${i}`,
      location,
    };
  });
  return splitPassages(blocks).map((p) => ({
    ...p,
    url: page.kind === 'pdf' && typeof p.location.page === 'number' ? `${page.url}#page=${p.location.page}` : page.url,
  }));
}

// Postgres text cannot hold NUL; other control characters only add noise to snippets.
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, ' ');

/**
 * Replaces the chunks of one page of a website integration (chunks.url is the page's URL, or the
 * PDF's with a #page anchor), so a re-crawl rewrites only the pages that changed. The shared
 * replaceChunks works per source item (the whole integration); this is its per-page sibling.
 */
export async function replacePageChunks(db: Db, where: { propertyId: string; integrationId: string }, page: StoredPage): Promise<number> {
  const passages = pagePassages(page).filter((p) => p.text.trim());
  const language = pageLanguage(page);
  return db.transaction(async (tx) => {
    await deletePageChunks(tx, where, page.url);
    if (passages.length) {
      await tx.query(
        `INSERT INTO chunks (property_id, source, source_id, language, ordinal, title, location, url, text)
         SELECT $1, 'website', $2, g::regconfig, o, t, l::jsonb, u, x
         FROM unnest($3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[]) AS p(g, o, t, l, u, x)`,
        [
          where.propertyId,
          where.integrationId,
          passages.map((p) => passageLanguage(p.text, language)),
          passages.map((_, i) => i),
          passages.map((p) => clean(p.title)),
          passages.map((p) => JSON.stringify(p.location)),
          passages.map((p) => p.url ?? page.url),
          passages.map((p) => clean(p.text)),
        ],
      );
    }
    return passages.length;
  });
}

/** A page's chunks are those whose url is the page or one of its #page anchors. */
export async function deletePageChunks(db: Db, where: { propertyId: string; integrationId: string }, url: string): Promise<void> {
  await db.query(
    `DELETE FROM chunks WHERE property_id = $1 AND source = 'website' AND source_id = $2 AND (url = $3 OR left(url, length($3) + 6) = $3 || '#page=')`,
    [where.propertyId, where.integrationId, url],
  );
}

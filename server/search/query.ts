import type { Db } from '../db.ts';
import { detectLanguage, regconfigOf, type Lang } from '../ai/language.ts';
import { analyseQuestion, type Concept } from '../ai/question.ts';
import type { ChunkSource, SearchSource } from './params.ts';
import { headlineOptions, markStart, markStop, safeSnippet } from './snippet.ts';

export interface SearchHit {
  id: string;
  source: ChunkSource;
  sourceId: string;
  /** Plain text: render it as text, never as HTML. */
  title: string;
  /** HTML: escaped text with matches in <mark>. */
  snippet: string;
  url: string | null;
  score: number;
  location: Record<string, unknown>;
  date: string;
  /** Text-search configuration of the chunk ('english', 'french', ...). */
  language: string;
  /** The whole chunk text (for answer writers); only with `withText`. */
  text?: string;
}

export interface SearchInput {
  propertyId: string;
  q: string;
  source?: SearchSource;
  offset?: number;
  limit?: number;
  /**
   * 'all' = web-search syntax, every word must match; 'any' = ranked any-word match (questions and
   * keywords). Unset: 'all' when the query uses operators (quotes, -word, or), else 'any'.
   */
  match?: 'all' | 'any';
  withText?: boolean;
}

export interface RankedId {
  id: string;
  rank: number;
}

export interface ScoredId {
  id: string;
  /** 0..1, higher is better. */
  score: number;
}

/** ts_rank_cd values are unbounded; results show them squashed to 0..1. */
export const rankScore = (rank: number) => Number((rank / (1 + rank)).toFixed(4));

/**
 * Matches are capped before ranking: ranking reads every matched tsvector, so a word found in most
 * passages would otherwise cost a full scan per query (TECH-NOTES). `total` counts up to this cap.
 */
export const candidateLimit = 1000;

// Each chunk is matched and ranked with the query parsed by its own text-search configuration, the
// one its tsvector was built with: "chambres" stemmed the French way finds "chambre" in French
// passages, and operators (-word, "phrases") keep their meaning. Spelled out per language, every
// branch compares the tsvector with a constant query, so the GIN index serves the whole OR.
// The chunk writers use english, french, german or simple; any other configuration is read as simple.
const configs = ['english', 'french', 'german'] as const;
const matchCondition = `(${configs
  .map((l) => `(c.language = '${l}'::regconfig AND c.tsv @@ websearch_to_tsquery('${l}', $2))`)
  .join(' OR ')} OR (c.language NOT IN (${configs.map((l) => `'${l}'::regconfig`).join(', ')}) AND c.tsv @@ websearch_to_tsquery('simple', $2)))`;
const ownQuery = `CASE c.language ${configs
  .map((l) => `WHEN '${l}'::regconfig THEN websearch_to_tsquery('${l}', $2)`)
  .join(' ')} ELSE websearch_to_tsquery('simple', $2) END`;

const integrationSources = `('website', 'pms', 'reviews')`;
const tablesSeen = new WeakMap<Db, boolean>();

/** The integrations table comes from the resource engine's migrations; tolerate a database without it. */
async function hasIntegrationsTable(db: Db): Promise<boolean> {
  if (tablesSeen.get(db)) return true;
  const r = await db.query<{ t: string | null }>(`SELECT to_regclass('integrations')::text AS t`);
  const found = Boolean(r.rows[0]?.t);
  if (found) tablesSeen.set(db, true);
  return found;
}

/**
 * The conditions every retrieval applies to `chunks c` besides the property: the source filter and
 * the exclusion of deactivated integrations. Appends its parameters to `params`.
 */
export async function chunkFilters(db: Db, source: SearchSource | undefined, params: unknown[]): Promise<string> {
  let filters = '';
  if (source && source !== 'all') {
    params.push(source);
    filters += ` AND c.source = $${params.length}`;
  }
  if (await hasIntegrationsTable(db)) {
    // Deactivated integrations keep their chunks (reactivation is instant) but leave the results.
    filters += ` AND NOT (c.source IN ${integrationSources} AND EXISTS (
      SELECT 1 FROM integrations i WHERE i.id::text = c.source_id AND i.status = 'inactive'))`;
  }
  return filters;
}

/** Quotes, a leading minus or an `or` between words: the query is web-search syntax, taken as typed. */
export function usesOperators(q: string): boolean {
  return /["“”]|(^|\s)-\S|\s+or\s+/i.test(q);
}

/** 'all' (every word, web-search syntax) when asked for or when the query uses operators; otherwise ranked any-word. */
export function matchMode(input: Pick<SearchInput, 'q' | 'match'>): 'all' | 'any' {
  if (input.match === 'all' || (input.match === undefined && usesOperators(input.q))) return 'all';
  return 'any';
}

const quoted = (phrase: string) => (phrase.includes(' ') ? `"${phrase.replace(/"/g, '')}"` : phrase.replace(/"/g, ''));

/** The text given to websearch_to_tsquery for snippets: as typed, or every word and translation joined with `or`. */
export function queryText(q: string, match: 'all' | 'any'): string {
  if (match === 'all') return q;
  return analyseQuestion(q)
    .concepts.flatMap((c) => [c.text, ...c.alternatives])
    .map(quoted)
    .join(' or ');
}

/** A concept's own words, and its translations (its own words again when it has none). */
const ownText = (c: Concept) => quoted(c.text);
const altText = (c: Concept) => (c.alternatives.length ? c.alternatives.map(quoted).join(' or ') : ownText(c));
const eitherText = (c: Concept) => [c.text, ...c.alternatives].map(quoted).join(' or ');

/** Above this many matching passages a concept counts as common: idf is read as log(N / cap). */
const dfCap = 1000;
const countCap = 20000;
/** A translated word counts less than the word as typed. */
const translationWeight = 0.7;

/**
 * The match condition for a query text held in a SQL expression (a parameter or a column of an
 * unnest), parsed per chunk language; spelled out per language so the GIN index serves it.
 */
const matchOn = (expr: string) =>
  `(${configs.map((l) => `(c.language = '${l}'::regconfig AND c.tsv @@ websearch_to_tsquery('${l}', ${expr}))`).join(' OR ')} OR (c.language NOT IN (${configs
    .map((l) => `'${l}'::regconfig`)
    .join(', ')}) AND c.tsv @@ websearch_to_tsquery('simple', ${expr})))`;

/** How many of the property's passages match each text (capped), and how many passages it has (capped). */
async function documentFrequencies(db: Db, propertyId: string, texts: string[]): Promise<{ n: number; df: number[] }> {
  const r = await db.query<{ n: string | number; df: (string | number)[] }>(
    `SELECT (SELECT count(*) FROM (SELECT 1 FROM chunks c WHERE c.property_id = $1 LIMIT ${countCap}) a) AS n,
       ARRAY(SELECT (SELECT count(*) FROM (SELECT 1 FROM chunks c WHERE c.property_id = $1 AND ${matchOn('u.t')} LIMIT ${dfCap}) m)
             FROM unnest($2::text[]) WITH ORDINALITY AS u(t, i) ORDER BY u.i) AS df`,
    [propertyId, texts],
  );
  return { n: Number(r.rows[0]?.n ?? 0), df: (r.rows[0]?.df ?? []).map(Number) };
}

/** BM25's idf: rare words decide, words on every page ("hotel", "lake") barely count. */
export const idf = (n: number, df: number) => Math.log(1 + (Math.max(n, df) - df + 0.5) / (df + 0.5));

/**
 * Ranked any-word retrieval (questions and keywords alike): candidates are the passages matching
 * the query's rarer concepts (or any concept, when all are common), ranked by the idf-weighted
 * concepts they cover (a word in the title counts more, a translation less), boosted when two
 * adjacent query words stand side by side and by cover density (ts_rank_cd: query words close
 * together), with a small preference for the asker's language.
 */
async function rankAnyWord(db: Db, input: SearchInput & { top: number }, language: Lang | null): Promise<{ ranked: RankedId[]; total: number }> {
  const { concepts, pairs } = analyseQuestion(input.q);
  if (concepts.length === 0) return { ranked: [], total: 0 };
  let weights = concepts.map(() => 1);
  let selective = concepts;
  if (concepts.length > 1) {
    const { n, df } = await documentFrequencies(db, input.propertyId, concepts.map(eitherText));
    weights = df.map((d) => (d === 0 ? 0 : idf(n, d)));
    const present = concepts.filter((_, i) => df[i]! > 0);
    if (present.length === 0) return { ranked: [], total: 0 };
    const rare = concepts.filter((_, i) => df[i]! > 0 && df[i]! < dfCap);
    selective = rare.length ? rare : present;
  }
  const anyText = concepts.map(eitherText).join(' or ');
  const params: unknown[] = [
    input.propertyId,
    concepts.map(ownText),
    concepts.map(altText),
    weights,
    pairs.length ? pairs.map((p) => `"${p.replace(/"/g, '')}"`) : ['"\u0001"'],
    anyText,
    selective.map(eitherText).join(' or '),
    language ? regconfigOf[language] : null,
    input.top,
  ];
  const filters = await chunkFilters(db, input.source, params);
  const sql = `
    WITH q AS (
      SELECT cfg,
        ARRAY(SELECT websearch_to_tsquery(cfg, t) FROM unnest($2::text[]) WITH ORDINALITY AS u(t, i) ORDER BY u.i) AS own,
        ARRAY(SELECT websearch_to_tsquery(cfg, t) FROM unnest($3::text[]) WITH ORDINALITY AS u(t, i) ORDER BY u.i) AS alt,
        ARRAY(SELECT websearch_to_tsquery(cfg, t) FROM unnest($5::text[]) AS u(t)) AS pairs,
        websearch_to_tsquery(cfg, $6) AS anyq
      FROM unnest(ARRAY['english', 'french', 'german', 'simple']::regconfig[]) AS cfg
    ),
    cand AS (
      SELECT c.id, c.tsv, c.language FROM chunks c
      WHERE c.property_id = $1 AND ${matchOn('$7')}${filters}
      LIMIT ${candidateLimit}
    ),
    scored AS (
      SELECT cand.id, count(*) OVER () AS total,
        (SELECT coalesce(sum(t.w * greatest((cand.tsv @@ t.o)::int * (1 + 0.5 * (ts_filter(cand.tsv, '{a}') @@ t.o)::int), ${translationWeight} * (cand.tsv @@ t.a)::int)), 0)
           FROM unnest(q.own, q.alt, $4::float8[]) AS t(o, a, w)) AS cover,
        (SELECT count(*) FROM unnest(q.pairs) AS p(pq) WHERE cand.tsv @@ p.pq) AS phrases,
        ts_rank_cd(cand.tsv, q.anyq, 1) AS density,
        cand.language = $8::regconfig AS own_language
      FROM cand JOIN q ON q.cfg = CASE WHEN cand.language IN ('english', 'french', 'german') THEN cand.language ELSE 'simple'::regconfig END
    )
    SELECT id, total, cover * (1 + 0.3 * phrases) * (1 + 0.5 * density / (1 + density)) * CASE WHEN own_language THEN 1.1 ELSE 1 END AS rank
    FROM scored
    WHERE cover > 0
    ORDER BY rank DESC, id
    LIMIT $9`;
  const r = await db.query<{ id: string | number; total: string | number; rank: number }>(sql, params);
  return {
    ranked: r.rows.map((row) => ({ id: String(row.id), rank: Number(row.rank) })),
    total: r.rows.length ? Number(r.rows[0].total) : 0,
  };
}

/** Ids of the best chunks (within the candidate cap), and how many matched. */
export async function rankChunks(db: Db, input: SearchInput & { top: number }): Promise<{ ranked: RankedId[]; total: number; language: Lang | null }> {
  const language = detectLanguage(input.q);
  if (matchMode(input) === 'any') return { ...(await rankAnyWord(db, input, language)), language };
  const text = input.q;
  if (!text.trim()) return { ranked: [], total: 0, language };
  const params: unknown[] = [input.propertyId, text, language ? regconfigOf[language] : null, input.top];
  const filters = await chunkFilters(db, input.source, params);
  // Rank inside the capped scan: ts_rank_cd runs once per candidate, never over every match.
  const sql = `
    SELECT m.id, m.rank, count(*) OVER () AS total
    FROM (
      SELECT c.id, ts_rank_cd(c.tsv, ${ownQuery}, 1) * CASE WHEN c.language = $3::regconfig THEN 1.25 ELSE 1 END AS rank
      FROM chunks c
      WHERE c.property_id = $1 AND ${matchCondition}${filters}
      LIMIT ${candidateLimit}
    ) m
    ORDER BY m.rank DESC, m.id
    LIMIT $4`;
  const r = await db.query<{ id: string | number; total: string | number; rank: number }>(sql, params);
  return {
    ranked: r.rows.map((row) => ({ id: String(row.id), rank: Number(row.rank) })),
    total: r.rows.length ? Number(r.rows[0].total) : 0,
    language,
  };
}

type ChunkRow = {
  id: string | number;
  source: ChunkSource;
  source_id: string;
  title: string;
  location: Record<string, unknown> | null;
  url: string | null;
  created_at: Date | string;
  language: string;
  text: string;
  headline: string;
};

export function resultUrl(source: ChunkSource, sourceId: string, url: string | null, location: Record<string, unknown>): string | null {
  if (source === 'documents' || source === 'images') {
    const page = location.page;
    return `/api/documents/${encodeURIComponent(sourceId)}/file${typeof page === 'number' ? `#page=${page}` : ''}`;
  }
  if (source === 'faqs') return `/faq-manager?question=${encodeURIComponent(sourceId)}`;
  const href = url ?? (typeof location.url === 'string' ? location.url : null);
  // Rendered as a link: only web addresses, never javascript: or data: from a crawled page.
  return href && /^https?:\/\//i.test(href) ? href : null;
}

/** Full rows with a highlighted snippet, in the order of `scores`. */
export async function hydrate(db: Db, input: { propertyId: string; q: string; match?: 'all' | 'any'; withText?: boolean }, scores: ScoredId[]): Promise<SearchHit[]> {
  if (scores.length === 0) return [];
  const r = await db.query<ChunkRow>(
    `SELECT c.id, c.source, c.source_id, c.title, c.location, c.url, c.created_at, c.language::text AS language, c.text,
       ts_headline(c.language, translate(c.text, $4, ''), ${ownQuery}, $5) AS headline
     FROM chunks c
     WHERE c.property_id = $1 AND c.id = ANY($3::bigint[])`,
    [input.propertyId, queryText(input.q, matchMode(input)), scores.map((s) => s.id), markStart + markStop, headlineOptions],
  );
  const byId = new Map(r.rows.map((row) => [String(row.id), row]));
  return scores.flatMap(({ id, score }) => {
    const row = byId.get(id);
    if (!row) return [];
    const location = row.location ?? {};
    const plain = row.headline.replaceAll(markStart, '').replaceAll(markStop, '').replace(/\s+/g, ' ').trim();
    // ts_headline drops HTML tags, so compare without them to tell whether the snippet is the start.
    const starts = row.text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().startsWith(plain.slice(0, 30));
    const hit: SearchHit = {
      id,
      source: row.source,
      sourceId: row.source_id,
      title: row.title,
      snippet: `${starts ? '' : '… '}${safeSnippet(row.headline)}`,
      url: resultUrl(row.source, row.source_id, row.url, location),
      score,
      location,
      date: new Date(row.created_at).toISOString(),
      language: row.language,
    };
    if (input.withText) hit.text = row.text;
    return [hit];
  });
}

/** Full-text search over the property's chunks: one page of results and the (capped) total. */
export async function searchChunks(db: Db, input: SearchInput): Promise<{ results: SearchHit[]; total: number; language: Lang | null }> {
  const offset = input.offset ?? 0;
  const limit = input.limit ?? 10;
  const { ranked, total, language } = await rankChunks(db, { ...input, top: offset + limit });
  const page = ranked.slice(offset, offset + limit).map((r) => ({ id: r.id, score: rankScore(r.rank) }));
  const results = await hydrate(db, input, page);
  return { results, total, language };
}

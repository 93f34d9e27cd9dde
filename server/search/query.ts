import type { Db } from '../db.ts';
import { detectLanguage, regconfigOf, type Lang } from '../ai/language.ts';
import { analyseQuestion, type Concept } from '../ai/question.ts';
import type { ChunkSource, SearchSource } from './params.ts';
import { rerankByAnswerType, rerankWindow, type RankedId } from './rerank.ts';
import { headlineOptions, markStart, markStop, safeSnippet, wholeOptions, wholeUpToWords } from './snippet.ts';

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
  /**
   * Among a question's best matches, at most this many passages of one document before the other
   * documents' (see rerank.ts). The search page lists one per document first; answer writers read
   * several passages of the document that answers, so they leave it unset.
   */
  perDocument?: number;
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
 * passages would otherwise cost a full scan per query (TECH-NOTES). `total` counts up to the cap.
 * A one-word (or web-search syntax) query ranks at most `candidateLimit`: beyond a few hundred
 * matches the ranked set is an arbitrary sample of the word's passages anyway (the index returns
 * them in storage order), and ts_rank_cd costs ~20 µs a passage, so the 1,000 candidates ranked
 * before cost 20+ ms on PGlite, which computes on the server's own thread (bench/search.ts; issue
 * 7: a costly search delays every other answer, 503s included).
 */
export const candidateLimit = 200;

// Each chunk is matched and ranked with the query parsed by its own text-search configuration, the
// one its tsvector was built with: "chambres" stemmed the French way finds "chambre" in French
// passages, and operators (-word, "phrases") keep their meaning. Spelled out per language, every
// branch compares the tsvector with a constant query, so the GIN index serves the whole OR.
// The chunk writers use english, french, german or simple; any other configuration is read as simple.
const configs = ['english', 'french', 'german'] as const;
// Passages are indexed with accents folded (migrations.ts, chunks_search_words), and so are queries.
const folded = (config: string, text: string) => `websearch_to_tsquery(${config}, search_folded(${text}))`;
const matchCondition = `(${configs
  .map((l) => `(c.language = '${l}'::regconfig AND c.tsv @@ ${folded(`'${l}'`, '$2')})`)
  .join(' OR ')} OR (c.language NOT IN (${configs.map((l) => `'${l}'::regconfig`).join(', ')}) AND c.tsv @@ ${folded("'simple'", '$2')}))`;
const ownQueryOf = (tsquery: (config: string) => string) =>
  `CASE c.language ${configs.map((l) => `WHEN '${l}'::regconfig THEN ${tsquery(`'${l}'`)}`).join(' ')} ELSE ${tsquery("'simple'")} END`;
const ownQuery = ownQueryOf((config) => folded(config, '$2'));
// ts_headline reads the passage as written: a query typed with its accents marks "Réveillon" as well.
const headlineQuery = `(${ownQuery} || ${ownQueryOf((config) => `websearch_to_tsquery(${config}, $2)`)})`;

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

/** The chunk languages matched per branch: a translation is looked for in passages of its own language. */
const branches = ['english', 'french', 'german', 'simple'] as const;
type Branch = (typeof branches)[number];
const branchLang: Record<Branch, Lang | null> = { english: 'en', french: 'fr', german: 'de', simple: null };

/** A concept's own words, and its translations into the branch's language (own words again when none). */
const ownText = (c: Concept) => quoted(c.text);
const altsFor = (c: Concept, b: Branch) =>
  c.translations.filter((t) => branchLang[b] === null || t.lang === branchLang[b]).map((t) => quoted(t.form));
const altText = (c: Concept, b: Branch) => {
  const alts = altsFor(c, b);
  return alts.length ? [...new Set(alts)].join(' or ') : ownText(c);
};
const isPhrase = (c: Concept) => [c.text, ...c.translations.map((t) => t.form)].some((t) => t.includes(' '));
const eitherText = (c: Concept, b: Branch) => [...new Set([ownText(c), ...altsFor(c, b)])].join(' or ');

/**
 * Counting is capped so a word on most passages costs a bounded scan: above `dfCap` matches a
 * concept counts as common (its idf is read at the cap), and N is counted up to `countCap`.
 */
const dfCap = 250;
const countCap = 5000;
/**
 * Candidates ranked per any-word query: every concept is scored on each (~0.2 ms a candidate on
 * PGlite). The rare concepts (under `dfCap` matches each) choose them, so 250 holds every match
 * of one rare concept and most of two.
 */
const anyWordCandidates = 250;
/** How much a generic concept (question.ts: "time", "price", "guest") counts in a passage's cover. */
const genericWeight = 0.7;
/** When every concept is common the candidates are an arbitrary sample of matches anyway: fewer. */
const commonCandidates = 100;

/**
 * The match condition for per-language query texts held in SQL expressions, each parsed with its
 * branch's configuration; spelled out per language so the GIN index serves every branch.
 */
const matchOn = (expr: Record<Branch, string>) =>
  `(${configs.map((l) => `(c.language = '${l}'::regconfig AND c.tsv @@ ${folded(`'${l}'`, expr[l])})`).join(' OR ')} OR (c.language NOT IN (${configs
    .map((l) => `'${l}'::regconfig`)
    .join(', ')}) AND c.tsv @@ ${folded("'simple'", expr.simple)}))`;

/**
 * Document frequencies change only when passages are written; a minute-old count ranks as well,
 * and queries typed again (or asked by several staff) skip the counting scans.
 */
const dfTtlMs = 60_000;
const dfCache = new Map<string, { value: number; at: number }>();
const maxDfCache = 5000;

/** A property's passage count (read up to `countCap`) only scales the idfs: kept longer. */
const nTtlMs = 600_000;

function cached(key: string): number | undefined {
  const hit = dfCache.get(key);
  if (!hit || Date.now() - hit.at > (key.endsWith('\u0000') ? nTtlMs : dfTtlMs)) return undefined;
  return hit.value;
}
/** Forget the words' counted frequencies, not the passage counts (benchmarks: a question asked the first time). */
export function clearFrequencyCache(): void {
  for (const key of [...dfCache.keys()]) if (!key.endsWith('\u0000')) dfCache.delete(key);
}
function remember(key: string, value: number): void {
  if (dfCache.size >= maxDfCache) dfCache.delete(dfCache.keys().next().value as string);
  dfCache.set(key, { value, at: Date.now() });
}

/**
 * Counting a word's matches through the GIN index is cheap for a rare word and costly for a common
 * one: the index builds the whole bitmap of its postings before LIMIT applies (~25 ms a branch for
 * a word on a quarter of 100k passages, four branches a concept on PGlite). So a sample of the
 * property's passages first tells which concepts are common (their df is read at the cap, as a
 * count would have it), and only the others are counted through the index. A property with fewer
 * passages than the sample is counted exactly from the sample alone.
 */
const sampleSize = 1000;
/** Sample hits needed to call a concept common without counting it (fewer: counted). */
const minSampleHits = 5;

/** Which concepts are phrases of words common together: estimated, and never chosen to pick candidates. */
type Counted = { n: number | null; df: (number | null)[]; costly: boolean[] };

const branchCols = ['en', 'fr', 'de', 'si'];

/** Passages and concept matches in the sample: n when the property fits in it, df when decided. */
async function sampleFrequencies(db: Db, propertyId: string, concepts: Concept[], knownN: number | undefined): Promise<Counted> {
  const r = await db.query<{ sampled: string | number; n: string | number | null; hits: (string | number)[]; loose: (string | number)[] }>(
    // Both MATERIALIZED: the sample is read once, and each concept's queries are parsed once, not per passage.
    `WITH s AS MATERIALIZED (SELECT c.tsv, c.language FROM chunks c WHERE c.property_id = $1 LIMIT ${sampleSize}),
     p AS MATERIALIZED (SELECT u.i, ${folded("'english'", 'u.en')} AS en, ${folded("'french'", 'u.fr')} AS fr,
                  ${folded("'german'", 'u.de')} AS de, ${folded("'simple'", 'u.si')} AS si
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS u(en, fr, de, si, i)),
     -- Each query again with its phrases loosened to their words ANDed: what matching a phrase rechecks.
     q AS MATERIALIZED (SELECT p.*, ${branchCols.map((b) => `regexp_replace(p.${b}::text, '<(-|\\d+)>', '&', 'g')::tsquery AS l${b}`).join(', ')} FROM p)
     SELECT (SELECT count(*) FROM s) AS sampled,
       CASE WHEN $6::boolean AND (SELECT count(*) FROM s) >= ${sampleSize}
            THEN (SELECT count(*) FROM (SELECT 1 FROM chunks c WHERE c.property_id = $1 LIMIT ${countCap}) a) END AS n,
       ARRAY(SELECT (SELECT count(*) FROM s c WHERE CASE c.language WHEN 'english'::regconfig THEN c.tsv @@ q.en
                       WHEN 'french'::regconfig THEN c.tsv @@ q.fr WHEN 'german'::regconfig THEN c.tsv @@ q.de ELSE c.tsv @@ q.si END)
             FROM q ORDER BY q.i) AS hits,
       ARRAY(SELECT (SELECT count(*) FROM s c WHERE CASE c.language WHEN 'english'::regconfig THEN c.tsv @@ q.len
                       WHEN 'french'::regconfig THEN c.tsv @@ q.lfr WHEN 'german'::regconfig THEN c.tsv @@ q.lde ELSE c.tsv @@ q.lsi END)
             FROM q ORDER BY q.i) AS loose`,
    [propertyId, ...branches.map((b) => concepts.map((c) => eitherText(c, b))), knownN === undefined],
  );
  const row = r.rows[0];
  const sampled = Number(row?.sampled ?? 0);
  const complete = sampled < sampleSize;
  const n = complete ? sampled : row?.n === null || row?.n === undefined ? null : Number(row.n);
  const total = n ?? knownN ?? countCap;
  // Matching a phrase rechecks word positions on every passage holding all its words (~450 ms on
  // 100k passages when they are common words, for counting and again for choosing candidates).
  const costly = concepts.map(
    (c, i) => !complete && isPhrase(c) && Number(row?.loose[i] ?? 0) >= minSampleHits && (Number(row?.loose[i]) / sampled) * total >= dfCap,
  );
  const df = (row?.hits ?? []).map((h, i) => {
    const hits = Number(h);
    if (complete) return Math.min(hits, dfCap);
    // Common when the sample shows it often enough: its df is read at the cap, as counting would.
    if (hits >= minSampleHits && (hits / sampled) * total >= dfCap) return dfCap;
    // A phrase of words common together ("late checkout") is estimated from the sample (at least
    // 1: not seen is not absent; N is itself read at countCap), not counted (see `costly`).
    if (costly[i]) return Math.min(dfCap - 1, Math.max(1, Math.round(((hits + 0.5) / sampled) * total)));
    return null;
  });
  return { n, df, costly };
}

/** How many of the property's passages match each concept (capped), and how many passages it has (capped). */
export async function documentFrequencies(
  db: Db,
  propertyId: string,
  concepts: Concept[],
): Promise<{ n: number; df: number[]; costly: boolean[] }> {
  const keys = concepts.map((c) => `${propertyId}\u0000${branches.map((b) => eitherText(c, b)).join('\u0001')}`);
  const nKey = `${propertyId}\u0000`;
  const missing = concepts.map((_, i) => i).filter((i) => cached(keys[i]!) === undefined);
  if (missing.length || cached(nKey) === undefined) {
    const sample = await sampleFrequencies(
      db,
      propertyId,
      missing.map((i) => concepts[i]!),
      cached(nKey),
    );
    if (sample.n !== null) remember(nKey, sample.n);
    sample.df.forEach((d, j) => d !== null && remember(keys[missing[j]!]!, d));
    sample.costly.forEach((c, j) => c && remember(`${keys[missing[j]!]!}\u0002`, 1));
    const uncounted = missing.filter((_, j) => sample.df[j] === null);
    if (uncounted.length) {
      const r = await db.query<{ df: (string | number)[] }>(
        `SELECT ARRAY(SELECT (SELECT count(*) FROM (SELECT 1 FROM chunks c WHERE c.property_id = $1 AND ${matchOn({ english: 'u.en', french: 'u.fr', german: 'u.de', simple: 'u.si' })} LIMIT ${dfCap}) m)
               FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS u(en, fr, de, si, i) ORDER BY u.i) AS df`,
        [propertyId, ...branches.map((b) => uncounted.map((i) => eitherText(concepts[i]!, b)))],
      );
      (r.rows[0]?.df ?? []).forEach((d, j) => remember(keys[uncounted[j]!]!, Number(d)));
    }
  }
  return { n: cached(nKey) ?? 0, df: keys.map((k) => cached(k) ?? 0), costly: keys.map((k) => cached(`${k}\u0002`) === 1) };
}

/** BM25's idf: rare words decide, words on every page ("hotel", "lake") barely count. */
export const idf = (n: number, df: number) => Math.log(1 + (Math.max(n, df) - df + 0.5) / (df + 0.5));

/**
 * Ranked any-word retrieval (questions and keywords alike): candidates are the passages matching
 * the query's rarer concepts (or any concept, when all are common), ranked by the idf-weighted
 * concepts they cover (a word in the title counts more; a translation as much as the word, title too, or an
 * English passage saying "breakfast" in passing would outrank the French one about the
 * petit-déjeuner), boosted when two adjacent query words stand side by side and by cover density
 * (ts_rank_cd: query words close together), with a small preference for the asker's language.
 */
async function rankAnyWord(
  db: Db,
  input: SearchInput & { top: number },
  language: Lang | null,
): Promise<{ ranked: RankedId[]; total: number }> {
  const { concepts, pairs } = analyseQuestion(input.q);
  if (concepts.length === 0) return { ranked: [], total: 0 };
  // One word (the usual keyword search): no idf to weigh, so the lean single-query ranking serves.
  if (concepts.length === 1) return rankOneConcept(db, input, concepts[0]!, language);
  const { n, df, costly } = await documentFrequencies(db, input.propertyId, concepts);
  // A word that only says the kind of fact asked ("time", "price", "heure") weighs less than the
  // thing asked about, however rare it is on the property (the writer weighs them so too).
  const weights = df.map((d, i) => (d === 0 ? 0 : idf(n, d) * (concepts[i]!.generic ? genericWeight : 1)));
  const present = concepts.filter((_, i) => df[i]! > 0);
  if (present.length === 0) return { ranked: [], total: 0 };
  const rare = concepts.filter((_, i) => df[i]! > 0 && df[i]! < dfCap && !costly[i]);
  // All common: generic words ("hotel", "cost") do not choose the candidates, the others do.
  const specific = present.filter((c) => !c.generic);
  const selective = rare.length ? rare : specific.length ? specific : present;
  const common = rare.length === 0;
  const params: unknown[] = [
    input.propertyId,
    concepts.map(ownText),
    weights,
    pairs.map((p) => `"${p.replace(/"/g, '')}"`),
    language ? regconfigOf[language] : null,
    input.top,
    ...branches.map((b) => concepts.map((c) => altText(c, b))),
    ...branches.map((b) => concepts.map((c) => eitherText(c, b)).join(' or ')),
    ...branches.map((b) => selective.map((c) => eitherText(c, b)).join(' or ')),
  ];
  // $7..$10 alternatives per branch, $11..$14 every form per branch, $15..$18 the candidate texts.
  const at = (base: number) => Object.fromEntries(branches.map((b, i) => [b, `$${base + i}`])) as Record<Branch, string>;
  const filters = await chunkFilters(db, input.source, params);
  const sql = `
    WITH q AS MATERIALIZED (
      SELECT v.cfg,
        ARRAY(SELECT ${folded('v.cfg', 't')} FROM unnest($2::text[]) WITH ORDINALITY AS u(t, i) ORDER BY u.i) AS own,
        ARRAY(SELECT ${folded('v.cfg', 't')} FROM unnest(v.alts) WITH ORDINALITY AS u(t, i) ORDER BY u.i) AS alt,
        ARRAY(SELECT ${folded('v.cfg', 't')} FROM unnest($4::text[]) AS u(t)) AS pairs,
        ${folded('v.cfg', 'v.anytext')} AS anyq
      FROM (VALUES ('english'::regconfig, $7::text[], $11::text), ('french'::regconfig, $8::text[], $12::text),
                   ('german'::regconfig, $9::text[], $13::text), ('simple'::regconfig, $10::text[], $14::text)) AS v(cfg, alts, anytext)
    ),
    cand AS MATERIALIZED (
      SELECT c.id, c.tsv, c.language, ts_filter(c.tsv, '{a}') AS title_tsv FROM chunks c
      WHERE c.property_id = $1 AND ${matchOn(at(15))}${filters}
      LIMIT ${common ? commonCandidates : anyWordCandidates}
    ),
    scored AS (
      SELECT cand.id, count(*) OVER () AS total,
        (SELECT coalesce(sum(t.w * greatest(CASE WHEN cand.tsv @@ t.o THEN 1 + 0.5 * (cand.title_tsv @@ t.o)::int ELSE 0 END, CASE WHEN cand.tsv @@ t.a THEN 1 + 0.5 * (cand.title_tsv @@ t.a)::int ELSE 0 END)), 0)
           FROM unnest(q.own, q.alt, $3::float8[]) AS t(o, a, w)) AS cover,
        (SELECT count(*) FROM unnest(q.pairs) AS p(pq) WHERE cand.tsv @@ p.pq) AS phrases,
        ts_rank_cd(cand.tsv, q.anyq, 1) AS density,
        cand.language = $5::regconfig AS own_language
      FROM cand JOIN q ON q.cfg = CASE WHEN cand.language IN ('english', 'french', 'german') THEN cand.language ELSE 'simple'::regconfig END
    )
    SELECT id, total, cover * (1 + 0.3 * phrases) * (1 + 0.5 * density / (1 + density)) * CASE WHEN own_language THEN 1.1 ELSE 1 END AS rank
    FROM scored
    WHERE cover > 0
    ORDER BY rank DESC, id
    LIMIT $6`;
  const r = await db.query<{ id: string | number; total: string | number; rank: number }>(sql, params);
  return {
    ranked: r.rows.map((row) => ({ id: String(row.id), rank: Number(row.rank) })),
    total: r.rows.length ? Number(r.rows[0].total) : 0,
  };
}

/**
 * A one-concept query: the word or any of its translations, ranked by ts_rank_cd within the
 * candidate cap as before (the asker's language up); passages with the word as typed come before
 * those found through a translation only.
 */
async function rankOneConcept(
  db: Db,
  input: SearchInput & { top: number },
  concept: Concept,
  language: Lang | null,
): Promise<{ ranked: RankedId[]; total: number }> {
  const params: unknown[] = [
    input.propertyId,
    eitherText(concept, 'simple'),
    language ? regconfigOf[language] : null,
    input.top,
    ownText(concept),
  ];
  const filters = await chunkFilters(db, input.source, params);
  const own = ownQuery.replaceAll('$2', '$5');
  const rank = `least(0.99, ts_rank_cd(c.tsv, ${ownQuery}, 1 | 32) * CASE WHEN c.language = $3::regconfig THEN 1.25 ELSE 1 END)
        + CASE WHEN c.tsv @@ ${own} THEN 1 ELSE 0 END`;
  return rankCandidates(db, rank, filters, params);
}

/**
 * The `$4` best of at most `candidateLimit` matching passages of property `$1` by `rank` (SQL over
 * `c`): the rank runs once per candidate, never over every match.
 */
async function rankCandidates(db: Db, rank: string, filters: string, params: unknown[]): Promise<{ ranked: RankedId[]; total: number }> {
  const sql = `
    SELECT m.id, m.rank, count(*) OVER () AS total
    FROM (
      SELECT c.id, ${rank} AS rank
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
  };
}

/** Ids of the best chunks (within the candidate cap), and how many matched. */
export async function rankChunks(
  db: Db,
  input: SearchInput & { top: number },
): Promise<{ ranked: RankedId[]; total: number; language: Lang | null }> {
  const language = detectLanguage(input.q);
  if (matchMode(input) === 'any') return { ...(await rankAnyWord(db, input, language)), language };
  const text = input.q;
  if (!text.trim()) return { ranked: [], total: 0, language };
  const params: unknown[] = [input.propertyId, text, language ? regconfigOf[language] : null, input.top];
  const filters = await chunkFilters(db, input.source, params);
  const rank = `ts_rank_cd(c.tsv, ${ownQuery}, 1) * CASE WHEN c.language = $3::regconfig THEN 1.25 ELSE 1 END`;
  return { ...(await rankCandidates(db, rank, filters, params)), language };
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

// ts_headline drops HTML tags from fragments (not from a passage shown whole), so a snippet and its
// passage are compared without them to tell whether the snippet is the start.
const untagged = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Full rows with a highlighted snippet, in the order of `scores`. */
export async function hydrate(
  db: Db,
  input: { propertyId: string; q: string; match?: 'all' | 'any'; withText?: boolean },
  scores: ScoredId[],
): Promise<SearchHit[]> {
  if (scores.length === 0) return [];
  const r = await db.query<ChunkRow>(
    `SELECT c.id, c.source, c.source_id, c.title, c.location, c.url, c.created_at, c.language::text AS language, c.text,
       ts_headline(c.language, translate(c.text, $4, ''), ${headlineQuery},
         CASE WHEN array_length(regexp_split_to_array(trim(c.text), '\\s+'), 1) <= ${wholeUpToWords} THEN $6 ELSE $5 END) AS headline
     FROM chunks c
     WHERE c.property_id = $1 AND c.id = ANY($3::bigint[])`,
    [input.propertyId, queryText(input.q, matchMode(input)), scores.map((s) => s.id), markStart + markStop, headlineOptions, wholeOptions],
  );
  const byId = new Map(r.rows.map((row) => [String(row.id), row]));
  return scores.flatMap(({ id, score }) => {
    const row = byId.get(id);
    if (!row) return [];
    const location = row.location ?? {};
    const plain = untagged(row.headline.replaceAll(markStart, '').replaceAll(markStop, ''));
    const starts = untagged(row.text).startsWith(plain.slice(0, 30));
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

/**
 * The full-text ranking both search paths start from (full text alone, or fused with vectors in
 * hybrid.ts): a question's best matches are re-ranked by the kind of fact it asks; a web-search
 * query with operators keeps its order.
 */
export async function rankForSearch(
  db: Db,
  input: SearchInput & { top: number },
): Promise<{ ranked: RankedId[]; total: number; language: Lang | null }> {
  const any = matchMode(input) === 'any';
  const found = await rankChunks(db, { ...input, top: any ? Math.max(input.top, rerankWindow) : input.top });
  if (!any) return found;
  return { ...found, ranked: await rerankByAnswerType(db, input.propertyId, input.q, found.ranked, input.perDocument) };
}

/** Full-text search over the property's chunks: one page of results and the (capped) total. */
export async function searchChunks(db: Db, input: SearchInput): Promise<{ results: SearchHit[]; total: number; language: Lang | null }> {
  const offset = input.offset ?? 0;
  const limit = input.limit ?? 10;
  const { ranked, total, language } = await rankForSearch(db, { ...input, top: offset + limit });
  const page = ranked.slice(offset, offset + limit).map((r) => ({ id: r.id, score: rankScore(r.rank) }));
  const results = await hydrate(db, input, page);
  return { results, total, language };
}

import { notFoundMessage, type Lang } from '../ai/language.ts';
import { groundedRequest, numberedPassages } from '../ai/prompt.ts';
import { modelProvider } from '../ai/provider.ts';
import { retrieve } from '../search/retrieve.ts';
import type { SearchHit } from '../search/query.ts';
import type { AppContext } from '../types.ts';
import { citedNumbers, draftConfidence, findConflicts, type Conflict, type DraftSource } from './draft-logic.ts';

export interface Draft {
  /** null when the knowledge does not answer the question ('Needs an answer'). */
  answer: string | null;
  needsAnswer: boolean;
  confidence: number;
  /** Cited passages, or the closest ones when the draft needs an answer. */
  citations: DraftSource[];
  conflicts: Conflict[];
}

const passagesPerDraft = 6;
const closestShown = 3;

const toSource = (h: SearchHit, n: number): DraftSource => ({
  n,
  chunkId: h.id,
  source: h.source,
  sourceId: h.sourceId,
  title: h.title,
  url: h.url,
  snippet: h.snippet,
});

/**
 * A draft answer grounded in the property's active knowledge, by the same retrieval and writer as
 * Ask. Earlier FAQ answers are left out, so a draft never merely repeats the FAQ it would replace.
 */
export async function writeDraft(ctx: AppContext, propertyId: string, question: string, signal?: AbortSignal): Promise<Draft> {
  const { results, language } = await retrieve(ctx, {
    propertyId,
    q: question,
    source: 'all',
    limit: passagesPerDraft * 2,
    match: 'any',
    withText: true,
  });
  const hits = results.filter((r) => r.source !== 'faqs').slice(0, passagesPerDraft);
  const lang: Lang = language ?? 'en';
  const closest = hits.slice(0, closestShown).map((h, i) => toSource(h, i + 1));
  const needs = (): Draft => ({ answer: null, needsAnswer: true, confidence: 0, citations: closest, conflicts: [] });
  if (hits.length === 0) return needs();

  const passages = numberedPassages(hits);
  const provider = modelProvider(ctx.config);
  const text = (await provider.generate(groundedRequest({ question, passages, language: lang }), signal)).trim();
  const cited = citedNumbers(text).filter((n) => n >= 1 && n <= hits.length);
  const saysNotFound = Object.values(notFoundMessage).some((m) => text.includes(m));
  // An answer that cites nothing is not grounded: staff write it rather than trust it.
  if (!text || saysNotFound || cited.length === 0) return needs();

  const citedHits = cited.map((n) => ({ n, hit: hits[n - 1] }));
  return {
    answer: text,
    needsAnswer: false,
    confidence: draftConfidence(
      question,
      citedHits.map(({ hit }) => ({ text: `${hit.title}\n${hit.text ?? ''}`, score: hit.score })),
    ),
    citations: citedHits.map(({ n, hit }) => toSource(hit, n)),
    // Disagreement anywhere in the retrieved passages matters, not only in the cited ones.
    conflicts: findConflicts(
      question,
      passages.map((p) => ({ n: p.n, title: p.title, source: p.source ?? '', text: p.text })),
    ),
  };
}

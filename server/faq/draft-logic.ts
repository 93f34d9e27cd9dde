import { currencyAfter, currencyBefore } from '../ai/currency.ts';
import { contentStems } from '../ai/language.ts';
import { splitSentences } from '../ai/offline.ts';

/** Pure rules of FAQ drafts: citations read from an answer, confidence, and conflicting sources. */

export interface DraftSource {
  n: number;
  chunkId: string;
  source: string;
  sourceId: string;
  title: string;
  url: string | null;
  snippet: string;
}

export interface ConflictSide {
  n: number;
  title: string;
  source: string;
  sentence: string;
  values: string[];
}

export interface Conflict {
  kind: 'time' | 'price';
  sides: [ConflictSide, ConflictSide];
}

/** Below this a draft is marked for attention (still shown). */
export const lowConfidence = 0.5;

/** The passage numbers an answer cites as [n], in order of first use. */
export function citedNumbers(answer: string): number[] {
  return [...new Set([...answer.matchAll(/\[(\d{1,2})\]/g)].map((m) => Number(m[1])))];
}

/**
 * How far to trust a draft, 0..1: half from how much of the question the cited passages cover
 * (content stems), half from the retrieval score of the best cited passage. No citation, no trust.
 */
export function draftConfidence(question: string, cited: { text: string; score: number }[]): number {
  if (cited.length === 0) return 0;
  const terms = contentStems(question);
  const stems = new Set(cited.flatMap((p) => contentStems(p.text)));
  const coverage = terms.length ? terms.filter((t) => stems.has(t)).length / terms.length : 0;
  const best = Math.max(...cited.map((p) => Math.min(1, Math.max(0, p.score))));
  return Number((0.5 * coverage + 0.5 * best).toFixed(2));
}

/** Times of day in minutes: "3 pm", "3:30 PM", "15:00", "15h", "15h30", "15 Uhr". */
export function timesIn(sentence: string): number[] {
  const out: number[] = [];
  const re = /\b(\d{1,2})(?:[:h](\d{2}))?\s*(a\.?m\.?|p\.?m\.?|h|uhr)?(?=\W|$)/gi;
  for (const m of sentence.matchAll(re)) {
    const h = Number(m[1]);
    const min = m[2] ? Number(m[2]) : 0;
    const suffix = (m[3] ?? '').toLowerCase().replace(/\./g, '');
    const hasColon = /[:h]/.test(m[0].slice(m[1].length, m[1].length + 1)) && m[2] !== undefined;
    if (!suffix && !hasColon) continue; // a bare number is not a time
    if (h > 24 || min > 59) continue;
    let hours = h;
    if (suffix === 'pm' && h < 12) hours += 12;
    if (suffix === 'am' && h === 12) hours = 0;
    out.push(hours * 60 + min);
  }
  return out;
}

/** Amounts of money, normalised: "€25", "25 EUR", "$30.50" → "25", "30.5". */
export function pricesIn(sentence: string): string[] {
  const re = new RegExp(`${currencyBefore}\\s?(\\d+(?:[.,]\\d{1,2})?)|(\\d+(?:[.,]\\d{1,2})?)\\s?${currencyAfter}`, 'giu');
  return [...sentence.matchAll(re)].map((m) => String(Number((m[1] ?? m[2]).replace(',', '.'))));
}

const fmtTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Passages that answer the question with different times or prices (two check-in times in two
 * documents). Only sentences on the question's topic count: they must share at least half of the
 * question's content words (at least one).
 */
export function findConflicts(question: string, passages: { n: number; title: string; source: string; text: string }[]): Conflict[] {
  const terms = contentStems(question);
  if (terms.length === 0) return [];
  const need = Math.max(1, Math.ceil(terms.length / 2));
  type Claim = ConflictSide & { kind: Conflict['kind'] };
  const claims: Claim[] = [];
  for (const p of passages) {
    for (const sentence of splitSentences(p.text)) {
      const stems = new Set(contentStems(sentence));
      if (terms.filter((t) => stems.has(t)).length < need) continue;
      const times = [...new Set(timesIn(sentence))].sort((a, b) => a - b).map(fmtTime);
      const prices = [...new Set(pricesIn(sentence))].sort();
      if (times.length) claims.push({ kind: 'time', n: p.n, title: p.title, source: p.source, sentence, values: times });
      if (prices.length) claims.push({ kind: 'price', n: p.n, title: p.title, source: p.source, sentence, values: prices });
    }
  }
  const conflicts: Conflict[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < claims.length; i++) {
    for (let j = i + 1; j < claims.length; j++) {
      const a = claims[i];
      const b = claims[j];
      if (a.kind !== b.kind || a.n === b.n) continue;
      if (a.values.some((v) => b.values.includes(v))) continue; // they agree on at least one value
      const key = [a.kind, a.values.join(), b.values.join()].join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      const { kind: _k1, ...sideA } = a;
      const { kind: _k2, ...sideB } = b;
      conflicts.push({ kind: a.kind, sides: [sideA, sideB] });
    }
  }
  return conflicts.slice(0, 3);
}

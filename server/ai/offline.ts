import { contentStems, detectLanguage, langOfRegconfig, notFoundMessage, type Lang } from './language.ts';
import { parseGroundedPrompt, type Passage } from './prompt.ts';
import type { GenerateRequest, ModelProvider } from './types.ts';

/**
 * The built-in writer used when no model server is configured. It writes nothing new: it picks the
 * sentences of the retrieved passages that share the most words with the question, cites them, and
 * says so plainly when nothing matches. Limits: no paraphrase, no translation (a French question
 * over English-only passages gets English sentences after a French lead-in), no reasoning across
 * sentences, and word overlap (with rough stems) stands in for understanding.
 */
export interface ComposedSentence {
  text: string;
  cites: number[];
}

export interface Composition {
  text: string;
  sentences: ComposedSentence[];
  found: boolean;
  language: Lang;
}

const maxSentences = 4;
const maxWords = 45;

const foreignLeadIn: Record<Lang, string> = {
  en: 'Here is what the closest passages say:',
  fr: 'Voici ce que disent les passages les plus proches (dans une autre langue) :',
  de: 'Das sagen die passendsten Abschnitte (in einer anderen Sprache):',
};

interface Candidate {
  passage: Passage;
  position: number;
  text: string;
  stems: Set<string>;
  lang: Lang | null;
  score: number;
  matched: Set<string>;
  titleTerms: string[];
  /** Other passages repeating this sentence (overlapping chunks): cited too. */
  also: number[];
}

export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"“«(¿¡])/u))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.split(' ').length >= 2 && /[\p{L}]/u.test(s));
}

function shorten(sentence: string): string {
  const ws = sentence.split(' ');
  return ws.length <= maxWords ? sentence : `${ws.slice(0, maxWords).join(' ')}…`;
}

/** "Breakfast is at 7." + [1] → "Breakfast is at 7 [1]." */
function cite(sentence: string, cites: number[]): string {
  const marks = cites.map((n) => `[${n}]`).join('');
  const m = sentence.match(/^(.*?)([.!?…:;]+)$/s);
  return m ? `${m[1]} ${marks}${m[2]}` : `${sentence} ${marks}`;
}

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/** A short grounded answer with [n] citations, in the asker's language when passages allow. */
export function compose(input: { question: string; passages: Passage[]; language?: Lang | null }): Composition {
  const language = input.language ?? detectLanguage(input.question) ?? 'en';
  const notFound: Composition = { text: notFoundMessage[language], sentences: [], found: false, language };
  const terms = contentStems(input.question);
  if (terms.length === 0 || input.passages.length === 0) return notFound;

  const all: Candidate[] = input.passages.flatMap((passage) => {
    const lang = langOfRegconfig(passage.language) ?? detectLanguage(passage.text);
    const titleStems = new Set(contentStems(passage.title));
    const titleTerms = terms.filter((t) => titleStems.has(t));
    return splitSentences(passage.text).map((text, position) => {
      const stems = new Set(contentStems(text));
      return { passage, position, text, stems, lang, score: 0, matched: new Set(terms.filter((t) => stems.has(t))), titleTerms, also: [] };
    });
  });
  const idf = new Map(terms.map((t) => [t, Math.log(1 + all.length / Math.max(1, all.filter((c) => c.stems.has(t)).length))]));
  for (const c of all) {
    if (c.matched.size === 0) continue;
    for (const t of c.matched) c.score += idf.get(t) ?? 0;
    // A sentence under a matching title ("Breakfast" → "Vegan options on request.") is on topic too.
    for (const t of c.titleTerms) c.score += 0.5 * (idf.get(t) ?? 0);
  }
  let pool = all.filter((c) => c.matched.size > 0);
  // Prefer the asker's language; passages of unknown language stay in either way.
  const own = pool.filter((c) => c.lang === language || c.lang === null);
  if (own.length > 0) pool = own;
  if (pool.length === 0) return notFound;

  pool.sort((a, b) => b.score - a.score || a.passage.n - b.passage.n || a.position - b.position);
  const picked: Candidate[] = [];
  for (const c of pool) {
    if (picked.length >= maxSentences || c.score < pool[0].score * 0.3) break;
    const twin = picked.find((p) => overlap(p.stems, c.stems) > 0.8);
    if (twin) {
      // Overlapping chunks repeat sentences: cite both passages once.
      if (twin.passage.n !== c.passage.n) twin.also.push(c.passage.n);
      continue;
    }
    picked.push(c);
  }
  const covered = new Set(picked.flatMap((c) => [...c.matched, ...c.titleTerms]));
  if (covered.size < Math.ceil(terms.length / 3)) return notFound;

  picked.sort((a, b) => a.passage.n - b.passage.n || a.position - b.position);
  const sentences: ComposedSentence[] = picked.map((c) => {
    const cites = [...new Set([c.passage.n, ...c.also])];
    return { text: cite(shorten(c.text), cites), cites };
  });
  if (picked.some((c) => c.lang !== null && c.lang !== language)) sentences.unshift({ text: foreignLeadIn[language], cites: [] });
  return { text: sentences.map((s) => s.text).join(' '), sentences, found: true, language };
}

const answerLanguage: Record<string, Lang> = { English: 'en', French: 'fr', German: 'de' };

/**
 * What the offline writer makes of a prompt: a grounded composition when the prompt carries
 * numbered passages (see prompt.ts), otherwise the first sentences of the text it was given
 * (a "Text:" block, else the last user message) unchanged: it cannot rewrite or invent.
 */
export function composeFromRequest(req: GenerateRequest): Composition {
  const last = [...req.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const asked = req.system?.match(/Answer in (English|French|German)\b/)?.[1];
  const language = asked ? answerLanguage[asked] : null;
  const { question, passages } = parseGroundedPrompt(last);
  if (passages.length > 0) return compose({ question: question ?? last, passages, language });
  const textBlock = last.match(/(?:^|\n)Text:\s*([\s\S]*)$/)?.[1] ?? last;
  const sentences = splitSentences(textBlock).slice(0, 5).map((text) => ({ text: shorten(text), cites: [] }));
  const lang = language ?? detectLanguage(textBlock) ?? 'en';
  if (sentences.length === 0) return { text: notFoundMessage[lang], sentences: [], found: false, language: lang };
  return { text: sentences.map((s) => s.text).join(' '), sentences, found: true, language: lang };
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted', 'AbortError');
}

export function offlineProvider(): ModelProvider {
  return {
    name: 'offline',
    model: null,
    async generate(req, signal) {
      if (signal?.aborted) throw abortError(signal);
      return composeFromRequest(req).text;
    },
    async *stream(req, signal) {
      const composed = composeFromRequest(req);
      const sentences = composed.sentences.length > 0 ? composed.sentences : [{ text: composed.text, cites: [] }];
      for (const [i, s] of sentences.entries()) {
        if (signal?.aborted) throw abortError(signal);
        yield i === 0 ? s.text : ` ${s.text}`;
      }
    },
  };
}

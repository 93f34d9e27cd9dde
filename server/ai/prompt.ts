import { languageName, notFoundMessage, type Lang } from './language.ts';
import type { GenerateRequest } from './types.ts';

/** A retrieved passage as the writers see it: numbered, so answers can cite it as [n]. */
export interface Passage {
  n: number;
  title: string;
  text: string;
  /** Postgres text-search configuration of the passage ('english', 'french', ...), when known. */
  language?: string | null;
  source?: string;
}

/** Retrieved hits as numbered passages, in the order given: [1] is the first hit. */
export const numberedPassages = (hits: { title: string; text?: string | null; language?: string | null; source?: string }[]): Passage[] =>
  hits.map((h, i) => ({ n: i + 1, title: h.title, text: h.text ?? '', language: h.language, source: h.source }));

const passageChars = 1500;

function passagesBlock(passages: Passage[]): string {
  return passages
    .map((p) => {
      const text = p.text.length > passageChars ? `${p.text.slice(0, passageChars)}…` : p.text;
      const meta = [p.source, p.language].filter(Boolean).join(', ');
      return `[${p.n}] ${p.title.replace(/\s+/g, ' ').trim() || 'Untitled'}${meta ? ` (${meta})` : ''}\n${text.trim()}`;
    })
    .join('\n\n');
}

/**
 * The grounded-answer prompt: the model may use only the numbered passages, cites them as [n] and
 * answers in the asker's language. The offline writer reads the same layout back (parseGroundedPrompt),
 * so every feature that builds its prompt here works with or without a model server.
 */
export function groundedRequest(input: { question: string; passages: Passage[]; language: Lang; instructions?: string }): GenerateRequest {
  const system = [
    "You are the knowledge assistant of a hotel. You help the property's staff.",
    'Answer using only the numbered passages you are given; never add facts that are not in them.',
    'After each sentence, cite the passages that support it with their numbers in square brackets, like [1] or [2][3].',
    `If the passages do not contain the answer, reply exactly: "${notFoundMessage[input.language]}"`,
    `Answer in ${languageName[input.language]}, in at most five sentences.`,
    input.instructions ?? '',
  ]
    .filter(Boolean)
    .join('\n');
  const content = `Passages:\n\n${passagesBlock(input.passages)}\n\nQuestion: ${input.question.trim()}`;
  return { system, messages: [{ role: 'user', content }], temperature: 0.2, maxTokens: 600 };
}

/** Reads back what groundedRequest wrote (or any prompt using the same "[n] title" layout). */
export function parseGroundedPrompt(content: string): { question: string | null; passages: Passage[] } {
  const questionMatch = content.match(/(?:^|\n)Question:\s*([\s\S]*?)\s*$/);
  const body = questionMatch ? content.slice(0, questionMatch.index) : content;
  const passages: Passage[] = [];
  const header = /(?:^|\n)\[(\d+)\] ([^\n]*)\n/g;
  const heads = [...body.matchAll(header)];
  heads.forEach((h, i) => {
    const start = (h.index ?? 0) + h[0].length;
    const end = i + 1 < heads.length ? (heads[i + 1].index ?? body.length) : body.length;
    const meta = h[2].match(/^(.*?)(?: \(([^)]*)\))?$/);
    const language = meta?.[2]?.split(', ').find((m) => /^(english|french|german|simple)$/.test(m)) ?? null;
    passages.push({ n: Number(h[1]), title: meta?.[1] ?? h[2], text: body.slice(start, end).trim(), language });
  });
  return { question: questionMatch ? questionMatch[1] : null, passages };
}

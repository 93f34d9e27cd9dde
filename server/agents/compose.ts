import { contentStems } from '../ai/language.ts';
import type { Passage } from '../ai/prompt.ts';
import type { ContentType } from '../voices/templates.ts';

/** What a Marketing request asks for, read from its words (en/fr/de); null = a question. */
export type DraftKind = ContentType | 'review';

// Word edges that know accented letters: \b misses "écris", "über".
const has = (m: string, words: string) => new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, 'u').test(m);

export function draftKindOf(message: string): DraftKind | null {
  const m = message.toLowerCase();
  if (
    has(m, 'review|reviews|avis|bewertung|rezension') &&
    has(m, 'reply|respond|response|answer|répon\\p{L}*|antwort\\p{L}*|beantwort\\p{L}*')
  )
    return 'review';
  if (
    !has(
      m,
      'write|draft|create|compose|prepare|rédige\\p{L}*|écri\\p{L}*|prépare\\p{L}*|schreib\\p{L}*|erstell\\p{L}*|entw[iu]rf\\p{L}*|verfass\\p{L}*',
    )
  )
    return null;
  if (has(m, 'e-?mails?|newsletters?|mail')) return 'email';
  if (has(m, 'social|instagram|facebook|linkedin|tweet|post for|réseaux')) return 'social';
  if (has(m, 'blog|article|beitrag|post')) return 'blog';
  return null;
}

/** "Write an email about the summer spa weekend" → "the summer spa weekend". */
export function draftTopic(message: string): string {
  const firstLine = message.split('\n')[0];
  const about = firstLine.match(/(?<![\p{L}])(?:about|on|for|announcing|sur|pour|über|zum|zur)\s+(.+)$/iu)?.[1];
  return (about ?? firstLine)
    .replace(/[.!?:]+$/, '')
    .trim()
    .slice(0, 200);
}

/** The review a "reply to this review" request quotes: after a colon or a line break, else quoted. */
export function quotedReview(message: string): string {
  const quoted = message.match(/["“«„]([^"”»“]{10,})["”»“]/)?.[1];
  if (quoted) return quoted.trim();
  const after = message.match(/[:\n]\s*([\s\S]{10,})$/)?.[1];
  return (after ?? message).trim();
}

const paragraphChars = 900;

/** A file uploaded into a conversation, cut into passages of whole paragraphs. */
export function filePassages(name: string, text: string): { title: string; text: string }[] {
  const out: { title: string; text: string }[] = [];
  let current = '';
  for (const para of text
    .split(/\n{2,}|\n(?=\S)/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    if (current && current.length + para.length > paragraphChars) {
      out.push({ title: name, text: current });
      current = '';
    }
    current = current ? `${current}\n${para}` : para;
  }
  if (current) out.push({ title: name, text: current });
  return out;
}

const refersToFile =
  /\b(this|the|attached|uploaded|ce|cet|cette|le|la|dies\w*|das|die)\s+(document|file|pdf|fichier|datei|dokument|upload)\b|summar|résum|zusammenfass/i;

/** The file passages that help with a question: sharing its words, or the opening ones when it asks about the file itself. */
export function pickFilePassages(question: string, passages: { id: string; title: string; text: string }[], max = 3) {
  const q = new Set(contentStems(question));
  const scored = passages
    .map((p, i) => ({ p, i, score: contentStems(p.text).filter((s) => q.has(s)).length }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max)
    .map((x) => x.p);
  if (scored.length === 0 && refersToFile.test(question)) return passages.slice(0, 2);
  return scored;
}

/** Outline points for a draft: the cited facts the offline writer found for the request. */
export function factsOf(sentences: { text: string }[]): string[] {
  return sentences.map((s) => s.text.trim()).filter((t) => /\[\d+\]/.test(t));
}

export const renumber = (passages: Omit<Passage, 'n'>[]): Passage[] => passages.map((p, i) => ({ ...p, n: i + 1 }));

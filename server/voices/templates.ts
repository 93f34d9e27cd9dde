import { detectLanguage, langs, type Lang } from '../ai/language.ts';
import type { StyleProfile } from '../../src/resources/voices/styleProfile.ts';
import { phraseLanguage, phrases, type Phrases, type Register } from './phrases.ts';

/**
 * The offline writer's drafts for the brand-voice preview. With no model server there is no
 * paraphrasing, so a draft is built from the topic and each outline point, framed by phrases chosen
 * for the voice: its greeting and sign-off, formality, tone, sentence length, emoji and exclamation
 * habits and favourite words. Without a voice the same draft is written in a plain, neutral register,
 * which is what the side-by-side comparison shows.
 */
export const contentTypes = ['blog', 'email', 'social'] as const;
export type ContentType = (typeof contentTypes)[number];

export interface DraftInput {
  contentType: ContentType;
  topic: string;
  outline: string;
  /** null: the neutral draft, without the voice. */
  profile: StyleProfile | null;
  /** The draft's language (draftLanguage()); English when not given. */
  language?: Lang;
}

/** Outline points: one per line or bullet, else comma/semicolon separated. */
export function outlinePoints(outline: string): string[] {
  const byLine = outline
    .split(/\n+/)
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
  const points =
    byLine.length > 1
      ? byLine
      : outline
          .split(/[;,]\s*/)
          .map((p) => p.trim())
          .filter(Boolean);
  return points.slice(0, 8).map((p) => p.replace(/[.!?]+$/, ''));
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Writing {
  reg: Register;
  ph: Phrases;
  language: Lang;
}

/** A greeting or sign-off of the voice is used when it is in the draft's language; else the register's own. */
function writingOf(profile: StyleProfile | null, language: Lang): Writing {
  const ph = phrases[language];
  if (!profile) return { reg: ph.neutral, ph, language };
  const base =
    profile.formality === 'formal'
      ? ph.formal
      : profile.formality === 'casual'
        ? ph.casual
        : { ...ph.neutral, opener: ph.formal.opener, pointFollow: ph.formal.pointFollow };
  const greeting = profile.greeting && phraseLanguage(profile.greeting) === language ? profile.greeting : null;
  const signOff = profile.signOff && phraseLanguage(profile.signOff) === language ? profile.signOff : null;
  const noun = greeting ? ph.greetingNoun[greeting.toLowerCase()] : undefined;
  return {
    ph,
    language,
    reg: {
      ...base,
      greeting: greeting ? `${greeting}${noun ? ` ${noun}` : ''},` : base.greeting,
      signOff: signOff ? `${signOff}${ph.signOffComma ? ',' : ''}\n${ph.team}` : base.signOff,
    },
  };
}

/** Ends a sentence the way the voice does: an exclamation when that is its habit, emoji when it uses them. */
function finish(sentence: string, profile: StyleProfile | null, i: number, w: Writing): string {
  if (/\?$/.test(sentence)) return sentence;
  const bare = sentence.replace(/[\s\u202f]*[.!]+$/, '');
  const mark = profile?.exclamations && i % 2 === 0 ? w.ph.exclaim : '.';
  const emoji =
    profile?.emoji && profile.emojiExamples.length && i % 3 === 0
      ? ` ${profile.emojiExamples[(i / 3) % profile.emojiExamples.length]}`
      : '';
  return `${bare}${mark}${emoji}`;
}

/** Short-sentence voices get the point and its follow-up apart; long-sentence voices get them joined. */
function pointSentence(point: string, follow: string, profile: StyleProfile | null, i: number, w: Writing): string {
  const p = capital(point);
  if (profile?.sentenceLength === 'long') return finish(w.ph.joinLong(p, follow.replace(/[\s\u202f]*[.!?]+$/, '')), profile, i, w);
  return `${finish(p, profile, i, w)} ${finish(follow, profile, i + 1, w)}`;
}

function followFor(profile: StyleProfile | null, w: Writing, i: number): string {
  const tone = profile?.tone[i % Math.max(profile.tone.length, 1)];
  const toned = tone ? w.ph.toneFollow[tone] : undefined;
  return i % 2 === 0 && toned ? toned : w.reg.pointFollow[i % w.reg.pointFollow.length];
}

/** One sentence with the voice's favourite words, so a draft sounds like its sources. */
function vocabularyLine(profile: StyleProfile | null, w: Writing): string | null {
  const words = ownWords(profile, w);
  if (words.length < 2) return null;
  const list = words.length === 2 ? words.join(` ${w.ph.and} `) : `${words.slice(0, -1).join(', ')} ${w.ph.and} ${words.at(-1)}`;
  return w.ph.vocabulary(list);
}

/** The voice's favourite words, when its sources are in the draft's language (English words in a French post read as a mistake). */
function ownWords(profile: StyleProfile | null, w: Writing): string[] {
  if (!profile) return [];
  const sourceLanguage = detectLanguage(profile.examples.join(' '));
  return sourceLanguage && sourceLanguage !== w.language ? [] : profile.vocabulary.slice(0, 3);
}

const subjectLabel: Record<Lang, string> = { en: 'Subject:', fr: 'Objet :', de: 'Betreff:' };

function blog(input: DraftInput, w: Writing, points: string[]): string {
  const { profile } = input;
  const parts = [`# ${capital(input.topic)}`, finish(w.reg.opener(input.topic), profile, 0, w)];
  const vocab = vocabularyLine(profile, w);
  if (vocab) parts.push(vocab);
  points.forEach((p, i) => parts.push(`## ${capital(p)}`, pointSentence(p, followFor(profile, w, i), profile, i, w)));
  parts.push(`${finish(w.reg.close, profile, 0, w)} ${w.reg.cta}`);
  return parts.join('\n\n');
}

function email(input: DraftInput, w: Writing, points: string[]): string {
  const { profile } = input;
  const parts = [
    `${subjectLabel[w.language]} ${w.reg.subject(input.topic)}`,
    w.reg.greeting,
    finish(w.reg.opener(input.topic), profile, 0, w),
  ];
  if (points.length) parts.push(points.map((p) => `- ${capital(p)}`).join('\n'));
  const vocab = vocabularyLine(profile, w);
  parts.push([vocab, w.reg.cta, finish(w.reg.close, profile, 0, w)].filter(Boolean).join(' '));
  parts.push(w.reg.signOff);
  return parts.join('\n\n');
}

function social(input: DraftInput, w: Writing, points: string[]): string {
  const { profile } = input;
  const lines = [
    finish(w.reg.opener(input.topic), profile, 0, w),
    ...points
      .slice(0, 3)
      .map(
        (p, i) =>
          `${profile?.emoji && profile.emojiExamples.length ? profile.emojiExamples[i % profile.emojiExamples.length] : '•'} ${capital(p)}`,
      ),
    w.reg.cta,
  ];
  const tags = [input.topic, ...ownWords(profile, w).slice(0, 2)]
    .map(
      (t) =>
        `#${t
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .trim()
          .split(' ')
          .map(capital)
          .join('')}`,
    )
    .filter((t) => t.length > 1);
  lines.push(tags.join(' '));
  return lines.join('\n');
}

/**
 * The language a draft is written in: the topic's (and outline's) own language when it can be told
 * (a German topic typed in an English screen is meant to be German), else the user's screen
 * language sent with the request, else English.
 */
export function draftLanguage(text: string, uiLocale?: unknown): Lang {
  return detectLanguage(text) ?? (langs.includes(uiLocale as Lang) ? (uiLocale as Lang) : 'en');
}

export function writeDraft(input: DraftInput): string {
  const w = writingOf(input.profile, input.language ?? 'en');
  const points = outlinePoints(input.outline);
  if (input.contentType === 'email') return email(input, w, points);
  if (input.contentType === 'social') return social(input, w, points);
  return blog(input, w, points);
}

/** A draft as stream pieces (paragraph by paragraph), so the offline writer streams like a model. */
export function draftPieces(text: string): string[] {
  return text.split(/(?<=\n\n)/);
}

// Word edges that know accented letters ("déçu", "enttäuscht"); \b only knows ASCII.
const words = (list: string) => new RegExp(`(?<![\\p{L}])(?:${list})(?![\\p{L}])`, 'iu');
const negativeWords = words(
  'dirty|noisy|noise|rude|cold|bad|disappoint\\p{L}*|slow|broken|poor|unfriendly|smell\\p{L}*|worst|terrible|awful|late|sale|bruyante?|bruit|déçue?s?|décevante?|froide?|lente?|impolie?|schmutzig\\p{L}*|laut\\p{L}*|enttäuscht\\p{L}*|kalt\\p{L}*|unfreundlich\\p{L}*|langsam\\p{L}*|schlecht\\p{L}*',
);
const positiveWords = words(
  'great|lovely|amazing|excellent|wonderful|friendly|clean|perfect|fantastic|loved|enjoyed|super|génial\\p{L}*|parfaite?|excellente?|magnifique|charmante?|propre|adoré|toll\\p{L}*|wunderbar\\p{L}*|sauber\\p{L}*|freundlich\\p{L}*|hervorragend\\p{L}*|herrlich\\p{L}*|lecker\\p{L}*',
);
/** A review's clauses: sentences, split again where praise turns to complaint ("…, but …"). */
const clausesOf = (review: string) =>
  review
    .split(/[.!?]+|,?\s+(?:but|however|although|mais|cependant|pourtant|aber|jedoch|allerdings)\s+/iu)
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * A reply to a guest review: thanks, the praise or the complaint acknowledged, an invitation back.
 * Written in the review's language (the guest reads it), else in `fallback` (the request's).
 */
export function writeReviewReply(review: string, profile: StyleProfile | null, facts: string[] = [], fallback: Lang = 'en'): string {
  const language = detectLanguage(review) ?? fallback;
  const w = writingOf(profile, language);
  const r = w.ph.review;
  const negative = negativeWords.test(review);
  const positive = positiveWords.test(review);
  const clean = (s: string) => s.trim().replace(/^(and|but|et|mais|und|aber)\s+/i, '');
  const clauses = clausesOf(review);
  const praise = clauses.find((c) => positiveWords.test(c) && !negativeWords.test(c)) ?? clauses.find((c) => positiveWords.test(c));
  const complaint = clauses.find((c) => negativeWords.test(c) && c !== praise);
  const greeting = w.reg.greeting.replace(/ there,$/, ',');
  const parts = [finish(r.thanks, profile, 0, w)];
  if (positive && praise) parts.push(finish(r.praise(clean(praise)), profile, 1, w));
  if (negative && complaint) parts.push(r.complaint(clean(complaint)));
  if (!positive && !negative) parts.push(r.neither);
  for (const f of facts.slice(0, 2)) parts.push(f);
  parts.push(finish(negative ? r.again : r.back, profile, 2, w));
  return `${greeting}\n\n${parts.join(' ')}\n\n${w.reg.signOff}`;
}

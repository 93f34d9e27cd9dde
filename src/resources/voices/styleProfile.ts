/**
 * A brand voice's style profile: what the server derives from the voice's knowledge sources and
 * what staff may then correct. Plain data shared by the server (derivation, prompts, the offline
 * writer) and the SPA (the editable profile card).
 */
export const formalities = ['formal', 'neutral', 'casual'] as const;
export type Formality = (typeof formalities)[number];

export const sentenceLengths = ['short', 'medium', 'long'] as const;
export type SentenceLength = (typeof sentenceLengths)[number];

export const tones = ['warm', 'professional', 'enthusiastic', 'elegant', 'playful', 'calm', 'direct'] as const;
export type Tone = (typeof tones)[number];

export interface StyleProfile {
  tone: Tone[];
  formality: Formality;
  sentenceLength: SentenceLength;
  /** Mean words per sentence in the sources (0 when derived from nothing). */
  averageSentenceWords: number;
  /** Words the sources favour, most characteristic first. */
  vocabulary: string[];
  emoji: boolean;
  /** Emoji the sources use, most frequent first. */
  emojiExamples: string[];
  exclamations: boolean;
  greeting: string | null;
  signOff: string | null;
  /** A few sentences that sound most like the voice (prompt examples for a model). */
  examples: string[];
}

export const emptyProfile = (): StyleProfile => ({
  tone: [],
  formality: 'neutral',
  sentenceLength: 'medium',
  averageSentenceWords: 0,
  vocabulary: [],
  emoji: false,
  emojiExamples: [],
  exclamations: false,
  greeting: null,
  signOff: null,
  examples: [],
});

const str = (v: unknown, max: number): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
const strList = (v: unknown, maxItems: number, maxLen: number): string[] =>
  Array.isArray(v) ? [...new Set(v.map((x) => str(x, maxLen)).filter((x): x is string => !!x))].slice(0, maxItems) : [];
const oneOf = <T extends string>(v: unknown, list: readonly T[], fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);

/** Any input (a stored row, a form, a request body) as a well-formed profile: unknown keys dropped. */
export function normaliseProfile(input: unknown): StyleProfile {
  const p = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const base = emptyProfile();
  const words = Number(p.averageSentenceWords);
  return {
    tone: strList(p.tone, tones.length, 20).filter((t): t is Tone => (tones as readonly string[]).includes(t)),
    formality: oneOf(p.formality, formalities, base.formality),
    sentenceLength: oneOf(p.sentenceLength, sentenceLengths, base.sentenceLength),
    averageSentenceWords: Number.isFinite(words) && words > 0 ? Math.min(100, Math.round(words * 10) / 10) : 0,
    vocabulary: strList(p.vocabulary, 20, 40),
    emoji: p.emoji === true,
    emojiExamples: strList(p.emojiExamples, 8, 16),
    exclamations: p.exclamations === true,
    greeting: str(p.greeting, 120),
    signOff: str(p.signOff, 200),
    examples: strList(p.examples, 5, 400),
  };
}

import { contentWords } from '../ai/language.ts';
import { splitSentences } from '../ai/offline.ts';
import { emptyProfile, type Formality, type StyleProfile, type Tone } from '../../src/resources/voices/styleProfile.ts';

/**
 * Derives a style profile from sample texts of a voice (its picked documents and pages). Plain
 * counting, so it runs the same with or without a model server: sentence lengths, contractions,
 * exclamation marks, emoji, greeting and sign-off lines, and marker words of each tone.
 */

const emojiPattern = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu;

const toneMarkers: Record<Tone, string[]> = {
  warm: [
    'welcome',
    'warm',
    'warmly',
    'delighted',
    'love',
    'enjoy',
    'cosy',
    'cozy',
    'heart',
    'home',
    'family',
    'friendly',
    'care',
    'together',
  ],
  professional: [
    'service',
    'ensure',
    'provide',
    'available',
    'policy',
    'request',
    'arrangements',
    'assistance',
    'information',
    'accordingly',
    'facilities',
  ],
  enthusiastic: ['amazing', 'fantastic', 'incredible', 'exciting', 'awesome', 'best', 'wow', 'thrilled', 'unforgettable', 'wait'],
  elegant: [
    'exquisite',
    'refined',
    'luxury',
    'luxurious',
    'elegant',
    'timeless',
    'bespoke',
    'curated',
    'sophisticated',
    'finest',
    'indulge',
  ],
  playful: ['fun', 'treat', 'yum', 'yummy', 'splash', 'adventure', 'surprise', 'oops', 'hey', 'sneak'],
  calm: ['relax', 'peaceful', 'tranquil', 'serene', 'unwind', 'quiet', 'calm', 'gentle', 'slow', 'restful'],
  direct: ['must', 'required', 'note', 'only', 'before', 'after', 'check'],
};

const formalMarkers = [
  'dear',
  'kindly',
  'sincerely',
  'regards',
  'pleased',
  'furthermore',
  'therefore',
  'accordingly',
  'madam',
  'sir',
  'vous',
  'sie',
  'ihnen',
  'cordialement',
];
const casualMarkers = ['hey', 'hi', 'awesome', 'cool', 'folks', 'guys', 'gonna', 'yay', 'super', 'cheers', 'fab'];
const contraction = /\b\w+['’](?:re|ll|ve|d|m|s|t)\b/gi;

const greetingPattern =
  /^(dear|hi there|hi|hello|hey|good (?:morning|afternoon|evening)|bonjour|cher|chère|chers|liebe|lieber|hallo|guten tag)\b/i;
const signOffPattern =
  /^(warm(?:est)? regards|kind(?:est)? regards|best regards|best wishes|warm wishes|warmly|cheers|sincerely|yours sincerely|yours faithfully|all the best|see you soon|with love|bien à vous|cordialement|chaleureusement|à bientôt|mit freundlichen grüßen|herzliche grüße|viele grüße|liebe grüße|bis bald)\b/i;

/** Words every hotel text uses: they say nothing about a voice. */
const generic = new Set(
  'hotel hotels guest guests room rooms stay stays property also will can may one two day days time year new make made get like just us our your you the team back come book want need every'.split(
    ' ',
  ),
);

const lengthOf = (avg: number) => (avg === 0 ? 'medium' : avg < 12 ? 'short' : avg <= 20 ? 'medium' : 'long');

function mostFrequent(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** A greeting or sign-off as the sources write it, capitalised and without the name that follows. */
function phraseOf(line: string, pattern: RegExp): string | null {
  const m = line.trim().match(pattern);
  if (!m) return null;
  const phrase = m[1].toLowerCase();
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

export function deriveProfile(texts: string[]): StyleProfile {
  const profile = emptyProfile();
  const all = texts.join('\n\n');
  const lines = all
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  // "Open again! 🍹 Come by": the emoji ends the sentence, where splitSentences expects a capital.
  const sentences = texts.flatMap((t) =>
    splitSentences(t.replace(/([.!?…]\s*\p{Extended_Pictographic}[\uFE0F\u200D\p{Extended_Pictographic}]*)\s+/gu, '$1\n')),
  );
  if (sentences.length === 0) return profile;

  // Greeting, sign-off and signature lines are not sentences of the body: they would shorten the mean.
  const wordCounts = sentences.map((s) => s.split(/\s+/).length).filter((n) => n >= 4);
  const avg = wordCounts.length ? wordCounts.reduce((a, b) => a + b, 0) / wordCounts.length : 0;
  profile.averageSentenceWords = Math.round(avg * 10) / 10;
  profile.sentenceLength = lengthOf(avg);

  const lower = all.toLowerCase();
  const tokens = lower.match(/[\p{L}']+/gu) ?? [];
  const count = (list: string[]) => tokens.filter((t) => list.includes(t)).length;
  const perThousand = (n: number) => (n * 1000) / Math.max(tokens.length, 1);

  const emoji = all.match(emojiPattern) ?? [];
  profile.emoji = emoji.length > 0 && emoji.length >= sentences.length / 20;
  const emojiCounts = new Map<string, number>();
  for (const e of emoji) emojiCounts.set(e, (emojiCounts.get(e) ?? 0) + 1);
  profile.emojiExamples = [...emojiCounts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([e]) => e)
    .slice(0, 5);

  const exclaimed = sentences.filter((s) => /!\s*$|!\s*\p{Extended_Pictographic}/u.test(s)).length;
  profile.exclamations = exclaimed / sentences.length >= 0.1;

  // Formality: formal markers against contractions, casual words, emoji and exclamations.
  const formal = perThousand(count(formalMarkers));
  const casual = perThousand(count(casualMarkers) + (all.match(contraction)?.length ?? 0) * 0.5 + emoji.length + exclaimed * 0.5);
  const formality: Formality = formal > casual + 2 ? 'formal' : casual > formal + 6 ? 'casual' : 'neutral';
  profile.formality = formality;

  const toneScores = (Object.keys(toneMarkers) as Tone[]).map((tone) => {
    let score = perThousand(count(toneMarkers[tone]));
    if (tone === 'enthusiastic') score += (exclaimed / sentences.length) * 40;
    if (tone === 'playful') score += perThousand(emoji.length) * 0.8;
    if (tone === 'direct' && avg < 11) score += 4;
    if (tone === 'professional' && formality === 'formal') score += 3;
    return { tone, score };
  });
  profile.tone = toneScores
    .filter((t) => t.score >= 3)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((t) => t.tone);
  if (profile.tone.length === 0) profile.tone = [formality === 'formal' ? 'professional' : 'warm'];

  const freq = new Map<string, number>();
  for (const t of tokens) {
    const w = t.replace(/^'+|'+$/g, '');
    if (w.length < 4 || w.includes("'") || generic.has(w) || contentWords(w).length === 0) continue;
    freq.set(w, (freq.get(w) ?? 0) + 1);
  }
  profile.vocabulary = [...freq.entries()]
    .filter(([, n]) => n >= 2 || freq.size < 30)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 12)
    .map(([w]) => w);

  // Lines, and sentences too: extraction and chunking may join a letter's short lines into one paragraph.
  const candidates = [...lines, ...sentences].filter((l) => l.length <= 60);
  profile.greeting = mostFrequent(candidates.map((l) => phraseOf(l, greetingPattern)).filter((x): x is string => !!x));
  profile.signOff = mostFrequent(candidates.map((l) => phraseOf(l, signOffPattern)).filter((x): x is string => !!x));

  // Examples: mid-length sentences dense in the voice's own words, greetings and sign-offs left out.
  const vocab = new Set(profile.vocabulary);
  const toneWords = new Set(profile.tone.flatMap((t) => toneMarkers[t]));
  profile.examples = sentences
    .filter((s) => {
      const n = s.split(/\s+/).length;
      return n >= 6 && n <= 35 && !greetingPattern.test(s) && !signOffPattern.test(s);
    })
    .map((s, i) => {
      const ws = s.toLowerCase().match(/[\p{L}']+/gu) ?? [];
      return { s, i, score: ws.filter((w) => vocab.has(w)).length + 2 * ws.filter((w) => toneWords.has(w)).length };
    })
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, 3)
    .map((x) => x.s);
  return profile;
}

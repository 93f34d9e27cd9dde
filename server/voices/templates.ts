import type { StyleProfile } from '../../src/resources/voices/styleProfile.ts';

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
}

/** Outline points: one per line or bullet, else comma/semicolon separated. */
export function outlinePoints(outline: string): string[] {
  const byLine = outline.split(/\n+/).map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim()).filter(Boolean);
  const points = byLine.length > 1 ? byLine : outline.split(/[;,]\s*/).map((p) => p.trim()).filter(Boolean);
  return points.slice(0, 8).map((p) => p.replace(/[.!?]+$/, ''));
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

interface Register {
  opener: (topic: string) => string;
  pointLead: string[];
  pointFollow: string[];
  close: string;
  cta: string;
  greeting: string;
  signOff: string;
  subject: (topic: string) => string;
}

const neutral: Register = {
  opener: (t) => `Here is an update on ${lowerFirst(t)}: what it is and what it means for your stay.`,
  pointLead: ['', '', ''],
  pointFollow: ['Details are available from the front desk.', 'This applies for the whole period.', 'Ask the team if you have any questions.'],
  close: 'We look forward to seeing you.',
  cta: 'Contact the hotel to book or to find out more.',
  greeting: 'Hello,',
  signOff: 'Regards,\nThe hotel team',
  subject: (t) => capital(t),
};

const formal: Register = {
  opener: (t) => `We are pleased to share ${lowerFirst(t)} with you, and the details below set out what you may expect.`,
  pointLead: ['', '', ''],
  pointFollow: ['Our team will be delighted to make the necessary arrangements.', 'Every detail has been considered for your comfort.', 'Kindly let us know of any particular request.'],
  close: 'It will be our pleasure to welcome you.',
  cta: 'Our reservations team will gladly assist you with your booking.',
  greeting: 'Dear guest,',
  signOff: 'Kind regards,\nThe hotel team',
  subject: (t) => `${capital(t)}: an invitation`,
};

const casual: Register = {
  opener: (t) => `Guess what? ${capital(t)} is here, and we can't wait to tell you all about it.`,
  pointLead: ['', '', ''],
  pointFollow: ["You're going to love this one.", "It's the little things that count.", 'Just ask us and we’ll sort it.'],
  close: "Can't wait to see you!",
  cta: 'Grab your spot now: message us or book online.',
  greeting: 'Hi there,',
  signOff: 'Cheers,\nThe team',
  subject: (t) => `${capital(t)} is here`,
};

const toneFollow: Partial<Record<StyleProfile['tone'][number], string>> = {
  warm: 'It is one of the touches we love sharing with our guests.',
  elegant: 'A refined detail, thoughtfully prepared for you.',
  calm: 'Take your time, slow down and simply enjoy it.',
  enthusiastic: 'It really is something special',
  playful: 'Go on, treat yourself',
  direct: 'Plan ahead: it is popular.',
  professional: 'Our team will make sure everything is ready for you.',
};

function registerOf(profile: StyleProfile | null): Register {
  if (!profile) return neutral;
  const base = profile.formality === 'formal' ? formal : profile.formality === 'casual' ? casual : { ...neutral, opener: formal.opener, pointFollow: formal.pointFollow };
  return {
    ...base,
    greeting: profile.greeting ? `${profile.greeting}${/^(dear|cher|chère|liebe|lieber)$/i.test(profile.greeting) ? ' guest' : ''},` : base.greeting,
    signOff: profile.signOff ? `${profile.signOff},\nThe hotel team` : base.signOff,
  };
}

/** Ends a sentence the way the voice does: an exclamation when that is its habit, emoji when it uses them. */
function finish(sentence: string, profile: StyleProfile | null, i: number): string {
  if (/\?$/.test(sentence)) return sentence;
  const bare = sentence.replace(/[.!]+$/, '');
  const mark = profile?.exclamations && i % 2 === 0 ? '!' : '.';
  const emoji = profile?.emoji && profile.emojiExamples.length && i % 3 === 0 ? ` ${profile.emojiExamples[(i / 3) % profile.emojiExamples.length]}` : '';
  return `${bare}${mark}${emoji}`;
}

/** Short-sentence voices get the point and its follow-up apart; long-sentence voices get them joined. */
function pointSentence(point: string, follow: string, profile: StyleProfile | null, i: number): string {
  const p = capital(point);
  if (profile?.sentenceLength === 'long') return finish(`${p}, and ${lowerFirst(follow.replace(/[.!?]+$/, ''))}`, profile, i);
  return `${finish(p, profile, i)} ${finish(follow, profile, i + 1)}`;
}

function followFor(profile: StyleProfile | null, reg: Register, i: number): string {
  const tone = profile?.tone[i % Math.max(profile.tone.length, 1)];
  const toned = tone ? toneFollow[tone] : undefined;
  return i % 2 === 0 && toned ? toned : reg.pointFollow[i % reg.pointFollow.length];
}

/** One sentence with the voice's favourite words, so a draft sounds like its sources. */
function vocabularyLine(profile: StyleProfile | null): string | null {
  const words = profile?.vocabulary.slice(0, 3) ?? [];
  if (words.length < 2) return null;
  const list = words.length === 2 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return `Think ${list}: everything you know us for.`;
}

function blog(input: DraftInput, reg: Register, points: string[]): string {
  const { profile } = input;
  const parts = [`# ${capital(input.topic)}`, finish(reg.opener(input.topic), profile, 0)];
  const vocab = vocabularyLine(profile);
  if (vocab) parts.push(vocab);
  points.forEach((p, i) => parts.push(`## ${capital(p)}`, pointSentence(p, followFor(profile, reg, i), profile, i)));
  parts.push(`${finish(reg.close, profile, 0)} ${reg.cta}`);
  return parts.join('\n\n');
}

function email(input: DraftInput, reg: Register, points: string[]): string {
  const { profile } = input;
  const parts = [`Subject: ${reg.subject(input.topic)}`, reg.greeting, finish(reg.opener(input.topic), profile, 0)];
  if (points.length) parts.push(points.map((p) => `- ${capital(p)}`).join('\n'));
  const vocab = vocabularyLine(profile);
  parts.push([vocab, reg.cta, finish(reg.close, profile, 0)].filter(Boolean).join(' '));
  parts.push(reg.signOff);
  return parts.join('\n\n');
}

function social(input: DraftInput, reg: Register, points: string[]): string {
  const { profile } = input;
  const lines = [finish(reg.opener(input.topic), profile, 0), ...points.slice(0, 3).map((p, i) => `${profile?.emoji && profile.emojiExamples.length ? profile.emojiExamples[i % profile.emojiExamples.length] : '•'} ${capital(p)}`), reg.cta];
  const tags = [input.topic, ...(profile?.vocabulary.slice(0, 2) ?? [])].map((t) => `#${t.replace(/[^\p{L}\p{N}]+/gu, ' ').trim().split(' ').map(capital).join('')}`).filter((t) => t.length > 1);
  lines.push(tags.join(' '));
  return lines.join('\n');
}

export function writeDraft(input: DraftInput): string {
  const reg = registerOf(input.profile);
  const points = outlinePoints(input.outline);
  if (input.contentType === 'email') return email(input, reg, points);
  if (input.contentType === 'social') return social(input, reg, points);
  return blog(input, reg, points);
}

/** A draft as stream pieces (paragraph by paragraph), so the offline writer streams like a model. */
export function draftPieces(text: string): string[] {
  return text.split(/(?<=\n\n)/);
}

const negativeWords = /\b(dirty|noisy|noise|rude|cold|bad|disappoint\w*|slow|broken|poor|unfriendly|smell\w*|worst|terrible|awful|late|sale|bruyant|déçu\w*|froid|schmutzig|laut|enttäuscht|kalt|unfreundlich)\b/i;
const positiveWords = /\b(great|lovely|amazing|excellent|wonderful|friendly|clean|perfect|fantastic|loved|enjoyed|super|génial|parfait|excellent|toll|wunderbar|sauber|freundlich)\b/i;

/** A reply to a guest review: thanks, the praise or the complaint acknowledged, an invitation back. */
export function writeReviewReply(review: string, profile: StyleProfile | null, facts: string[] = []): string {
  const reg = registerOf(profile);
  const negative = negativeWords.test(review);
  const positive = positiveWords.test(review);
  const praise = review.match(new RegExp(`[^.!?]*${positiveWords.source}[^.!?]*`, 'i'))?.[0].trim();
  const complaint = review.match(new RegExp(`[^.!?]*${negativeWords.source}[^.!?]*`, 'i'))?.[0].trim();
  const parts = [reg.greeting.replace(/ there,$/, ',')];
  parts.push(finish('Thank you for taking the time to share your review', profile, 0));
  if (positive && praise) parts.push(finish(`We are delighted to read that ${lowerFirst(praise.replace(/^(and|but)\s+/i, ''))}`, profile, 1));
  if (negative && complaint) {
    parts.push(`We are sorry to hear that ${lowerFirst(complaint.replace(/^(and|but)\s+/i, ''))}. We have shared your comments with the team so that we can put this right.`);
  }
  if (!positive && !negative) parts.push('Your feedback helps us make every stay better.');
  for (const f of facts.slice(0, 2)) parts.push(f);
  parts.push(finish(negative ? 'We would be glad to welcome you again and show you a better stay' : 'We look forward to welcoming you back', profile, 2));
  return `${parts.join(' ').replace(/^(\S+,) /, '$1\n\n')}\n\n${reg.signOff}`;
}

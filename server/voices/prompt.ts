import { languageName, type Lang } from '../ai/language.ts';
import type { GenerateRequest } from '../ai/types.ts';
import type { StyleProfile } from '../../src/resources/voices/styleProfile.ts';
import type { ContentType } from './templates.ts';

const typeName: Record<ContentType, string> = {
  blog: 'a blog post (Markdown, with a title and short sections)',
  email: 'a marketing email (with a Subject line)',
  social: 'a social media post (short, with hashtags)',
};

/** The profile as instructions a model can follow. */
export function describeProfile(p: StyleProfile): string {
  const lines = [
    p.tone.length ? `Tone: ${p.tone.join(', ')}.` : '',
    `Formality: ${p.formality}.`,
    `Sentences: ${p.sentenceLength}${p.averageSentenceWords ? ` (about ${p.averageSentenceWords} words on average)` : ''}.`,
    p.vocabulary.length ? `Favour these words where they fit: ${p.vocabulary.join(', ')}.` : '',
    p.emoji ? `Uses emoji${p.emojiExamples.length ? ` such as ${p.emojiExamples.join(' ')}` : ''}.` : 'Uses no emoji.',
    p.exclamations ? 'Uses exclamation marks readily.' : 'Uses exclamation marks sparingly.',
    p.greeting ? `Greets with "${p.greeting}".` : '',
    p.signOff ? `Signs off with "${p.signOff}".` : '',
  ];
  const examples = p.examples.length ? `\nExamples of the voice:\n${p.examples.map((e) => `- ${e}`).join('\n')}` : '';
  return lines.filter(Boolean).join('\n') + examples;
}

/** One preview request: with the voice (profile + examples in the system prompt) or without it. */
export function previewRequest(input: {
  contentType: ContentType;
  topic: string;
  outline: string;
  language?: Lang;
  voice: { name: string; description: string | null; profile: StyleProfile } | null;
}): GenerateRequest {
  const base = `You write content for a hotel. Write ${typeName[input.contentType]} in ${languageName[input.language ?? 'en']}. Use only the topic and outline given; do not invent prices, dates or facts. Reply with the content only.`;
  const system = input.voice
    ? `${base}\nWrite in the brand voice "${input.voice.name}".${input.voice.description ? ` ${input.voice.description}` : ''}\n${describeProfile(input.voice.profile)}`
    : `${base}\nWrite in a plain, neutral register with no particular brand voice.`;
  return {
    system,
    messages: [{ role: 'user', content: `Topic: ${input.topic}\nOutline:\n${input.outline || '(none)'}` }],
    temperature: 0.7,
    maxTokens: 900,
  };
}

import { badRequest, idParam, json, notFound, sse, unauthorized, type PathItem } from '../http/openapi-parts.ts';

const profile = {
  type: 'object',
  properties: {
    tone: { type: 'array', items: { enum: ['warm', 'professional', 'enthusiastic', 'elegant', 'playful', 'calm', 'direct'] } },
    formality: { enum: ['formal', 'neutral', 'casual'] },
    sentenceLength: { enum: ['short', 'medium', 'long'] },
    averageSentenceWords: { type: 'number' },
    vocabulary: { type: 'array', items: { type: 'string' } },
    emoji: { type: 'boolean' },
    emojiExamples: { type: 'array', items: { type: 'string' } },
    exclamations: { type: 'boolean' },
    greeting: { type: ['string', 'null'] },
    signOff: { type: ['string', 'null'] },
    examples: { type: 'array', items: { type: 'string' } },
  },
};
const source = {
  type: 'object',
  properties: { type: { enum: ['document', 'integration'] }, id: { type: 'string' }, name: { type: 'string' } },
  required: ['type', 'id'],
};

/** OpenAPI of the brand-voice routes (server/voices/routes.ts). */
export function voicePaths(): Record<string, PathItem> {
  return {
    '/voices/sources': {
      get: {
        tags: ['voices'],
        operationId: 'voiceSources',
        summary: "The property's documents and connections a voice may learn from (Knowledge tab)",
        parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
        responses: {
          200: {
            description: 'Matching sources',
            content: json({ type: 'object', properties: { data: { type: 'array', items: source } } }),
          },
          401: unauthorized,
        },
      },
    },
    '/voices/profile': {
      post: {
        tags: ['voices'],
        operationId: 'voiceProfile',
        summary: 'The style profile the picked sources show, before the voice is saved',
        requestBody: {
          required: true,
          content: json({ type: 'object', properties: { knowledgeSources: { type: 'array', items: source } } }),
        },
        responses: {
          200: {
            description: 'Sources (of this property only) and their profile',
            content: json({ type: 'object', properties: { knowledgeSources: { type: 'array', items: source }, styleProfile: profile } }),
          },
          401: unauthorized,
        },
      },
    },
    '/voices/{id}/preview': {
      post: {
        tags: ['voices'],
        operationId: 'voicePreview',
        summary: 'The same content written without and with the voice, streamed side by side',
        parameters: [idParam],
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            properties: {
              contentType: { enum: ['blog', 'email', 'social'] },
              topic: { type: 'string', maxLength: 300 },
              outline: { type: 'string', maxLength: 4000 },
              locale: {
                enum: ['en', 'fr', 'de'],
                description: "The screen's language: the drafts are written in the topic's language, else in this one",
              },
            },
            required: ['contentType', 'topic'],
          }),
        },
        responses: {
          200: sse('`delta` ({side: plain|voice, text}), `done` ({provider, model}), `error` ({message})'),
          400: badRequest,
          401: unauthorized,
          404: notFound,
        },
      },
    },
  };
}

import { badRequest, errorResponse, idParam, json, notFound, type PathItem } from '../http/openapi-parts.ts';

const citation = {
  type: 'object',
  properties: { n: { type: 'integer' }, title: { type: 'string' }, source: { type: 'string' }, url: { type: ['string', 'null'] } },
};

/** OpenAPI of the public chatbot routes (server/chatbot/routes.ts). */
export function chatbotPaths(): Record<string, PathItem> {
  return {
    '/public/chatbots/{id}': {
      get: {
        security: [],
        tags: ['chatbots'],
        operationId: 'publicChatbot',
        summary: "A chatbot's name, welcome and colours, for the widget (no sign-in)",
        parameters: [idParam],
        responses: {
          200: {
            description: 'The chatbot',
            content: json({
              type: 'object',
              properties: {
                id: { type: 'string' },
                name: { type: 'string' },
                welcome: { type: ['string', 'null'] },
                primaryColor: { type: 'string' },
                textColor: { type: 'string' },
              },
            }),
          },
          403: errorResponse('Disabled (code chatbot_disabled)'),
          404: notFound,
        },
      },
    },
    '/public/chatbots/{id}/messages': {
      post: {
        security: [],
        tags: ['chatbots'],
        operationId: 'askChatbot',
        summary: "A guest's question, answered only from published FAQs and sources open to guests, in the guest's language",
        description:
          'The body may be sent as text/plain (JSON text) so that a widget on any site posts without a CORS preflight. Rate-limited per visitor, per address and per chatbot.',
        parameters: [idParam],
        requestBody: {
          required: true,
          content: {
            ...json({
              type: 'object',
              properties: { message: { type: 'string', maxLength: 1000 }, visitorId: { type: 'string', pattern: '^[\\w-]{8,64}$' } },
              required: ['message'],
            }),
            'text/plain': { schema: { type: 'string' } },
          },
        },
        responses: {
          200: {
            description: 'The answer and its citations',
            content: json({
              type: 'object',
              properties: {
                answer: { type: 'string' },
                sources: { type: 'array', items: citation },
                language: { enum: ['en', 'fr', 'de'] },
              },
            }),
          },
          400: badRequest,
          403: errorResponse('Disabled (code chatbot_disabled)'),
          404: notFound,
          429: errorResponse('Too many questions (code rate_limited); see Retry-After'),
        },
      },
    },
  };
}

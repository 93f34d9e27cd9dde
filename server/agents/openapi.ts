/** OpenAPI descriptions of the brand-voice, agent and public chatbot routes (merged in server/openapi.ts). */
type Op = Record<string, unknown>;
const json = (schema: unknown) => ({ 'application/json': { schema } });
const sse = (events: string) => ({ description: `Server-sent events: ${events}`, content: { 'text/event-stream': { schema: { type: 'string' } } } });
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const bad = { $ref: '#/components/responses/BadRequest' };
const unauth = { $ref: '#/components/responses/Unauthorized' };
const missing = { $ref: '#/components/responses/NotFound' };
const err = (description: string) => ({ description, content: json({ $ref: '#/components/schemas/Error' }) });

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
const source = { type: 'object', properties: { type: { enum: ['document', 'integration'] }, id: { type: 'string' }, name: { type: 'string' } }, required: ['type', 'id'] };
const conversation = { type: 'object', properties: { id: { type: 'string' }, agent: { enum: ['operations', 'marketing', 'customer-service'] }, title: { type: 'string' }, createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' } } };
const citation = { type: 'object', properties: { n: { type: 'integer' }, title: { type: 'string' }, source: { type: 'string' }, url: { type: ['string', 'null'] } } };

export function voiceAgentPaths(): Record<string, Record<string, Op>> {
  return {
    '/voices/sources': {
      get: {
        tags: ['voices'],
        operationId: 'voiceSources',
        summary: "The property's documents and connections a voice may learn from (Knowledge tab)",
        parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
        responses: { 200: { description: 'Matching sources', content: json({ type: 'object', properties: { data: { type: 'array', items: source } } }) }, 401: unauth },
      },
    },
    '/voices/profile': {
      post: {
        tags: ['voices'],
        operationId: 'voiceProfile',
        summary: 'The style profile the picked sources show, before the voice is saved',
        requestBody: { required: true, content: json({ type: 'object', properties: { knowledgeSources: { type: 'array', items: source } } }) },
        responses: { 200: { description: 'Sources (of this property only) and their profile', content: json({ type: 'object', properties: { knowledgeSources: { type: 'array', items: source }, styleProfile: profile } }) }, 401: unauth },
      },
    },
    '/voices/{id}/preview': {
      post: {
        tags: ['voices'],
        operationId: 'voicePreview',
        summary: 'The same content written without and with the voice, streamed side by side',
        parameters: [idParam],
        requestBody: { required: true, content: json({ type: 'object', properties: { contentType: { enum: ['blog', 'email', 'social'] }, topic: { type: 'string', maxLength: 300 }, outline: { type: 'string', maxLength: 4000 } }, required: ['contentType', 'topic'] }) },
        responses: { 200: sse('`delta` ({side: plain|voice, text}), `done` ({provider, model}), `error` ({message})'), 400: bad, 401: unauth, 404: missing },
      },
    },
    '/agents/conversations': {
      get: {
        tags: ['agents'],
        operationId: 'listConversations',
        summary: "The signed-in user's conversations in this property, newest first",
        parameters: [{ name: 'agent', in: 'query', schema: { enum: ['operations', 'marketing', 'customer-service'] } }],
        responses: { 200: { description: 'Conversations', content: json({ type: 'object', properties: { data: { type: 'array', items: conversation } } }) }, 400: bad, 401: unauth },
      },
      post: {
        tags: ['agents'],
        operationId: 'createConversation',
        summary: 'Start a conversation with an agent',
        requestBody: { required: true, content: json({ type: 'object', properties: { agent: { enum: ['operations', 'marketing', 'customer-service'] }, title: { type: 'string' } }, required: ['agent'] }) },
        responses: { 201: { description: 'The conversation', content: json(conversation) }, 400: bad, 401: unauth },
      },
    },
    '/agents/conversations/{id}': {
      get: { tags: ['agents'], operationId: 'getConversation', summary: 'A conversation with its messages (and their sources) and files', parameters: [idParam], responses: { 200: { description: 'The conversation', content: json(conversation) }, 401: unauth, 404: missing } },
      put: { tags: ['agents'], operationId: 'renameConversation', summary: 'Rename a conversation', parameters: [idParam], requestBody: { required: true, content: json({ type: 'object', properties: { title: { type: 'string', maxLength: 200 } }, required: ['title'] }) }, responses: { 200: { description: 'Renamed', content: json(conversation) }, 400: bad, 401: unauth, 404: missing } },
      delete: { tags: ['agents'], operationId: 'deleteConversation', summary: 'Delete a conversation, its messages and files', parameters: [idParam], responses: { 200: { description: 'Deleted', content: json({ type: 'object', properties: { id: { type: 'string' } } }) }, 401: unauth, 404: missing } },
    },
    '/agents/conversations/{id}/messages': {
      post: {
        tags: ['agents'],
        operationId: 'sendMessage',
        summary: "Send a message; the agent's grounded, cited answer streams back and is stored",
        parameters: [idParam],
        requestBody: { required: true, content: json({ type: 'object', properties: { content: { type: 'string', maxLength: 4000 }, voiceId: { type: 'string', description: 'Marketing: the brand voice to write in' } }, required: ['content'] }) },
        responses: { 200: sse('`sources` (numbered passages), `delta` ({text}), `done` ({provider, model, messageId, voice}), `error` ({message})'), 400: bad, 401: unauth, 404: missing },
      },
    },
    '/agents/conversations/{id}/files': {
      post: {
        tags: ['agents'],
        operationId: 'uploadToConversation',
        summary: 'Add a document to the conversation: its text answers this conversation only',
        parameters: [idParam],
        requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } } } },
        responses: { 201: { description: 'Added', content: json({ type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, chars: { type: 'integer' } } }) }, 400: bad, 401: unauth, 404: missing, 413: err('File too large') },
      },
    },
    '/public/chatbots/{id}': {
      get: {
        security: [],
        tags: ['chatbots'],
        operationId: 'publicChatbot',
        summary: "A chatbot's name, welcome and colours, for the widget (no sign-in)",
        parameters: [idParam],
        responses: { 200: { description: 'The chatbot', content: json({ type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, welcome: { type: ['string', 'null'] }, primaryColor: { type: 'string' }, textColor: { type: 'string' } } }) }, 403: err('Disabled (code chatbot_disabled)'), 404: missing },
      },
    },
    '/public/chatbots/{id}/messages': {
      post: {
        security: [],
        tags: ['chatbots'],
        operationId: 'askChatbot',
        summary: "A guest's question, answered only from published FAQs and sources open to guests, in the guest's language",
        description: 'The body may be sent as text/plain (JSON text) so that a widget on any site posts without a CORS preflight. Rate-limited per visitor, per address and per chatbot.',
        parameters: [idParam],
        requestBody: { required: true, content: { ...json({ type: 'object', properties: { message: { type: 'string', maxLength: 1000 }, visitorId: { type: 'string', pattern: '^[\\w-]{8,64}$' } }, required: ['message'] }), 'text/plain': { schema: { type: 'string' } } } },
        responses: {
          200: { description: 'The answer and its citations', content: json({ type: 'object', properties: { answer: { type: 'string' }, sources: { type: 'array', items: citation }, language: { enum: ['en', 'fr', 'de'] } } }) },
          400: bad,
          403: err('Disabled (code chatbot_disabled)'),
          404: missing,
          429: err('Too many questions (code rate_limited); see Retry-After'),
        },
      },
    },
  };
}

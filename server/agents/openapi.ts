import { badRequest, errorResponse, idParam, json, notFound, sse, unauthorized, type PathItem } from '../http/openapi-parts.ts';

const conversation = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    agent: { enum: ['operations', 'marketing', 'customer-service'] },
    title: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};

/** OpenAPI of the agent routes (server/agents/routes.ts). */
export function agentPaths(): Record<string, PathItem> {
  return {
    '/agents/conversations': {
      get: {
        tags: ['agents'],
        operationId: 'listConversations',
        summary: "The signed-in user's conversations in this property, newest first",
        parameters: [{ name: 'agent', in: 'query', schema: { enum: ['operations', 'marketing', 'customer-service'] } }],
        responses: {
          200: {
            description: 'Conversations',
            content: json({ type: 'object', properties: { data: { type: 'array', items: conversation } } }),
          },
          400: badRequest,
          401: unauthorized,
        },
      },
      post: {
        tags: ['agents'],
        operationId: 'createConversation',
        summary: 'Start a conversation with an agent',
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            properties: { agent: { enum: ['operations', 'marketing', 'customer-service'] }, title: { type: 'string' } },
            required: ['agent'],
          }),
        },
        responses: { 201: { description: 'The conversation', content: json(conversation) }, 400: badRequest, 401: unauthorized },
      },
    },
    '/agents/conversations/{id}': {
      get: {
        tags: ['agents'],
        operationId: 'getConversation',
        summary: 'A conversation with its messages (and their sources) and files',
        parameters: [idParam],
        responses: { 200: { description: 'The conversation', content: json(conversation) }, 401: unauthorized, 404: notFound },
      },
      put: {
        tags: ['agents'],
        operationId: 'renameConversation',
        summary: 'Rename a conversation',
        parameters: [idParam],
        requestBody: {
          required: true,
          content: json({ type: 'object', properties: { title: { type: 'string', maxLength: 200 } }, required: ['title'] }),
        },
        responses: { 200: { description: 'Renamed', content: json(conversation) }, 400: badRequest, 401: unauthorized, 404: notFound },
      },
      delete: {
        tags: ['agents'],
        operationId: 'deleteConversation',
        summary: 'Delete a conversation, its messages and files',
        parameters: [idParam],
        responses: {
          200: { description: 'Deleted', content: json({ type: 'object', properties: { id: { type: 'string' } } }) },
          401: unauthorized,
          404: notFound,
        },
      },
    },
    '/agents/conversations/{id}/messages': {
      post: {
        tags: ['agents'],
        operationId: 'sendMessage',
        summary: "Send a message; the agent's grounded, cited answer streams back and is stored",
        parameters: [idParam],
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            properties: {
              content: { type: 'string', maxLength: 4000 },
              voiceId: { type: 'string', description: 'Marketing: the brand voice to write in' },
              locale: {
                enum: ['en', 'fr', 'de'],
                description: "The screen's language: answers and drafts follow the message's language, else this one",
              },
            },
            required: ['content'],
          }),
        },
        responses: {
          200: sse('`sources` (numbered passages), `delta` ({text}), `done` ({provider, model, messageId, voice}), `error` ({message})'),
          400: badRequest,
          401: unauthorized,
          404: notFound,
        },
      },
    },
    '/agents/conversations/{id}/files': {
      post: {
        tags: ['agents'],
        operationId: 'uploadToConversation',
        summary: 'Add a document to the conversation: its text answers this conversation only',
        parameters: [idParam],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
            },
          },
        },
        responses: {
          201: {
            description: 'Added',
            content: json({ type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, chars: { type: 'integer' } } }),
          },
          400: badRequest,
          401: unauthorized,
          404: notFound,
          413: errorResponse('File too large'),
        },
      },
    },
  };
}

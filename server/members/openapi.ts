import { errorResponse, json, unauthorized, type PathItem } from '../http/openapi-parts.ts';

/** OpenAPI of GET /members/me (server/members/routes.ts); the rest of /members is derived from the declaration. */
export function memberPaths(): Record<string, PathItem> {
  return {
    '/members/me': {
      get: {
        tags: ['members'],
        operationId: 'myMembership',
        summary: 'The signed-in member’s role in the token’s property',
        responses: {
          200: {
            description: 'The membership',
            content: json({
              type: 'object',
              properties: { id: { type: 'string' }, userId: { type: 'string' }, role: { enum: ['staff', 'admin'] } },
            }),
          },
          401: unauthorized,
          403: errorResponse('Not a member of the token’s property'),
        },
      },
    },
  };
}

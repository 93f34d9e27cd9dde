import { errorResponse, json, publicOp, unauthorized, type PathItem } from '../http/openapi-parts.ts';

const user = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    picture: { type: 'string' },
    initials: { type: 'string' },
  },
};
const property = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } }, required: ['id', 'name'] };

/** OpenAPI of POST /authentication/token and GET /me (server/auth/routes.ts). */
export function authPaths(): Record<string, PathItem> {
  return {
    '/authentication/token': {
      post: {
        ...publicOp,
        tags: ['platform'],
        operationId: 'exchangeToken',
        summary: "Exchange the identity provider's access token for the product token",
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            properties: { accessToken: { type: 'string' }, mfdPropertyId: { type: 'string' } },
            required: ['accessToken'],
          }),
        },
        responses: {
          200: {
            description: 'The signed-in user object; its accessToken is the product token (Bearer)',
            content: json({
              type: 'object',
              properties: {
                accessToken: { type: 'string' },
                expiresAt: { type: 'string', format: 'date-time' },
                user,
                property,
                properties: { type: 'array', items: property },
              },
              required: ['accessToken'],
            }),
          },
          401: unauthorized,
          403: errorResponse('Unknown property, or not a member of it'),
          429: errorResponse('Too many sign-in attempts; see Retry-After'),
        },
      },
    },
    '/me': {
      get: {
        tags: ['platform'],
        operationId: 'me',
        summary: 'The signed-in user, the token’s property and every property they may switch to',
        description: 'Checks the product token itself and re-checks the membership, which a long-lived token may have outlived.',
        responses: {
          200: {
            description: 'The user and properties',
            content: json({
              type: 'object',
              properties: { user, property, properties: { type: 'array', items: property } },
              required: ['user', 'property', 'properties'],
            }),
          },
          401: unauthorized,
          403: errorResponse('No longer a member of the token’s property'),
        },
      },
    },
  };
}

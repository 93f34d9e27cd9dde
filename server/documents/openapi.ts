import type { ResourceDeclaration } from '../../src/resources/types.ts';
import { badRequest, errorResponse, idParam, json, publicOp, ref, unauthorized, type PathItem } from '../http/openapi-parts.ts';

/** Documents are created by upload, not by a JSON body (DESIGN.md contract): this replaces the generated POST. */
const upload = {
  tags: ['documents'],
  operationId: 'uploadDocuments',
  summary: 'Upload one or more documents',
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { file: { type: 'array', items: { type: 'string', format: 'binary' } }, access: { enum: ['staff', 'public'] } },
          required: ['file'],
        },
      },
    },
  },
  responses: {
    201: { description: 'The created record(s)', content: json({ anyOf: [ref('Documents'), { type: 'array', items: ref('Documents') }] }) },
    400: badRequest,
    401: unauthorized,
    413: errorResponse('File too large'),
    415: errorResponse('Unsupported, empty or unreadable file (the failed record is in the answer)'),
  },
};

/** Signed file links (issue 7): the product token never goes in a URL. */
const link = {
  tags: ['documents'],
  summary: 'A link to the original file, signed for this document and property, valid 60 seconds',
  parameters: [idParam],
  responses: {
    200: {
      description: 'The link',
      content: json({
        type: 'object',
        properties: { url: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
        required: ['url', 'expiresAt'],
      }),
    },
    401: unauthorized,
    404: errorResponse('No such document (with a file) in this property'),
  },
};

/** OpenAPI of the upload and file routes (server/documents/routes.ts, file-url.ts); only with the documents resource. */
export function documentPaths(decls: readonly ResourceDeclaration[]): Record<string, PathItem> {
  if (!decls.some((d) => d.name === 'documents')) return {};
  return {
    '/documents': { post: upload },
    '/documents/{id}/file-url': { get: { ...link, operationId: 'documentFileUrl' }, post: { ...link, operationId: 'documentFileUrlPost' } },
    '/documents/{id}/file': {
      get: {
        ...publicOp,
        tags: ['documents'],
        operationId: 'documentFile',
        summary: 'The original file, through a signed link from /documents/{id}/file-url only (no Authorization header)',
        parameters: [
          idParam,
          ...['pid', 'expires', 'sig'].map((name) => ({ name, in: 'query', required: true, schema: { type: 'string' } })),
        ],
        responses: {
          200: { description: 'The file' },
          401: errorResponse('Missing or wrong signature'),
          403: errorResponse('The link has expired'),
          404: errorResponse('No such file'),
        },
      },
    },
  };
}

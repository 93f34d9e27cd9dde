/** Small builders the features' OpenAPI descriptions share (paths are plain JSON Schema / OpenAPI 3.1 data). */
export type PathItem = Record<string, unknown>;

export const json = (schema: unknown) => ({ 'application/json': { schema } });
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const errorResponse = (description: string) => ({ description, content: json(ref('Error')) });
/** A streamed answer; `events` names the events it sends. */
export const sse = (events: string) => ({
  description: `Server-sent events: ${events}`,
  content: { 'text/event-stream': { schema: { type: 'string' } } },
});
/** Spread into an operation that needs no product token. */
export const publicOp = { security: [] as unknown[] };
export const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
export const badRequest = { $ref: '#/components/responses/BadRequest' };
export const unauthorized = { $ref: '#/components/responses/Unauthorized' };
export const notFound = { $ref: '#/components/responses/NotFound' };

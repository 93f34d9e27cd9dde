import type { FieldDeclaration, ResourceDeclaration } from '../../src/resources/types.ts';
import { fieldLabel } from './messages.ts';
import { compileResource } from './model.ts';
import { filterSpecs, maxPageSize, searchableColumns, sortableSources } from './query.ts';
import { sampleInput } from './samples.ts';

/** A JSON Schema (OpenAPI 3.1 uses JSON Schema 2020-12) — plain data. */
export type Schema = Record<string, unknown>;
export type PathItem = Record<string, unknown>;

export const pascal = (name: string) => name.replace(/(^|[-_])([a-z])/g, (_, __, ch: string) => ch.toUpperCase());

export function fieldJsonSchema(f: FieldDeclaration, resource = ''): Schema {
  const base = ((): Schema => {
    switch (f.kind) {
      case 'text':
      case 'longText':
        return { type: 'string', ...(f.maxLength ? { maxLength: f.maxLength } : {}) };
      case 'url':
        return { type: 'string', format: 'uri', ...(f.maxLength ? { maxLength: f.maxLength } : {}) };
      case 'enum':
        return { type: 'string', enum: [...(f.choices ?? [])] };
      case 'boolean':
        return { type: 'boolean' };
      case 'date':
        return { type: 'string', format: 'date-time' };
      case 'number':
        return { type: 'number', ...(f.min !== undefined ? { minimum: f.min } : {}), ...(f.max !== undefined ? { maximum: f.max } : {}) };
      case 'tags':
        return {
          type: 'array',
          uniqueItems: true,
          items: f.choices?.length ? { type: 'string', enum: [...f.choices] } : { type: 'string' },
        };
      case 'reference':
        return { type: 'string', description: `Id of a ${f.reference} record of the same property` };
      case 'json':
      case 'file':
        return { description: f.kind === 'file' ? 'Stored file metadata, set by the server' : 'JSON value' };
    }
  })();
  const notes = [
    f.readOnly && 'Set by the server; ignored in request bodies.',
    f.createOnly && 'Accepted on create; an update may only repeat the current value.',
    f.searchable && 'Searched by the `q` filter.',
  ].filter(Boolean);
  // Null is a possible value only where neither `required` nor a default rules it out.
  const nullable = !f.required && f.default === undefined && typeof base.type === 'string';
  return {
    ...base,
    ...(nullable ? { type: [base.type, 'null'] } : {}),
    ...(nullable && base.enum ? { enum: [...(base.enum as unknown[]), null] } : {}),
    ...(f.default !== undefined ? { default: f.default } : {}),
    ...(f.readOnly ? { readOnly: true } : {}),
    ...(notes.length ? { description: [base.description, ...notes].filter(Boolean).join(' ') } : {}),
    title: fieldLabel(resource, f.source),
  };
}

const systemProperties: Record<string, Schema> = {
  id: { type: 'string', readOnly: true },
  createdAt: { type: 'string', format: 'date-time', readOnly: true },
  updatedAt: { type: 'string', format: 'date-time', readOnly: true },
};

/** Record, create body and update body of one resource. */
export function resourceSchemas(decl: ResourceDeclaration): Record<string, Schema> {
  const name = pascal(decl.name);
  const props = (fields: readonly FieldDeclaration[]) => Object.fromEntries(fields.map((f) => [f.source, fieldJsonSchema(f, decl.name)]));
  const writable = decl.fields.filter((f) => !f.readOnly);
  return {
    [name]: {
      type: 'object',
      properties: {
        id: systemProperties.id,
        ...props(decl.fields),
        createdAt: systemProperties.createdAt,
        updatedAt: systemProperties.updatedAt,
      },
      required: ['id', ...decl.fields.map((f) => f.source), 'createdAt', 'updatedAt'],
    },
    [`${name}Create`]: {
      type: 'object',
      description: 'Unknown keys and read-only fields are ignored.',
      properties: props(writable),
      required: writable.filter((f) => f.required).map((f) => f.source),
      example: sampleInput(
        decl,
        1,
        Object.fromEntries(decl.fields.filter((f) => f.reference).map((f) => [f.reference!, '3f1c6c1e-2b7a-4d3e-9a51-0c2f4a9d8e11'])),
      ),
    },
    [`${name}Update`]: {
      type: 'object',
      description: 'PUT merges: only the keys sent change. Unknown keys (id, createdAt, ...) and read-only fields are ignored.',
      properties: props(writable),
    },
  };
}

const ref = (schema: string) => ({ $ref: `#/components/schemas/${schema}` });
const json = (schema: Schema) => ({ 'application/json': { schema } });
const errors = { 400: { $ref: '#/components/responses/BadRequest' }, 401: { $ref: '#/components/responses/Unauthorized' } };
const notFound = { 404: { $ref: '#/components/responses/NotFound' } };

const opText = {
  eq: 'Equals (a list: any of; null: is empty)',
  neq: 'Differs from (a list: none of)',
  gte: 'At least',
  lte: 'At most',
  gt: 'Greater / later than',
  lt: 'Less / earlier than',
};

function listParameters(decl: ResourceDeclaration): unknown[] {
  const model = compileResource(decl);
  const filterProps: Record<string, Schema> = {};
  if (searchableColumns(model).length)
    filterProps.q = {
      type: 'string',
      description: `Every word must appear in one of: ${searchableColumns(model)
        .map((c) => c.source)
        .join(', ')} (case-insensitive)`,
    };
  for (const [key, spec] of filterSpecs(model)) {
    const field = spec.column.field;
    const full: Schema = field ? fieldJsonSchema(field) : key === 'id' ? { type: 'string' } : { type: 'string', format: 'date-time' };
    const value: Schema = Object.fromEntries(['type', 'enum', 'format'].filter((k) => k in full).map((k) => [k, full[k]]));
    if (field?.kind === 'tags') Object.assign(value, full.items as Schema, { type: 'string' });
    for (const op of spec.ops) {
      const k = op === 'eq' ? key : `${key}_${op}`;
      filterProps[k] =
        op === 'eq' || op === 'neq'
          ? { anyOf: [value, { type: 'array', items: value }], description: opText[op] }
          : { ...value, description: opText[op] };
    }
  }
  const sortable = sortableSources(model);
  return [
    {
      name: 'sort',
      in: 'query',
      description: `JSON [field, order]. Default ${JSON.stringify([decl.defaultSort.field, decl.defaultSort.order])}.`,
      content: json({ type: 'array', prefixItems: [{ enum: sortable }, { enum: ['ASC', 'DESC'] }], minItems: 2, maxItems: 2 }),
      example: JSON.stringify([decl.defaultSort.field, decl.defaultSort.order]),
    },
    {
      name: 'range',
      in: 'query',
      description: `JSON [first, last], inclusive, zero-based; at most ${maxPageSize} rows per request.`,
      content: json({ type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 2, maxItems: 2 }),
      example: '[0,24]',
    },
    {
      name: 'filter',
      in: 'query',
      description: 'JSON object; other keys are refused with 400. `{"id":[...]}` reads several records (getMany).',
      content: json({ type: 'object', properties: filterProps, additionalProperties: false }),
    },
  ];
}

/** Paths of one resource: the simple-rest routes and its declared custom actions. */
export function resourcePaths(decl: ResourceDeclaration): Record<string, PathItem> {
  const name = pascal(decl.name);
  const tags = [decl.name];
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
  const record = { content: json(ref(name)) };
  const paths: Record<string, PathItem> = {
    [`/${decl.name}`]: {
      get: {
        tags,
        operationId: `list${name}`,
        summary: `List ${decl.name}`,
        parameters: listParameters(decl),
        responses: {
          200: {
            description: 'One page of records',
            headers: {
              'Content-Range': {
                description: `\`${decl.name} <first>-<last>/<total>\` (\`${decl.name} */<total>\` when the page is empty)`,
                schema: { type: 'string' },
              },
            },
            content: json({ type: 'array', items: ref(name) }),
          },
          ...errors,
        },
      },
      post: {
        tags,
        operationId: `create${name}`,
        summary: 'Create a record',
        requestBody: { required: true, content: json(ref(`${name}Create`)) },
        responses: { 201: { description: 'Created', ...record }, ...errors },
      },
    },
    [`/${decl.name}/{id}`]: {
      parameters: [idParam],
      get: {
        tags,
        operationId: `get${name}`,
        summary: 'Read one record',
        responses: { 200: { description: 'The record', ...record }, ...errors, ...notFound },
      },
      put: {
        tags,
        operationId: `update${name}`,
        summary: 'Update (merge) one record',
        requestBody: { required: true, content: json(ref(`${name}Update`)) },
        responses: { 200: { description: 'The updated record', ...record }, ...errors, ...notFound },
      },
      delete: {
        tags,
        operationId: `delete${name}`,
        summary: 'Delete one record',
        responses: {
          200: { description: 'The deleted record', ...record },
          409: { $ref: '#/components/responses/Conflict' },
          ...errors,
          ...notFound,
        },
      },
    },
  };
  for (const action of decl.actions ?? []) {
    paths[`/${decl.name}/{id}/${action}`] = {
      parameters: [idParam],
      post: {
        tags,
        operationId: `${action}${name}`,
        summary: `${action[0].toUpperCase()}${action.slice(1)}`,
        responses: { 200: { description: 'The record after the action', ...record }, ...errors, ...notFound },
      },
    };
  }
  return paths;
}

import type { FieldDeclaration, FieldKind, ResourceDeclaration } from '../../src/resources/types.ts';

/** Postgres type per field kind; the single place that decides how a declaration is stored. */
export const sqlTypeByKind: Record<FieldKind, string> = {
  text: 'text',
  longText: 'text',
  url: 'text',
  enum: 'text',
  reference: 'text',
  boolean: 'boolean',
  date: 'timestamptz',
  number: 'double precision',
  tags: 'text[]',
  json: 'jsonb',
  file: 'jsonb',
};

export interface Column {
  /** Wire name (camelCase), as declared. */
  source: string;
  /** Quoted SQL identifier. */
  sql: string;
  /** Unquoted snake_case name. */
  name: string;
  type: string;
  field?: FieldDeclaration;
}

/** A declaration compiled once: columns, identifiers and lookups the routes use on every request. */
export interface ResourceModel {
  decl: ResourceDeclaration;
  table: string;
  columns: Column[];
  bySource: Map<string, Column>;
  selectList: string;
}

export const toSnake = (s: string) => s.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);

const identifier = /^[a-z_][a-z0-9_]{0,62}$/;

/** Identifiers come only from declarations, and are checked before they ever reach SQL. */
export function quoteIdent(name: string): string {
  if (!identifier.test(name)) throw new Error(`Invalid SQL identifier in a resource declaration: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

const systemColumns: Column[] = [
  { source: 'id', name: 'id', sql: '"id"', type: 'text' },
  { source: 'createdAt', name: 'created_at', sql: '"created_at"', type: 'timestamptz' },
  { source: 'updatedAt', name: 'updated_at', sql: '"updated_at"', type: 'timestamptz' },
];

const reserved = new Set(['id', 'createdAt', 'updatedAt', 'propertyId']);

const cache = new WeakMap<ResourceDeclaration, ResourceModel>();

export function compileResource(decl: ResourceDeclaration): ResourceModel {
  const hit = cache.get(decl);
  if (hit) return hit;
  const fieldColumns = decl.fields.map((field): Column => {
    if (reserved.has(field.source)) throw new Error(`${decl.name}: field "${field.source}" is implicit and cannot be declared`);
    const name = toSnake(field.source);
    return { source: field.source, name, sql: quoteIdent(name), type: sqlTypeByKind[field.kind], field };
  });
  const columns = [systemColumns[0], ...fieldColumns, systemColumns[1], systemColumns[2]];
  const model: ResourceModel = {
    decl,
    table: quoteIdent(decl.table),
    columns,
    bySource: new Map(columns.map((c) => [c.source, c])),
    selectList: columns.map((c) => c.sql).join(', '),
  };
  cache.set(decl, model);
  return model;
}

/** Database row → record on the wire: camelCase keys, ISO dates, no property_id. */
export function toWire(model: ResourceModel, row: Record<string, unknown>): Record<string, unknown> & { id: string } {
  const out: Record<string, unknown> = {};
  for (const c of model.columns) {
    const v = row[c.name];
    out[c.source] = v instanceof Date ? v.toISOString() : (v ?? null);
  }
  return out as Record<string, unknown> & { id: string };
}

/** A wire value → the parameter bound to `$n::<type>`: JSON is sent as text, dates as ISO strings. */
export function toParam(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column.type === 'jsonb') return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

import { nulError, parseJsonText } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import type { Column, ResourceModel } from './model.ts';

/**
 * The one parser of ra-data-simple-rest list parameters: `sort=["f","ASC"]`, `range=[0,24]`
 * (inclusive) and `filter={...}` with FakeRest operators (`q`, `f_gte _lte _gt _lt _neq`, arrays = IN).
 * Keys, columns and sort fields are whitelisted from the declaration; values are always parameters.
 */
export interface ListQuery {
  /** SQL after WHERE, starting with the property scope `"property_id" = $1`. */
  where: string;
  params: unknown[];
  orderBy: string;
  offset: number;
  limit: number;
}

export interface ListParams {
  sort?: string;
  range?: string;
  filter?: string;
}

/**
 * Largest page one request may read (react-admin pages are 10 to 100 rows): wider ranges, and a
 * list asked without a range, get this many rows; Content-Range still tells the real total.
 */
export const maxPageSize = 500;

/** Largest offset: beyond it no property has rows, and Postgres' bigint would overflow sooner or later. */
const maxOffset = Number.MAX_SAFE_INTEGER - maxPageSize;

type Op = 'eq' | 'neq' | 'gte' | 'lte' | 'gt' | 'lt';
const rangeOps: Record<string, string> = { gte: '>=', lte: '<=', gt: '>', lt: '<' };

export interface FilterSpec {
  column: Column;
  /** Kind used to read values: field kind, or 'date'/'text' for implicit columns. */
  kind: string;
  choices?: readonly string[];
  ops: Set<Op>;
}

const badRequest = (message: string) => new HttpError(400, message);

function parseJson(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    // Shared rules with request bodies: bounded depth, no NUL in any string.
    return parseJsonText(raw, `${name} parameter`);
  } catch (err) {
    if (err instanceof HttpError && err.detail.code !== 'malformed_json') throw err;
    throw badRequest(`Malformed ${name} parameter: expected JSON`);
  }
}

const specCache = new WeakMap<ResourceModel, Map<string, FilterSpec>>();

/** Which filter keys a resource accepts, and with which operators. */
export function filterSpecs(model: ResourceModel): Map<string, FilterSpec> {
  const cached = specCache.get(model);
  if (cached) return cached;
  const specs = new Map<string, FilterSpec>();
  specCache.set(model, specs);
  const idColumn = model.bySource.get('id')!;
  specs.set('id', { column: idColumn, kind: 'text', ops: new Set(['eq', 'neq']) });
  for (const source of ['createdAt', 'updatedAt']) {
    specs.set(source, { column: model.bySource.get(source)!, kind: 'date', ops: new Set(['gte', 'lte', 'gt', 'lt']) });
  }
  for (const c of model.columns) {
    const f = c.field;
    if (!f) continue;
    const ops = new Set<Op>();
    if (f.filter || f.kind === 'reference') ops.add('eq').add('neq');
    if ((f.kind === 'date' || f.kind === 'number') && (f.filter || f.sortable)) ['gte', 'lte', 'gt', 'lt'].forEach((o) => ops.add(o as Op));
    if (ops.size) specs.set(f.source, { column: c, kind: f.kind, choices: f.choices, ops });
  }
  return specs;
}

export const searchableColumns = (model: ResourceModel) => model.columns.filter((c) => c.field?.searchable);

/** Sort keys: sortable fields and the implicit id/createdAt/updatedAt. */
export function sortableSources(model: ResourceModel): string[] {
  return ['id', 'createdAt', 'updatedAt', ...model.columns.filter((c) => c.field?.sortable).map((c) => c.source)];
}

function readValue(spec: FilterSpec, key: string, value: unknown): unknown {
  const invalid = () => badRequest(`Invalid value for filter "${key}"`);
  switch (spec.kind) {
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw invalid();
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw invalid();
      return n;
    }
    case 'date': {
      const t = typeof value === 'string' ? Date.parse(value) : NaN;
      // Years 1 to 9999: what both JavaScript's ISO strings and Postgres' timestamps spell the same way.
      if (Number.isNaN(t) || !inYearRange(t)) throw invalid();
      return new Date(t).toISOString();
    }
    default:
      if (typeof value === 'number' || typeof value === 'boolean') value = String(value);
      if (typeof value !== 'string') throw invalid();
      if (value.includes('\u0000')) throw nulError();
      if (spec.kind === 'enum' && spec.choices && !spec.choices.includes(value)) throw invalid();
      return value;
  }
}

const inYearRange = (t: number) => {
  const year = new Date(t).getUTCFullYear();
  return year >= 1 && year <= 9999;
};

const escapeLike = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function searchText(c: Column): string {
  if (c.type === 'text[]') return `array_to_string(${c.sql}, ' ')`;
  if (c.type === 'jsonb') return `${c.sql}::text`;
  return c.sql;
}

class SqlParams {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

function filterClauses(model: ResourceModel, filter: Record<string, unknown>, p: SqlParams): string[] {
  const specs = filterSpecs(model);
  const clauses: string[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === 'q') {
      const searchable = searchableColumns(model);
      if (!searchable.length) throw badRequest(`${model.decl.name} has no searchable fields: filter "q" is not supported`);
      if (typeof value !== 'string') throw badRequest('Invalid value for filter "q"');
      // Every word must appear in some searchable field: "pool towels" finds "Towels by the pool".
      for (const word of value.trim().split(/\s+/).filter(Boolean).slice(0, 10)) {
        const ph = p.add(escapeLike(word));
        clauses.push(`(${searchable.map((c) => `${searchText(c)} ILIKE ${ph} ESCAPE '\\'`).join(' OR ')})`);
      }
      continue;
    }
    const opMatch = /^(.+)_(gte|lte|gt|lt|neq)$/.exec(key);
    const [source, op] = specs.has(key) || !opMatch ? [key, 'eq' as Op] : [opMatch[1], opMatch[2] as Op];
    const spec = specs.get(source);
    if (!spec || !spec.ops.has(op)) {
      const allowed = [
        ...(searchableColumns(model).length ? ['q'] : []),
        ...[...specs].flatMap(([k, s]) => [...s.ops].map((o) => (o === 'eq' ? k : `${k}_${o}`))),
      ];
      throw badRequest(`Unknown filter "${key}" for ${model.decl.name}. Allowed: ${allowed.join(', ')}`);
    }
    clauses.push(clause(spec, key, op, value, p));
  }
  return clauses;
}

function clause(spec: FilterSpec, key: string, op: Op, value: unknown, p: SqlParams): string {
  const col = spec.column.sql;
  if (op in rangeOps) {
    if (value === null || Array.isArray(value)) throw badRequest(`Invalid value for filter "${key}"`);
    return `${col} ${rangeOps[op]} ${p.add(readValue(spec, key, value))}::${spec.column.type}`;
  }
  const negate = op === 'neq';
  if (value === null) return `${col} IS ${negate ? 'NOT ' : ''}NULL`;
  if (spec.column.type === 'text[]') {
    // Tags: one value means "has this tag", a list means "has any of these".
    const list = (Array.isArray(value) ? value : [value]).map((v) => readValue(spec, key, v));
    const test = `${col} && ${p.add(list)}::text[]`;
    return negate ? `NOT coalesce(${test}, false)` : test;
  }
  if (Array.isArray(value)) {
    if (!value.length) return negate ? 'TRUE' : 'FALSE';
    // react-admin's getMany sends `{"id":[...]}` without a range: every id asked fits in one page.
    if (value.length > maxPageSize) throw badRequest(`Too many values for filter "${key}" (${maxPageSize} at most)`);
    const list = p.add(value.map((v) => readValue(spec, key, v)));
    const test = `${col} = ANY (${list}::${spec.column.type}[])`;
    return negate ? `NOT coalesce(${test}, false)` : test;
  }
  const ph = `${p.add(readValue(spec, key, value))}::${spec.column.type}`;
  return negate ? `${col} IS DISTINCT FROM ${ph}` : `${col} = ${ph}`;
}

function orderBy(model: ResourceModel, raw: unknown): string {
  let field = model.decl.defaultSort.field;
  let order: string = model.decl.defaultSort.order;
  if (raw !== undefined) {
    if (!Array.isArray(raw) || raw.length !== 2 || typeof raw[0] !== 'string' || typeof raw[1] !== 'string') {
      throw badRequest('Malformed sort parameter: expected ["field","ASC"|"DESC"]');
    }
    [field, order] = [raw[0], raw[1].toUpperCase()];
    if (order !== 'ASC' && order !== 'DESC') throw badRequest('Malformed sort parameter: order must be ASC or DESC');
    if (!sortableSources(model).includes(field)) {
      throw badRequest(`Cannot sort ${model.decl.name} by "${field}". Sortable: ${sortableSources(model).join(', ')}`);
    }
  }
  const column = model.bySource.get(field)!;
  const kind = column.field?.kind;
  // Case-insensitive order for words, so "apple" does not come after "Zebra".
  const expr = kind === 'text' || kind === 'longText' ? `lower(${column.sql})` : column.sql;
  const tieBreak = field === 'id' ? '' : `, "id" ${order}`;
  return `${expr} ${order} NULLS LAST${tieBreak}`;
}

function range(raw: unknown): { offset: number; limit: number } {
  if (raw === undefined) return { offset: 0, limit: maxPageSize };
  const ok = Array.isArray(raw) && raw.length === 2 && raw.every((n) => Number.isSafeInteger(n) && n >= 0) && raw[1] >= raw[0];
  if (!ok) throw badRequest('Malformed range parameter: expected [start, end] with 0 <= start <= end');
  if (raw[0] > maxOffset) throw badRequest(`Malformed range parameter: start is at most ${maxOffset}`);
  const [start, end] = raw as [number, number];
  return { offset: start, limit: Math.min(end - start + 1, maxPageSize) };
}

export function parseListQuery(model: ResourceModel, params: ListParams, propertyId: string): ListQuery {
  const filter = parseJson('filter', params.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw badRequest('Malformed filter parameter: expected a JSON object');
  const sort = parseJson('sort', params.sort);
  const page = range(parseJson('range', params.range));
  const p = new SqlParams();
  const clauses = [`"property_id" = ${p.add(propertyId)}`, ...filterClauses(model, filter as Record<string, unknown>, p)];
  return { where: clauses.join(' AND '), params: p.values, orderBy: orderBy(model, sort), ...page };
}

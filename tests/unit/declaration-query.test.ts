import { describe, expect, it } from 'vitest';
import { defineResource } from '../../src/resources/types.ts';
import { integrations } from '../../src/resources/integrations/declaration.ts';
import { compileResource } from '../../server/resources/model.ts';
import { maxPageSize, parseListQuery } from '../../server/resources/query.ts';
import { contentRange } from '../../server/resources/routes.ts';

const rooms = defineResource({
  name: 'rooms',
  table: 'rooms',
  icon: 'Hotel',
  recordRepresentation: 'label',
  fields: [
    { source: 'label', kind: 'text', searchable: true, sortable: true },
    { source: 'notes', kind: 'longText', searchable: true },
    { source: 'floor', kind: 'number', sortable: true },
    { source: 'view', kind: 'enum', choices: ['sea', 'garden'], filter: true },
    { source: 'smoking', kind: 'boolean', filter: true },
    { source: 'features', kind: 'tags', filter: true },
    { source: 'renovatedAt', kind: 'date', filter: true },
    { source: 'wingId', kind: 'reference', reference: 'wings' },
  ],
  list: ['label'],
  defaultSort: { field: 'floor', order: 'ASC' },
});
const model = compileResource(rooms);
const parse = (params: { sort?: unknown; range?: unknown; filter?: unknown }) =>
  parseListQuery(
    model,
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
    'prop-1',
  );

describe('list query parsing', () => {
  it('always scopes to the property first, and defaults to the declared sort with a stable tie-break', () => {
    const q = parse({});
    expect(q.where).toBe('"property_id" = $1');
    expect(q.params).toEqual(['prop-1']);
    expect(q.orderBy).toBe('"floor" ASC NULLS LAST, "id" ASC');
    expect(q).toMatchObject({ offset: 0, limit: maxPageSize });
  });

  it('reads an inclusive range and caps the page size', () => {
    expect(parse({ range: [10, 19] })).toMatchObject({ offset: 10, limit: 10 });
    expect(parse({ range: [0, 0] })).toMatchObject({ offset: 0, limit: 1 });
    expect(parse({ range: [0, 50_000] }).limit).toBe(maxPageSize);
  });

  it('sorts words case-insensitively and only by whitelisted fields', () => {
    expect(parse({ sort: ['label', 'desc'] }).orderBy).toBe('lower("label") DESC NULLS LAST, "id" DESC');
    expect(parse({ sort: ['createdAt', 'ASC'] }).orderBy).toBe('"created_at" ASC NULLS LAST, "id" ASC');
    expect(() => parse({ sort: ['notes', 'ASC'] })).toThrow(/Cannot sort rooms by "notes"/);
    expect(() => parse({ sort: ['label', 'SIDEWAYS'] })).toThrow(/ASC or DESC/);
  });

  it('refuses malformed JSON and wrong shapes with 400', () => {
    for (const bad of [
      { sort: '["label"' },
      { range: '[1,' },
      { filter: '{"q":' },
      { filter: [] },
      { range: [5, 1] },
      { range: [-1, 3] },
      { sort: 'label' },
    ]) {
      let status = 0;
      try {
        parse(bad);
      } catch (err) {
        status = (err as { status: number }).status;
      }
      expect(status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('turns q into ILIKE over searchable fields, every word required, with % and _ escaped', () => {
    const q = parse({ filter: { q: 'sea 100%_' } });
    expect(q.where).toBe(
      `"property_id" = $1 AND ("label" ILIKE $2 ESCAPE '\\' OR "notes" ILIKE $2 ESCAPE '\\') AND ("label" ILIKE $3 ESCAPE '\\' OR "notes" ILIKE $3 ESCAPE '\\')`,
    );
    expect(q.params).toEqual(['prop-1', '%sea%', '%100\\%\\_%']);
    expect(parse({ filter: { q: '   ' } }).where).toBe('"property_id" = $1');
  });

  it('maps FakeRest operators and arrays to parameterised SQL', () => {
    const q = parse({
      filter: { view: ['sea', 'garden'], floor_gte: '2', floor_lt: 5, smoking: false, renovatedAt_gt: '2024-01-01', id: ['a', 'b'] },
    });
    expect(q.where).toBe(
      '"property_id" = $1 AND "view" = ANY ($2::text[]) AND "floor" >= $3::double precision AND "floor" < $4::double precision AND "smoking" = $5::boolean AND "renovated_at" > $6::timestamptz AND "id" = ANY ($7::text[])',
    );
    expect(q.params).toEqual(['prop-1', ['sea', 'garden'], 2, 5, false, '2024-01-01T00:00:00.000Z', ['a', 'b']]);
    expect(parse({ filter: { view_neq: 'sea' } }).where).toContain('"view" IS DISTINCT FROM $2::text');
    expect(parse({ filter: { wingId: null } }).where).toContain('"wing_id" IS NULL');
    expect(parse({ filter: { id: [] } }).where).toContain('FALSE');
    expect(parse({ filter: { features: 'balcony' } }).where).toContain('"features" && $2::text[]');
  });

  it('refuses filters the declaration does not expose, and values of the wrong type', () => {
    expect(() => parse({ filter: { notes: 'x' } })).toThrow(/Unknown filter "notes" for rooms\. Allowed: q, id, /);
    expect(() => parse({ filter: { label_gte: 'a' } })).toThrow(/Unknown filter "label_gte"/);
    expect(() => parse({ filter: { view: 'mountain' } })).toThrow(/Invalid value for filter "view"/);
    expect(() => parse({ filter: { floor_gte: 'high' } })).toThrow(/Invalid value for filter "floor_gte"/);
    expect(() => parse({ filter: { smoking: 'sometimes' } })).toThrow(/Invalid value/);
    expect(() =>
      parseListQuery(compileResource(integrations), { filter: '{"kind":"website","pages_gte":1,"lastSyncedAt_lte":"2030-01-01"}' }, 'p'),
    ).not.toThrow();
  });
});

describe('Content-Range', () => {
  it('is inclusive, and names only the total for an empty page', () => {
    expect(contentRange('voices', 0, 25, 120)).toBe('voices 0-24/120');
    expect(contentRange('voices', 100, 20, 120)).toBe('voices 100-119/120');
    expect(contentRange('voices', 0, 0, 0)).toBe('voices */0');
  });
});

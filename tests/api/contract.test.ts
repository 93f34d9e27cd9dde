import type { DataProvider, RaRecord } from 'ra-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resourceByName, resources } from '../../src/resources/index.ts';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/resources/types.ts';
import { assemble } from '../../server/feature.ts';
import { features } from '../../server/features.ts';
import { compileResource } from '../../server/resources/model.ts';
import { sampleInput, sampleValue } from '../../server/resources/samples.ts';
import { resourceStore } from '../../server/resources/store.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { raClient, rejection } from './ra-client.ts';

const { resourceHooks } = assemble(features);

// The server is driven by the real react-admin client (ra-data-simple-rest over ra-core's fetchJson),
// for every resource in the registry, so a resource that breaks the convention fails here.

let t: TestServer;
const tokens = new Map<string, string>();

async function providerFor(propertyId: string): Promise<DataProvider> {
  if (!tokens.has(propertyId)) {
    tokens.set(propertyId, await t.tokenFor(propertyId));
    // Members are managed by admins (issue 9): the contract is checked with an admin's token.
    await t.db.query(`UPDATE memberships SET role = 'admin' WHERE property_id = $1`, [propertyId]);
  }
  const token = tokens.get(propertyId)!;
  return raClient(t.api, token);
}

/** Files are created by upload, not by a JSON body, so such resources are seeded through the store. */
const createdByUpload = (decl: ResourceDeclaration) => decl.fields.some((f) => f.kind === 'file');

async function createSample(dp: DataProvider, propertyId: string, decl: ResourceDeclaration, n: number): Promise<RaRecord> {
  const refs: Record<string, string> = {};
  for (const f of decl.fields.filter((x) => x.kind === 'reference' && x.reference)) {
    refs[f.reference!] = (await createSample(dp, propertyId, resourceByName(f.reference!)!, n)).id as string;
  }
  const input = sampleInput(decl, n, refs);
  if (createdByUpload(decl)) return resourceStore(t.db, compileResource(decl)).insert(propertyId, input);
  return (await dp.create(decl.name, { data: input })).data;
}

/** A writable field whose sample values differ between records, to sort and to patch. */
const variedField = (decl: ResourceDeclaration, extra: (f: FieldDeclaration) => boolean) =>
  decl.fields.find((f) => !f.readOnly && extra(f) && ['text', 'longText', 'number'].includes(f.kind));

beforeAll(async () => {
  t = await startTestServer({}, { workers: false });
});
afterAll(() => t.close());

// Members are memberships: the list always holds the signed-in member too, so the generic
// empty-start CRUD contract does not fit; tests/api/faq-roles.test.ts drives them with the same client.
describe.each(resources.filter((r) => r.name !== 'members').map((r) => [r.name, r] as const))(
  '%s over ra-data-simple-rest',
  (name, decl) => {
    let property = '';
    let runs = 0;
    let dp: DataProvider;
    let other: DataProvider;
    let created: RaRecord[] = [];

    // Each test has a property of its own with three fresh records: tests that patch or delete them
    // never change what another test lists or reads (they run in any order).
    beforeEach(async () => {
      property = `p-${name}-${++runs}`;
      dp = await providerFor(property);
      other = await providerFor('other-property');
      created = [];
      for (const n of [1, 2, 3]) created.push(await createSample(dp, property, decl, n));
    });

    it('creates records that carry id, timestamps, the input and declared defaults', async () => {
      const input = sampleInput(decl, 1, {});
      const first = created[0];
      expect(typeof first.id).toBe('string');
      expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
      expect(first).not.toHaveProperty('propertyId');
      // A feature's beforeCreate may complete optional input (a default name, settings), not what is required.
      const transformed = !!resourceHooks[name]?.beforeCreate;
      for (const f of decl.fields) {
        if (f.kind === 'reference') expect(typeof first[f.source]).toBe('string');
        else if (f.source in input && (f.required || !transformed)) expect(first[f.source]).toEqual(input[f.source]);
        else if (f.readOnly && f.default !== undefined) expect(first[f.source]).toEqual(f.default);
      }
    });

    it('lists with range, sort and Content-Range totals', async () => {
      const page1 = await dp.getList(name, { pagination: { page: 1, perPage: 2 }, sort: { field: 'createdAt', order: 'ASC' }, filter: {} });
      expect(page1.total).toBe(3);
      expect(page1.data.map((r) => r.id)).toEqual(created.slice(0, 2).map((r) => r.id));
      const page2 = await dp.getList(name, { pagination: { page: 2, perPage: 2 }, sort: { field: 'createdAt', order: 'ASC' }, filter: {} });
      expect(page2.total).toBe(3);
      expect(page2.data.map((r) => r.id)).toEqual([created[2].id]);
      const beyond = await dp.getList(name, { pagination: { page: 5, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      expect(beyond).toMatchObject({ data: [], total: 3 });

      const sortField = variedField(decl, (f) => !!f.sortable);
      if (sortField) {
        const asc = await dp.getList(name, {
          pagination: { page: 1, perPage: 10 },
          sort: { field: sortField.source, order: 'ASC' },
          filter: {},
        });
        const desc = await dp.getList(name, {
          pagination: { page: 1, perPage: 10 },
          sort: { field: sortField.source, order: 'DESC' },
          filter: {},
        });
        expect(desc.data.map((r) => r.id)).toEqual([...asc.data.map((r) => r.id)].reverse());
        const values = asc.data.map((r) => r[sortField.source]);
        expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }
    });

    it('filters by q across searchable fields and by declared filters', async () => {
      const searchable = decl.fields.find((f) => f.searchable && !f.readOnly && f.kind !== 'reference');
      if (searchable) {
        const q = String(created[1][searchable.source]).toUpperCase();
        const hits = await dp.getList(name, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q } });
        expect(hits.data.map((r) => r.id)).toContain(created[1].id);
        expect(hits.data.map((r) => r.id)).not.toContain(created[0].id);
        expect(hits.total).toBe(hits.data.length);
      }
      for (const f of decl.fields.filter((x) => x.filter && (x.kind === 'enum' || x.kind === 'boolean'))) {
        const value = created[1][f.source];
        const hits = await dp.getList(name, {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'id', order: 'ASC' },
          filter: { [f.source]: value },
        });
        expect(hits.data.length).toBe(created.filter((r) => r[f.source] === value).length);
        expect(hits.data.every((r) => r[f.source] === value)).toBe(true);
        const none = await dp.getList(name, {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'id', order: 'ASC' },
          filter: { [`${f.source}_neq`]: value },
        });
        expect(none.data.every((r) => r[f.source] !== value)).toBe(true);
      }
      const later = await dp.getList(name, {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: { createdAt_gte: created[1].createdAt },
      });
      expect(later.data.map((r) => r.id).sort()).toEqual(
        created
          .filter((r) => r.createdAt >= created[1].createdAt)
          .map((r) => r.id)
          .sort(),
      );
    });

    it('refuses an unknown filter with a clear 400', async () => {
      const err = await rejection(
        dp.getList(name, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { nope: 1 } }),
      );
      expect(err.status).toBe(400);
      expect(err.message).toContain('Unknown filter "nope"');
    });

    it('gets one and many', async () => {
      expect((await dp.getOne(name, { id: created[0].id })).data).toEqual(created[0]);
      const many = await dp.getMany(name, { ids: [created[0].id, created[2].id] });
      expect(many.data.map((r) => r.id).sort()).toEqual([created[0].id, created[2].id].sort());
    });

    it('merges a partial update and keeps other fields; updateMany patches each record', async () => {
      const field = variedField(decl, (f) => !f.createOnly);
      if (!field) return;
      const value = sampleValue(decl, field, 7);
      const { data } = await dp.update(name, { id: created[0].id, data: { [field.source]: value }, previousData: created[0] });
      expect(data[field.source]).toEqual(value);
      // Server-managed fields may follow the change through a feature's hook (a written draft makes the question a draft).
      const followed = (f: FieldDeclaration) => f.readOnly && !!resourceHooks[name]?.beforeUpdate;
      for (const f of decl.fields.filter((x) => x.source !== field.source && !followed(x)))
        expect(data[f.source]).toEqual(created[0][f.source]);
      expect(data.updatedAt >= created[0].updatedAt).toBe(true);
      // react-admin sends the whole record back from an edit form, ids and timestamps included.
      const roundTrip = await dp.update(name, { id: created[0].id, data: { ...data, [field.source]: value }, previousData: data });
      expect(roundTrip.data.id).toBe(created[0].id);

      const many = await dp.updateMany(name, { ids: [created[1].id, created[2].id], data: { [field.source]: value } });
      expect([...(many.data ?? [])].sort()).toEqual([created[1].id, created[2].id].sort());
      const after = await dp.getMany(name, { ids: [created[1].id, created[2].id] });
      expect(after.data.every((r) => JSON.stringify(r[field.source]) === JSON.stringify(value))).toBe(true);
    });

    it('ignores read-only fields and refuses createOnly changes', async () => {
      const readOnly = decl.fields.find((f) => f.readOnly && (f.kind === 'enum' || f.kind === 'number' || f.kind === 'longText'));
      if (readOnly) {
        const forged = readOnly.kind === 'enum' ? readOnly.choices!.at(-1) : readOnly.kind === 'number' ? 999 : 'forged';
        const { data } = await dp.update(name, { id: created[0].id, data: { [readOnly.source]: forged }, previousData: created[0] });
        expect(data[readOnly.source]).toEqual(created[0][readOnly.source]);
      }
      for (const f of decl.fields.filter((x) => x.createOnly)) {
        const changed = f.kind === 'enum' ? f.choices!.find((c) => c !== created[0][f.source]) : `${created[0][f.source]} changed`;
        const err = await rejection(dp.update(name, { id: created[0].id, data: { [f.source]: changed }, previousData: created[0] }));
        expect(err.status).toBe(400);
        expect(err.body.errors[f.source]).toBe('app.validation.create_only');
        expect(err.body.message).toMatch(/cannot be modified after creation$/);
      }
    });

    it("answers 404 for another property's records", async () => {
      const id = created[0].id;
      const calls = [
        () => other.getOne(name, { id }),
        () => other.update(name, { id, data: {}, previousData: { id } }),
        () => other.delete(name, { id }),
      ];
      for (const call of calls) {
        const err = await rejection(call());
        expect(err.status).toBe(404);
        expect(err.body).toEqual({ message: 'Not Found' });
      }
      const theirs = await other.getMany(name, { ids: [id] });
      expect(theirs.data).toEqual([]);
    });

    it('deletes one (answering the record) and many', async () => {
      const extra = [await createSample(dp, property, decl, 4), await createSample(dp, property, decl, 5)];
      const removed = await dp.delete(name, { id: created[0].id, previousData: created[0] });
      expect(removed.data.id).toBe(created[0].id);
      expect((await rejection(dp.getOne(name, { id: created[0].id }))).status).toBe(404);
      const many = await dp.deleteMany(name, { ids: extra.map((r) => r.id) });
      expect([...(many.data ?? [])].sort()).toEqual(extra.map((r) => r.id).sort());
      const rest = await dp.getList(name, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      expect(rest.total).toBe(2);
    });
  },
);

describe('validation answers', () => {
  let dp: DataProvider;
  beforeAll(async () => {
    dp = await providerFor('p-validation');
  });

  it('names each missing required field, with the declared message', async () => {
    // A required field with a declared default is filled with it, so it is never missing.
    const mustSend = (f: FieldDeclaration) => f.required && !f.readOnly && f.default === undefined;
    for (const decl of resources.filter((r) => !createdByUpload(r) && r.fields.some(mustSend))) {
      const err = await rejection(dp.create(decl.name, { data: {} }));
      expect(err.status).toBe(400);
      expect(err.body.message).toBe('Please fill in all required fields');
      expect(Object.keys(err.body.errors).sort()).toEqual(
        decl.fields
          .filter(mustSend)
          .map((f) => f.source)
          .sort(),
      );
    }
  });

  it("speaks the spec's words", async () => {
    const section = await rejection(dp.create('faq-sections', { data: { title: '   ' } }));
    // Field errors are the declarations' i18n keys; the SPA shows the spec's words in the user's language.
    expect(section.body.errors).toEqual({ title: 'app.faq.empty_section' });
    const question = await rejection(dp.create('faq-questions', { data: { sectionId: 'x' } }));
    expect(question.body.errors.question).toBe('app.faq.question_required');
    const url = await rejection(dp.create('integrations', { data: { kind: 'website', url: 'not a url' } }));
    expect(url.body).toEqual({ message: 'Invalid input', code: 'invalid_input', errors: { url: 'app.integrations.url_invalid' } });
    const long = await rejection(dp.create('voices', { data: { name: 'x'.repeat(121) } }));
    expect([long.body.errors.name, long.body.errorParams?.name]).toEqual(['ra.validation.maxLength', { max: 120 }]);
  });
});

describe('FAQ rules', () => {
  let dp: DataProvider;
  let other: DataProvider;
  beforeAll(async () => {
    dp = await providerFor('p-faq');
    other = await providerFor('other-property');
  });

  it('refuses to delete a section that contains questions, then allows it once empty', async () => {
    const section = (await dp.create('faq-sections', { data: { title: 'Rooms' } })).data;
    const question = (await dp.create('faq-questions', { data: { sectionId: section.id, question: 'Is breakfast included?' } })).data;
    const err = await rejection(dp.delete('faq-sections', { id: section.id }));
    expect(err.status).toBe(409);
    expect(err.body).toEqual({ message: 'Cannot delete section that contains questions', code: 'faq_section_not_empty' });
    const ref = await dp.getManyReference('faq-questions', {
      target: 'sectionId',
      id: section.id,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'position', order: 'ASC' },
      filter: {},
    });
    expect(ref).toMatchObject({ total: 1, data: [{ id: question.id, question: 'Is breakfast included?' }] });
    await dp.delete('faq-questions', { id: question.id });
    expect((await dp.delete('faq-sections', { id: section.id })).data.id).toBe(section.id);
  });

  it("refuses a question in another property's section, and a changed question text", async () => {
    const foreign = (await other.create('faq-sections', { data: { title: 'Theirs' } })).data;
    const err = await rejection(dp.create('faq-questions', { data: { sectionId: foreign.id, question: 'Parking?' } }));
    expect(err.status).toBe(400);
    expect(Object.keys(err.body.errors)).toEqual(['sectionId']);

    const mine = (await dp.create('faq-sections', { data: { title: 'Mine' } })).data;
    const q = (await dp.create('faq-questions', { data: { sectionId: mine.id, question: 'Parking?' } })).data;
    const refused = await rejection(dp.update('faq-questions', { id: q.id, data: { question: 'Free parking?' }, previousData: q }));
    expect(refused.body).toEqual({
      message: 'Question text cannot be modified after creation',
      code: 'invalid_input',
      errors: { question: 'app.validation.create_only' },
    });
    const moved = await rejection(dp.update('faq-questions', { id: q.id, data: { sectionId: foreign.id }, previousData: q }));
    expect(moved.body.errors.sectionId).toBeTruthy();
  });
});

describe('wire details', () => {
  it('writes Content-Range exactly, exposes it to browsers, and refuses malformed parameters', async () => {
    const token = await t.tokenFor('p-wire');
    const headers = { Authorization: `Bearer ${token}`, Origin: 'http://localhost:5173' };
    for (const n of [1, 2, 3]) {
      await fetch(`${t.api}/voices`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `Voice ${n}` }),
      });
    }
    const r = await fetch(`${t.api}/voices?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[1,24]')}`, {
      headers,
    });
    expect(r.headers.get('content-range')).toBe('voices 1-2/3');
    expect(r.headers.get('access-control-expose-headers')).toMatch(/Content-Range/i);
    expect((await r.json()).map((v: { name: string }) => v.name)).toEqual(['Voice 2', 'Voice 3']);
    const empty = await fetch(`${t.api}/voices?filter=${encodeURIComponent('{"q":"zzz"}')}`, { headers });
    expect(empty.headers.get('content-range')).toBe('voices */0');
    const malformed = await fetch(`${t.api}/voices`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Malformed JSON body', code: 'malformed_json' });
    for (const bad of ['sort=name', 'range=[5,1]', 'filter={"q":', `sort=${encodeURIComponent('["nope","ASC"]')}`]) {
      const res = await fetch(`${t.api}/voices?${bad}`, { headers });
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).message).toBe('string');
    }
  });
});

import type { DataProvider, RaRecord } from 'ra-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { faqSections } from '../../src/resources/faq-sections/declaration.ts';
import { insertDocument } from '../../server/documents/records.ts';
import { compileResource } from '../../server/resources/model.ts';
import { resourceStore } from '../../server/resources/store.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { raClient } from './ra-client.ts';

// Rows created within one millisecond share created_at (PGlite stamps to the millisecond), so only
// the time-ordered id can keep them in creation order: page after page, in both directions.

let t: TestServer;
let dp: DataProvider;
let property = '';
let properties = 0;

beforeAll(async () => {
  t = await startTestServer({}, { workers: false });
});
// Each test has a property of its own, so no test sees another's records (they run in any order).
beforeEach(async () => {
  property = `creation-order-${++properties}`;
  dp = raClient(t.api, await t.tokenFor(property));
});
afterAll(() => t.close());

/** Every page of a list, in order. */
async function readAll(resource: string, order: 'ASC' | 'DESC', perPage: number): Promise<RaRecord[]> {
  const all: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dp.getList(resource, { pagination: { page, perPage }, sort: { field: 'createdAt', order }, filter: {} });
    all.push(...data);
    if (all.length >= (total ?? 0) || !data.length) return all;
  }
}

const ids = (rows: RaRecord[]) => rows.map((r) => r.id);

describe('records keep their creation order', () => {
  it('declared resources: 60 sections created in the same instant come back in creation order, both ways', async () => {
    const store = resourceStore(t.db, compileResource(faqSections));
    // Started together: each id is taken when its insert starts, in this order.
    const created = await Promise.all(Array.from({ length: 60 }, (_, i) => store.insert(property, { title: `Section ${i}`, position: 0 })));
    expect(new Set(created.map((r) => r.createdAt)).size).toBeLessThan(created.length); // ties do happen

    expect(ids(await readAll('faq-sections', 'ASC', 7))).toEqual(ids(created));
    expect(ids(await readAll('faq-sections', 'DESC', 7))).toEqual(ids(created).reverse());
    // The declared default sort (position, all equal here) also falls back to creation order.
    const byDefault = await dp.getList('faq-sections', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'position', order: 'ASC' },
      filter: {},
    });
    expect(ids(byDefault.data)).toEqual(ids(created));
  });

  it('documents inserted together by an upload batch keep their order', async () => {
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        insertDocument(t.db, property, {
          name: `file-${i}.txt`,
          access: 'staff',
          mimeType: 'text/plain',
          size: 1,
          key: `k${i}`,
          kind: 'txt',
          status: 'failed',
          error: 'test',
        }),
      ),
    );
    expect(ids(await readAll('documents', 'ASC', 9))).toEqual(ids(created));
    expect(ids(await readAll('documents', 'DESC', 9))).toEqual(ids(created).reverse());
  });

  it('parallel requests give every record its own place: pages never repeat or skip one', async () => {
    const made = await Promise.all(
      Array.from({ length: 30 }, (_, i) => dp.create('faq-sections', { data: { title: `Parallel ${i}`, position: 1 } })),
    );
    const asc = await readAll('faq-sections', 'ASC', 8);
    const desc = await readAll('faq-sections', 'DESC', 8);
    expect(new Set(ids(asc)).size).toBe(made.length);
    expect(ids(desc)).toEqual(ids(asc).reverse());
    // created_at and id agree, so the order by Created At is the order of the ids.
    expect(ids(asc)).toEqual([...ids(asc)].sort());
    const stamps = asc.map((r) => Date.parse(r.createdAt));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });
});

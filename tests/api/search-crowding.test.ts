import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { readSse, seedChunks, seedIntegration } from './search-seed.ts';

const P = 'p-crowding';

/**
 * The search page lists one passage per document first (host crowding): a price list cut into many
 * passages does not push the other documents, or the other pages of the website, off the first
 * results. Ask still reads several passages of the document that answers.
 */
describe('search lists one passage per document first', () => {
  let t: TestServer;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
  const hits = async (q: string) => {
    const r = await fetch(`${t.api}/search?${new URLSearchParams({ q })}`, { headers: auth() });
    return ((await r.json()) as { results: { title: string; sourceId: string; url: string | null }[] }).results;
  };

  beforeAll(async () => {
    t = await startTestServer({}, { workers: false });
    token = await t.tokenFor(P);
    await seedIntegration(t.db, { id: 'int-site', propertyId: P, kind: 'website', status: 'active' });
    const prices = ['Sauna day pass: 25 EUR.', 'Sauna evening pass: 19 EUR.', 'Private sauna for two: 60 EUR.', 'Sauna towel: 3 EUR.'];
    await seedChunks(t.db, [
      ...prices.map((text, ordinal) => ({
        propertyId: P,
        source: 'documents' as const,
        sourceId: 'doc-prices',
        ordinal,
        title: 'Spa prices',
        text,
      })),
      {
        propertyId: P,
        source: 'documents',
        sourceId: 'doc-rules',
        title: 'House rules',
        text: 'Children under 16 use the sauna with an adult; the steam room and the relaxation area stay quiet after 20:00.',
      },
      {
        propertyId: P,
        source: 'documents',
        sourceId: 'doc-garden',
        title: 'Garden walk',
        text: `${'The garden path ran by the old oak and the pond, then up the hill to the orchard where apple tree grew. '.repeat(3)}At the top a wooden hut with a sauna looked down on the lake. ${'We planted herb bed near the kitchen door for the cook to pick from. '.repeat(2)}`,
      },
      ...['spa', 'wellness'].map((page) => ({
        propertyId: P,
        source: 'website' as const,
        sourceId: 'int-site',
        url: `https://hotel.example/${page}`,
        title: `Website ${page}`,
        text: `Our ${page} has a Finnish sauna, a steam room and a heated indoor pool with a view of the garden and the hills.`,
      })),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('puts each document and each web page once before any document a second time', async () => {
    const results = await hits('sauna');
    expect(results).toHaveLength(8);
    const firstFive = results.slice(0, 5).map((h) => h.url ?? h.sourceId);
    expect(new Set(firstFive).size).toBe(5);
    expect(results.slice(0, 5).map((h) => h.title)).toEqual(
      expect.arrayContaining(['Spa prices', 'House rules', 'Website spa', 'Website wellness']),
    );
    expect(results.slice(5).every((h) => h.sourceId === 'doc-prices')).toBe(true);
  });

  it('shows a short passage whole, its last figure included', async () => {
    const r = await fetch(`${t.api}/search?${new URLSearchParams({ q: 'sauna' })}`, { headers: auth() });
    const rules = ((await r.json()) as { results: { title: string; snippet: string }[] }).results.find((h) => h.title === 'House rules');
    expect(rules?.snippet).toBe(
      'Children under 16 use the <mark>sauna</mark> with an adult; the steam room and the relaxation area stay quiet after 20:00.',
    );
  });

  it('cuts a long passage to the fragments around the match', async () => {
    const r = await fetch(`${t.api}/search?${new URLSearchParams({ q: 'sauna' })}`, { headers: auth() });
    const walk = ((await r.json()) as { results: { title: string; snippet: string }[] }).results.find((h) => h.title === 'Garden walk');
    expect(walk?.snippet).toContain('<mark>sauna</mark>');
    expect(walk!.snippet.split(/\s+/).length).toBeLessThan(45);
  });

  it('still gives Ask several passages of one document', async () => {
    const r = await fetch(`${t.api}/ask`, { method: 'POST', headers: auth(), body: JSON.stringify({ question: 'sauna price' }) });
    const sources = (await readSse(r))[0]!.data as { title: string }[];
    expect(sources.filter((s) => s.title === 'Spa prices').length).toBeGreaterThan(1);
  });
});

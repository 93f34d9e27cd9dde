import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiServer, type FakeOpenAi } from '../fixtures/openai-server.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { seedChunks } from './search-seed.ts';

const P = 'p-answer-type';

/**
 * A question asking a kind of fact (a price, a time) ranks the passage holding one first, on words
 * alone and in hybrid search (an embedding model configured) alike.
 */
describe.each([
  ['full text', false],
  ['hybrid', true],
])('search re-ranks by the kind of fact a question asks (%s)', (_, hybrid) => {
  let t: TestServer;
  let token: string;
  let fake: FakeOpenAi | undefined;
  const titles = async (q: string) => {
    const r = await fetch(`${t.api}/search?${new URLSearchParams({ q })}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await r.json()) as { results: { title: string }[] }).results.map((h) => h.title);
  };

  beforeAll(async () => {
    fake = hybrid ? await startOpenAiServer() : undefined;
    const env = fake ? { LLM_BASE_URL: fake.url, LLM_API_KEY: fake.apiKey, EMBEDDING_MODEL: 'embed-test' } : {};
    t = await startTestServer(env, { workers: false });
    token = await t.tokenFor(P);
    await seedChunks(t.db, [
      {
        propertyId: P,
        source: 'documents',
        sourceId: 'doc-dogs',
        title: 'Garden rooms',
        text: 'Dogs are welcome in the garden rooms and, on a lead, on the terrace.',
      },
      {
        propertyId: P,
        source: 'documents',
        sourceId: 'doc-fees',
        title: 'Extras',
        text: 'Dog: 20 EUR per night, bowl and blanket included.',
      },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('puts the passage with the price first for a price question', async () => {
    expect((await titles('how much do we charge for a dog'))[0]).toBe('Extras');
  });
  it('keeps the full-text order when no kind of fact is asked', async () => {
    expect((await titles('dogs welcome'))[0]).toBe('Garden rooms');
  });
});

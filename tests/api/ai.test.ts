import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAiProvider } from '../../server/ai/openai.ts';
import { searchChunks } from '../../server/search/query.ts';
import { ModelError } from '../../server/ai/types.ts';
import { echoReply, startOpenAiServer, type FakeOpenAi } from '../fixtures/openai-server.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { readSse, seedChunks } from './search-seed.ts';

const request = { system: 'Be brief.', messages: [{ role: 'user' as const, content: 'Say something about the pool.' }] };

async function collect(it: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of it) out.push(piece);
  return out;
}

describe('OpenAI-compatible provider against a server speaking the OpenAI wire format', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startOpenAiServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.requests.length = 0;
    fake.reply = () => 'The pool opens at seven and closes at nine in the evening.';
  });
  const provider = (over: Partial<Parameters<typeof openAiProvider>[0]> = {}) =>
    openAiProvider({ baseUrl: fake.url, apiKey: fake.apiKey, model: 'test-model', ...over });

  it('generates a whole answer and sends the key, the model and the messages', async () => {
    expect(await provider().generate({ ...request, temperature: 0.1, maxTokens: 50 })).toBe(
      'The pool opens at seven and closes at nine in the evening.',
    );
    const sent = fake.requests[0];
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(sent.body).toMatchObject({
      model: 'test-model',
      stream: false,
      temperature: 0.1,
      max_tokens: 50,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Say something about the pool.' },
      ],
    });
  });

  it('streams the deltas in order', async () => {
    const pieces = await collect(provider().stream(request));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe('The pool opens at seven and closes at nine in the evening.');
    expect(pieces[0]).toBe('The ');
    expect(fake.requests[0].body.stream).toBe(true);
  });

  it("maps the server's failures to clear messages", async () => {
    await expect(provider({ apiKey: 'sk-wrong' }).generate(request)).rejects.toThrow('The model server rejected the API key');
    await expect(collect(provider({ apiKey: 'sk-wrong' }).stream(request))).rejects.toThrow('The model server rejected the API key');
    fake.mode = 'rate-limited';
    await expect(provider().generate(request)).rejects.toThrow('The model server is rate limiting requests. Try again in 20 s.');
    fake.mode = 'server-error';
    const failed = await provider()
      .generate(request)
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ModelError);
    expect((failed as ModelError).message).toBe(
      'The model server failed: The server had an error while processing your request. Sorry about that!',
    );
    expect((failed as ModelError).status).toBe(500);
    fake.mode = 'garbage';
    await expect(provider().generate(request)).rejects.toThrow('The model server sent an answer that is not valid JSON');
    await expect(collect(provider().stream(request))).rejects.toThrow('The model server sent an answer that is not valid JSON');
    fake.mode = 'stream-error';
    await expect(collect(provider().stream(request))).rejects.toThrow('The model server failed: The model overloaded mid-answer');
  });

  it('says when the server cannot be reached or does not answer in time, and stops on abort', async () => {
    await expect(openAiProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm' }).generate(request)).rejects.toThrow(
      /^The model server could not be reached: /,
    );
    fake.mode = 'hang';
    await expect(provider({ timeoutMs: 300 }).generate(request)).rejects.toThrow('The model server did not answer in time');
    await expect(collect(provider({ timeoutMs: 300 }).stream(request))).rejects.toThrow('The model server did not answer in time');
    const ctrl = new AbortController();
    const pending = collect(provider().stream(request, ctrl.signal));
    ctrl.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('embeds texts in input order, and only when an embedding model is configured', async () => {
    expect(provider().embed).toBeUndefined();
    const vectors = await provider({ embeddingModel: 'embed-small' }).embed!(['pool towels', 'breakfast hours', 'pool towels']);
    expect(vectors).toHaveLength(3);
    expect(vectors[0]).toEqual(vectors[2]);
    expect(vectors[0]).not.toEqual(vectors[1]);
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/embeddings',
      body: { model: 'embed-small', input: ['pool towels', 'breakfast hours', 'pool towels'] },
    });
  });
});

describe('ask through the API with a model server configured', () => {
  let fake: FakeOpenAi;
  let t: TestServer;
  let token: string;
  let property: string;
  const chatRequests = () => fake.requests.filter((r) => r.path === '/v1/chat/completions');
  const search = async (q: string) =>
    (await fetch(`${t.api}/search?${new URLSearchParams({ q })}`, { headers: { Authorization: `Bearer ${token}` } })).json() as Promise<{
      results: { sourceId: string; score: number }[];
      total: number;
    }>;
  const ask = async (question: string) =>
    readSse(
      await fetch(`${t.api}/ask`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ question }),
      }),
    );

  beforeAll(async () => {
    fake = await startOpenAiServer();
    t = await startTestServer(
      { LLM_BASE_URL: fake.url, LLM_API_KEY: fake.apiKey, LLM_MODEL: 'hotel-model', EMBEDDING_MODEL: 'embed-test' },
      { workers: false },
    );
  });
  // Each test has a property of its own with the same passages, so none sees vectors another
  // stored or searches another made (they run in any order).
  let properties = 0;
  beforeEach(async () => {
    property = `p-model-${++properties}`;
    token = await t.tokenFor(property);
    await seedChunks(t.db, [
      {
        propertyId: property,
        source: 'documents',
        sourceId: 'doc-late',
        title: 'Check-out',
        text: 'Late check-out until 14:00 costs 30 euros. Ask reception the day before.',
      },
      {
        propertyId: property,
        source: 'faqs',
        sourceId: 'faq-pets',
        title: 'Are pets allowed?',
        text: 'Dogs are welcome for 15 euros per night.',
      },
      { propertyId: property, source: 'documents', sourceId: 'doc-pool', title: 'Leisure', text: 'The swimming pool is heated all year.' },
      {
        propertyId: `${property}-other`,
        source: 'documents',
        sourceId: 'doc-theirs',
        title: 'Leisure',
        text: 'Swimmers love our swimming lake.',
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
    fake.requests.length = 0;
    fake.reply = echoReply;
  });

  it('reports the configured model', async () => {
    const r = await fetch(`${t.api}/ai/status`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await r.json()).toEqual({ provider: 'openai-compatible', model: 'hotel-model', embeddings: true });
  });

  it('finds by meaning what the words miss, and keeps the vectors', async () => {
    // English stemming keeps "swimmable" and "swimming" apart and the lexicon does not link them:
    // full text alone finds nothing (the fake vectors share a 5-letter prefix).
    expect((await searchChunks(t.db, { propertyId: property, q: 'swimmable' })).total).toBe(0);
    const body = await search('swimmable');
    expect(body.results.map((r) => r.sourceId)).toEqual(['doc-pool']);
    expect(body.total).toBe(1);
    const stored = await t.db.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM chunk_embeddings WHERE property_id = $1 AND model = 'embed-test'`,
      [property],
    );
    expect(Number(stored.rows[0].n)).toBe(3);
    expect(fake.requests.filter((r) => r.path === '/v1/embeddings').length).toBe(2); // the query, then the chunks once
    await search('swimming pool heating');
    const inputs = fake.requests.filter((r) => r.path === '/v1/embeddings').map((r) => r.body.input as string[]);
    expect(inputs.at(-1)).toEqual(['swimming pool heating']); // chunk vectors came from the table
  });

  it('fuses word and meaning ranks: a passage found both ways comes first', async () => {
    const body = await search('swimming pool');
    expect(body.results[0].sourceId).toBe('doc-pool');
    expect(body.results[0].score).toBe(1);
  });

  it('falls back to words alone when the embedding server fails', async () => {
    fake.mode = 'server-error';
    const body = await search('late check-out');
    expect(body.results.map((r) => r.sourceId)).toEqual(['doc-late']);
  });

  it("streams the model's answer, grounded in the numbered passages it was given", async () => {
    const events = await ask('How much is a late check-out?');
    expect(events.map((e) => e.event).filter((e, i, all) => all.indexOf(e) === i)).toEqual(['sources', 'delta', 'done']);
    const sources = events[0].data as { n: number; title: string }[];
    expect(sources[0]).toMatchObject({ n: 1, title: 'Check-out' });
    const answer = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(answer).toBe('According to the passages, Late check-out until 14:00 costs 30 euros [1].');
    expect(events.at(-1)?.data).toEqual({ provider: 'openai-compatible', model: 'hotel-model' });

    const sent = chatRequests()[0].body as { model: string; stream: boolean; messages: { role: string; content: string }[] };
    expect(sent).toMatchObject({ model: 'hotel-model', stream: true });
    expect(sent.messages[0].role).toBe('system');
    expect(sent.messages[0].content).toContain('Answer in English');
    const prompt = sent.messages[1].content;
    expect(prompt).toContain('[1] Check-out');
    expect(prompt).toContain('Late check-out until 14:00 costs 30 euros.');
    expect(prompt).toContain('Question: How much is a late check-out?');
    expect(chatRequests()[0].authorization).toBe(`Bearer ${fake.apiKey}`);
  });

  it("asks the model to answer in the asker's language", async () => {
    await ask('Combien coûte un check-out tardif ?');
    expect(chatRequests()[0].body.messages).toEqual(
      expect.arrayContaining([expect.objectContaining({ role: 'system', content: expect.stringContaining('Answer in French') })]),
    );
  });

  it('ends the stream with an error event when the model server fails', async () => {
    fake.mode = 'server-error';
    const events = await ask('How much is a late check-out?');
    expect(events[0].event).toBe('sources');
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { message: 'The model server failed: The server had an error while processing your request. Sorry about that!' },
    });
    expect(events.some((e) => e.event === 'done')).toBe(false);
  });

  it('does not call the model when no passage matches', async () => {
    const events = await ask('Do you rent snowmobiles?');
    expect(chatRequests()).toHaveLength(0);
    expect(events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text)).toEqual([
      "I could not find this in your property's knowledge.",
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiServer, type FakeOpenAi } from '../fixtures/openai-server.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { raClient } from './ra-client.ts';
import { readSse } from './search-seed.ts';
import { newsletter, seedDocument } from './voices-seed.ts';

const input = {
  contentType: 'email',
  topic: 'Summer terrace reopening',
  outline: '- Terrace open from 1 June\n- Sunset cocktails every evening\n- Book a table online',
};

async function preview(t: TestServer, token: string, id: string, body: unknown = input) {
  return fetch(`${t.api}/voices/${id}/preview`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function sides(events: { event: string; data: unknown }[]) {
  const text = { plain: '', voice: '' };
  for (const e of events.filter((e) => e.event === 'delta')) {
    const d = e.data as { side: 'plain' | 'voice'; text: string };
    text[d.side] += d.text;
  }
  return text;
}

async function voiceFromNewsletter(t: TestServer, token: string) {
  const docId = await seedDocument(t.db, 'preview-hotel', 'Newsletter.txt', newsletter);
  const { data } = await raClient(t.api, token).create('voices', {
    data: { name: 'Seaside', knowledgeSources: [{ type: 'document', id: docId }] },
  });
  return String(data.id);
}

describe('brand voice preview on the offline writer', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({}, { workers: false });
    token = await t.tokenFor('preview-hotel');
  });
  afterAll(() => t.close());

  it('streams the draft with and without the voice, each a usable draft of the outline', async () => {
    const id = await voiceFromNewsletter(t, token);
    const res = await preview(t, token, id);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await readSse(res);
    expect(events.at(-1)).toEqual({ event: 'done', data: { provider: 'offline', model: null } });
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(4);
    const { plain, voice } = sides(events);
    for (const draft of [plain, voice]) {
      expect(draft).toMatch(/^Subject: /);
      expect(draft).toContain('Terrace open from 1 June');
      expect(draft).toContain('Book a table online');
      expect(draft).not.toMatch(/\{|\}|undefined|null/);
    }
    expect(plain).toContain('Hello,');
    expect(voice).toContain('Hi there,');
    expect(voice).toContain('Cheers,');
    expect(voice).toContain('🌊');
    expect(plain).not.toContain('🌊');
  });

  it("writes in the topic's language, and in the screen's (locale) when the topic does not tell", async () => {
    const id = await voiceFromNewsletter(t, token);
    const fr = sides(
      await readSse(
        await preview(t, token, id, {
          contentType: 'email',
          topic: 'La réouverture de la terrasse',
          outline: 'Cocktails au coucher du soleil',
          locale: 'en',
        }),
      ),
    );
    for (const draft of [fr.plain, fr.voice]) {
      expect(draft).toMatch(/^Objet : /);
      expect(draft).toContain('Cocktails au coucher du soleil');
      expect(draft).not.toMatch(/\b(Subject|Hello|Hi there|Cheers|Regards)\b/);
    }
    expect(fr.plain).toContain('Bonjour,');
    const de = sides(await readSse(await preview(t, token, id, { contentType: 'blog', topic: 'Spa', outline: 'Sauna', locale: 'de' })));
    for (const draft of [de.plain, de.voice]) {
      expect(draft).toContain('# Spa');
      expect(draft).not.toMatch(/\b(Here is|We are|Guess what|the hotel)\b/);
    }
    expect(de.plain).toContain('Neuigkeiten zum Thema „Spa“');
    expect(de.voice).toContain('Ratet mal! Spa ist da');
  });

  it('refuses a preview without a topic or with an unknown content type', async () => {
    const id = await voiceFromNewsletter(t, token);
    const res = await preview(t, token, id, { contentType: 'poem', topic: ' ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { contentType: expect.any(String), topic: 'Required' } });
  });
});

describe('brand voice preview on an OpenAI-compatible model server', () => {
  let t: TestServer;
  let fake: FakeOpenAi;
  let token: string;
  beforeAll(async () => {
    fake = await startOpenAiServer();
    t = await startTestServer({ LLM_BASE_URL: fake.url, LLM_API_KEY: fake.apiKey, LLM_MODEL: 'writer-1' }, { workers: false });
    token = await t.tokenFor('preview-hotel');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('puts the profile and examples in the voiced prompt only, and streams both answers', async () => {
    const id = await voiceFromNewsletter(t, token);
    fake.requests.length = 0;
    fake.reply = (messages) =>
      messages[0].content.includes('brand voice "Seaside"') ? 'Hi there! The terrace is back 🌊' : 'The terrace reopens on 1 June.';
    const events = await readSse(await preview(t, token, id));
    expect(events.at(-1)).toEqual({ event: 'done', data: { provider: 'openai-compatible', model: 'writer-1' } });
    expect(sides(events)).toEqual({ plain: 'The terrace reopens on 1 June.', voice: 'Hi there! The terrace is back 🌊' });
    const systems = fake.requests.map((r) => (r.body.messages as { content: string }[])[0].content);
    const voiced = systems.find((s) => s.includes('Seaside'))!;
    expect(voiced).toContain('Formality: casual');
    expect(voiced).toContain('Signs off with "Cheers"');
    expect(voiced).toContain('Examples of the voice:');
    expect(systems.find((s) => !s.includes('Seaside'))).toContain('no particular brand voice');
    expect(fake.requests.every((r) => r.body.stream === true)).toBe(true);
  });

  it('reports a model failure as an error event', async () => {
    const id = await voiceFromNewsletter(t, token);
    fake.mode = 'server-error';
    try {
      const events = await readSse(await preview(t, token, id));
      expect(events.at(-1)?.event).toBe('error');
      expect((events.at(-1)?.data as { message: string }).message).toMatch(/^The model server failed/);
    } finally {
      fake.mode = 'ok';
    }
  });
});

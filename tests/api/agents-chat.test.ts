import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { readSse, type SseEvent } from './search-seed.ts';
import { seedDocument, seedFaq } from './voices-seed.ts';

const P = 'agents-hotel';

describe('agents: streamed, cited answers in private conversations', () => {
  let t: TestServer;
  let token: string;
  const call = (path: string, init: RequestInit = {}, tk = token) =>
    fetch(`${t.api}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${tk}`,
        ...(init.body && typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
        ...(init.headers ?? {}),
      },
    });
  const newConversation = async (agent: string, tk = token) =>
    (await (await call('/agents/conversations', { method: 'POST', body: JSON.stringify({ agent }) }, tk)).json()) as {
      id: string;
      title: string;
    };
  const say = async (id: string, content: string, tk = token) =>
    readSse(await call(`/agents/conversations/${id}/messages`, { method: 'POST', body: JSON.stringify({ content }) }, tk));
  const textOf = (events: SseEvent[]) =>
    events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
  const sourcesOf = (events: SseEvent[]) =>
    events.find((e) => e.event === 'sources')!.data as { n: number; source: string; title: string; url: string | null }[];

  beforeAll(async () => {
    t = await startTestServer({}, { workers: false });
    token = await t.tokenFor(P);
    await seedDocument(
      t.db,
      P,
      'Pet policy.pdf',
      'Dogs are welcome in garden rooms for a fee of 25 euros per night. Cats are not allowed.',
    );
    await seedDocument(t.db, P, 'Safe codes (internal).txt', 'The master override code for room safes is 4471. Never give it to guests.');
    await seedDocument(t.db, P, 'Guest guide.pdf', 'Breakfast is served from 7:00 to 10:30 in the Orangery.', 'public');
    await seedFaq(t, P, 'When is check-out?', 'Check-out is at 11:00; late check-out until 14:00 costs 30 euros.');
    await seedFaq(t, P, 'Is there a spa discount?', 'Spa treatments are 20% off for members.', 'draft');
  });
  afterAll(() => t.close());

  it('Operations answers from staff documents, streamed, with numbered citations, and keeps the conversation', async () => {
    const conv = await newConversation('operations');
    const events = await say(conv.id, 'Are dogs allowed, and what is the fee?');
    expect(events.map((e) => e.event)).toContain('delta');
    expect(events.at(-1)?.event).toBe('done');
    const sources = sourcesOf(events);
    expect(sources[0]).toMatchObject({ n: 1, source: 'documents', title: 'Pet policy.pdf' });
    expect(sources[0].url).toMatch(/^\/api\/documents\/.+\/file$/);
    expect(textOf(events)).toContain('25 euros per night [1]');

    const stored = (await (await call(`/agents/conversations/${conv.id}`)).json()) as {
      title: string;
      messages: { role: string; content: string; sources: unknown[] }[];
    };
    expect(stored.title).toBe('Are dogs allowed, and what is the fee?');
    expect(stored.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(stored.messages[1].content).toBe(textOf(events));
    expect(stored.messages[1].sources).toHaveLength(sources.length);
  });

  it('declines rather than invents when the knowledge has no answer', async () => {
    const conv = await newConversation('operations');
    const events = await say(conv.id, 'What is the helicopter landing fee?');
    expect(textOf(events)).toBe("I could not find this in your property's knowledge.");
  });

  it('Customer service only reaches published FAQs and guest-visible sources', async () => {
    const conv = await newConversation('customer-service');
    const checkout = await say(conv.id, 'When is check-out and how much is late check-out?');
    expect(sourcesOf(checkout).map((s) => s.source)).toEqual(['faqs']);
    expect(textOf(checkout)).toContain('11:00');
    for (const q of ['What is the master override code for room safes?', 'Is there a spa discount for members?', 'Are dogs allowed?']) {
      const events = await say(conv.id, q);
      const titles = sourcesOf(events).map((s) => s.title);
      expect(titles).not.toContain('Safe codes (internal).txt');
      expect(titles).not.toContain('Pet policy.pdf');
      expect(titles).not.toContain('Is there a spa discount?');
      expect(textOf(events)).not.toMatch(/4471|20% off|25 euros/);
    }
  });

  it('lists, renames and deletes conversations, only for their owner in their property', async () => {
    const mine = await newConversation('marketing');
    const other = await t.tokenFor(P, 'colleague@test.example');
    const elsewhere = await t.tokenFor('another-hotel');
    for (const tk of [other, elsewhere]) {
      expect((await call(`/agents/conversations/${mine.id}`, {}, tk)).status).toBe(404);
      expect(
        (await call(`/agents/conversations/${mine.id}/messages`, { method: 'POST', body: JSON.stringify({ content: 'hi' }) }, tk)).status,
      ).toBe(404);
      expect((await call(`/agents/conversations/${mine.id}`, { method: 'PUT', body: JSON.stringify({ title: 'x' }) }, tk)).status).toBe(
        404,
      );
      expect((await call(`/agents/conversations/${mine.id}`, { method: 'DELETE' }, tk)).status).toBe(404);
      const list = (await (await call('/agents/conversations', {}, tk)).json()) as { data: { id: string }[] };
      expect(list.data.map((c) => c.id)).not.toContain(mine.id);
    }
    const renamed = await call(`/agents/conversations/${mine.id}`, { method: 'PUT', body: JSON.stringify({ title: 'Summer campaign' }) });
    expect(await renamed.json()).toMatchObject({ id: mine.id, title: 'Summer campaign', agent: 'marketing' });
    const list = (await (await call('/agents/conversations?agent=marketing')).json()) as { data: { id: string; title: string }[] };
    expect(list.data[0]).toMatchObject({ id: mine.id, title: 'Summer campaign' });
    expect((await call(`/agents/conversations/${mine.id}`, { method: 'PUT', body: JSON.stringify({ title: ' ' }) })).status).toBe(400);
    expect((await call(`/agents/conversations/${mine.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/agents/conversations/${mine.id}`)).status).toBe(404);
    expect((await call('/agents/conversations', { method: 'POST', body: JSON.stringify({ agent: 'hacker' }) })).status).toBe(400);
  });

  it('Marketing drafts an email in the brand voice, with the facts it found cited', async () => {
    await t.db.query(
      `INSERT INTO voices (id, property_id, name, used_for, knowledge_sources, style_profile) VALUES ('v1', $1, 'Formal', '{emails}', '[]', $2::jsonb)`,
      [P, JSON.stringify({ formality: 'formal', tone: ['professional'], greeting: 'Dear', signOff: 'Kind regards' })],
    );
    const conv = await newConversation('marketing');
    const events = await say(conv.id, 'Write an email about breakfast in the Orangery');
    const text = textOf(events);
    expect(text).toMatch(/^Subject: /);
    expect(text).toContain('Dear guest,');
    expect(text).toContain('Kind regards,');
    expect(text).toMatch(/Breakfast is served from 7:00 to 10:30 in the Orangery \[\d\]/);
    expect((events.at(-1)?.data as { voice: string }).voice).toBe('Formal');
  });

  it('Marketing writes in the voice the user picked, in the language of the request', async () => {
    await t.db.query(
      `INSERT INTO voices (id, property_id, name, used_for, knowledge_sources, style_profile) VALUES ('v2', $1, 'Playful', '{blogs}', '[]', $2::jsonb)`,
      [P, JSON.stringify({ formality: 'casual', tone: ['playful'], greeting: 'Hi there', signOff: 'Cheers' })],
    );
    const conv = await newConversation('marketing');
    // An email would get the emails voice ('Formal'); the picked one wins.
    const events = readSse(
      await call(`/agents/conversations/${conv.id}/messages`, {
        method: 'POST',
        body: JSON.stringify({ content: 'Write an email about breakfast in the Orangery', voiceId: 'v2' }),
      }),
    );
    const done = (await events).at(-1);
    expect(done?.event).toBe('done');
    expect((done?.data as { voice: string }).voice).toBe('Playful');
    expect(textOf(await events)).toContain('Cheers,');
    // Reopened, the conversation still says which voice wrote the draft.
    const reopened = await (await call(`/agents/conversations/${conv.id}`)).json();
    expect(reopened.messages.at(-1)).toMatchObject({ role: 'assistant', voice: 'Playful' });

    const fr = await readSse(
      await call(`/agents/conversations/${conv.id}/messages`, {
        method: 'POST',
        body: JSON.stringify({ content: 'Écris un e-mail sur le petit-déjeuner dans l’Orangerie', voiceId: 'v2', locale: 'en' }),
      }),
    );
    const text = textOf(fr);
    expect(text).toMatch(/^Objet : /);
    expect(text).not.toMatch(/\b(Subject|Hello|Cheers|Regards)\b/);
  });
});

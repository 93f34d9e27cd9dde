import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '../../server/search/query.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { readSse, seedChunks, seedIntegration, setIntegrationStatus, type SseEvent } from './search-seed.ts';

const P = 'p-search';
const OTHER = 'p-elsewhere';
const CROSS = 'p-across';

/** The wire shape of a result: the server's own type, so a renamed field fails the type check. */
type Hit = Omit<SearchHit, 'language' | 'text'>;

describe('search and ask (offline writer)', () => {
  let t: TestServer;
  let token: string;
  let otherToken: string;

  const search = async (params: Record<string, string>, as = token) => {
    const r = await fetch(`${t.api}/search?${new URLSearchParams(params)}`, { headers: { Authorization: `Bearer ${as}` } });
    return { status: r.status, body: (await r.json()) as { results: Hit[]; total: number; message?: string } };
  };
  const ask = async (body: unknown) =>
    fetch(`${t.api}/ask`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const answerOf = (events: SseEvent[]) =>
    events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');

  beforeAll(async () => {
    t = await startTestServer({}, { workers: false });
    token = await t.tokenFor(P);
    otherToken = await t.tokenFor(OTHER);
    await seedIntegration(t.db, { id: 'int-live', propertyId: P, kind: 'website', status: 'active' });
    await seedIntegration(t.db, { id: 'int-off', propertyId: P, kind: 'website', status: 'inactive' });
    await seedChunks(t.db, [
      {
        propertyId: P,
        source: 'documents',
        sourceId: 'doc-breakfast',
        title: 'Breakfast',
        location: { page: 2 },
        text: 'Breakfast is served from 7:00 to 10:30 in the garden restaurant. Vegan breakfast options are available on request. Late breakfast can be arranged with reception.',
      },
      {
        propertyId: P,
        source: 'documents',
        sourceId: 'doc-pool',
        title: 'Pool and leisure',
        text: 'The outdoor pool is open from May to September. Towels are provided at the pool bar. Guests may also order breakfast at the pool bar in the morning.',
      },
      {
        propertyId: P,
        source: 'faqs',
        sourceId: 'faq-parking',
        title: 'Is parking available?',
        text: 'Yes, free covered parking is available for all guests, with chargers for electric cars.',
      },
      {
        propertyId: P,
        source: 'website',
        sourceId: 'int-live',
        title: 'Spa',
        url: 'https://hotel.example/spa',
        text: 'Our spa offers a Finnish sauna, a hammam and massages every day from 9:00 to 20:00.',
      },
      {
        propertyId: P,
        source: 'website',
        sourceId: 'int-off',
        title: 'Old spa page',
        url: 'https://old.example/spa',
        text: 'The sauna was closed for renovation during the winter season.',
      },
      {
        propertyId: P,
        source: 'documents',
        sourceId: 'doc-hostile',
        title: 'Maintenance <notes>',
        text: 'Read the boiler manual <script>alert("x")</script> before the heating season & check that 1 < 2 <img src=x onerror=alert(1)',
      },
      {
        propertyId: P,
        source: 'documents',
        sourceId: 'doc-fr',
        title: 'Nos chambres',
        language: 'french',
        text: "Chaque chambre dispose d'un balcon avec vue sur le lac. Le petit-déjeuner est servi de 7h à 10h30 dans la salle du jardin. La chambre familiale accueille quatre personnes.",
      },
      {
        propertyId: P,
        source: 'documents',
        sourceId: 'doc-reveillon',
        title: 'Fêtes',
        language: 'french',
        text: 'Dîner du Réveillon à la Brasserie Mœbius, sur réservation.',
      },
      {
        propertyId: P,
        source: 'documents',
        sourceId: 'doc-de',
        title: 'Unsere Zimmer',
        language: 'german',
        text: 'Jedes Zimmer hat einen Balkon mit Seeblick. Das Frühstück wird von 7 bis 10:30 Uhr im Gartensaal serviert.',
      },
      {
        propertyId: OTHER,
        source: 'documents',
        sourceId: 'doc-secret',
        title: 'Breakfast elsewhere',
        text: 'Breakfast at the other hotel comes with a zebracorn pancake.',
      },
      // A French passage that answers, and English ones that share some of the words in passing.
      {
        propertyId: CROSS,
        source: 'documents',
        sourceId: 'doc-piscine',
        title: 'Piscine',
        language: 'french',
        text: 'Piscine : serviettes fournies, le samedi de 8h à 20h.',
      },
      {
        propertyId: CROSS,
        source: 'documents',
        sourceId: 'doc-pool-bar',
        title: 'Pool bar',
        text: 'Towels for the pool are kept at the pool bar, which serves light lunches.',
      },
      ...['market', 'jazz evening'].map((what, i) => ({
        propertyId: CROSS,
        source: 'documents' as const,
        sourceId: `doc-saturday-${i}`,
        title: 'Weekend',
        text: `The ${what} takes place every Saturday.`,
      })),
    ]);
  });
  afterAll(() => t.close());

  it('finds an exact phrase, and not the same words out of order', async () => {
    const phrase = await search({ q: '"garden restaurant"' });
    expect(phrase.status).toBe(200);
    expect(phrase.body.results.map((r) => r.sourceId)).toEqual(['doc-breakfast']);
    expect(phrase.body.total).toBe(1);
    const reversed = await search({ q: '"restaurant garden"' });
    expect(reversed.body.results).toEqual([]);
    expect(reversed.body.total).toBe(0);
  });

  it('ranks the passage about the subject above one that mentions it in passing', async () => {
    const { body } = await search({ q: 'breakfast' });
    const ids = body.results.map((r) => r.sourceId);
    expect(ids).toContain('doc-pool');
    expect(ids[0]).toBe('doc-breakfast');
    expect(body.results[0].score).toBeGreaterThan(body.results[ids.indexOf('doc-pool')].score);
    const first = body.results[0];
    expect(first).toMatchObject({
      source: 'documents',
      title: 'Breakfast',
      location: { page: 2 },
      url: '/api/documents/doc-breakfast/file#page=2',
    });
    expect(first.snippet).toContain('<mark>Breakfast</mark>');
    expect(Number.isNaN(Date.parse(first.date))).toBe(false);
  });

  it('filters by source and links each source to where it lives', async () => {
    const docs = await search({ q: 'breakfast', source: 'documents' });
    expect(docs.body.results.length).toBeGreaterThan(0);
    expect(docs.body.results.every((r) => r.source === 'documents')).toBe(true);
    expect((await search({ q: 'breakfast', source: 'faqs' })).body.total).toBe(0);
    const faq = await search({ q: 'parking', source: 'faqs' });
    expect(faq.body.results).toHaveLength(1);
    expect(faq.body.results[0].url).toBe('/faq-manager?question=faq-parking');
    const web = await search({ q: 'hammam', source: 'website' });
    expect(web.body.results[0].url).toBe('https://hotel.example/spa');
  });

  it('pages with range and reports the total', async () => {
    const page = await search({ q: 'breakfast', range: '[1,1]' });
    expect(page.body.results).toHaveLength(1);
    // Two English passages, then the French and German ones found through the lexicon's translations.
    expect(page.body.total).toBe(4);
    expect(page.body.results[0].sourceId).toBe('doc-pool');
  });

  it('escapes the passage text and highlights only the matches', async () => {
    const { body } = await search({ q: 'heating' });
    const snippet = body.results[0].snippet;
    expect(snippet).not.toMatch(/<script|<img/);
    expect(snippet).toContain('&lt;img src=x onerror=');
    expect(snippet.startsWith('Read the boiler manual')).toBe(true);
    expect(snippet).toContain('alert(&quot;x&quot;)');
    expect(snippet).toContain('&amp; check that 1 &lt; 2');
    expect(snippet).toContain('<mark>heating</mark>');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/<|>/);
    expect(body.results[0].title).toBe('Maintenance <notes>');
  });

  it("never returns another property's passages", async () => {
    expect((await search({ q: 'zebracorn' })).body.total).toBe(0);
    const theirs = await search({ q: 'zebracorn' }, otherToken);
    expect(theirs.body.results.map((r) => r.sourceId)).toEqual(['doc-secret']);
    const breakfast = await search({ q: 'breakfast' });
    expect(breakfast.body.results.map((r) => r.sourceId)).not.toContain('doc-secret');
  });

  it('leaves out the pages of an inactive integration until it is active again', async () => {
    const found = await search({ q: 'sauna' });
    expect(found.body.results.map((r) => r.sourceId)).toEqual(['int-live']);
    await setIntegrationStatus(t.db, 'int-off', 'active');
    expect((await search({ q: 'sauna' })).body.results.map((r) => r.sourceId).sort()).toEqual(['int-live', 'int-off']);
    await setIntegrationStatus(t.db, 'int-off', 'inactive');
    expect((await search({ q: 'sauna' })).body.total).toBe(1);
  });

  it('stems French and German words', async () => {
    // The passage in the query's own language first; its translation ("Zimmer") finds the other one after it.
    expect((await search({ q: 'chambres' })).body.results.map((r) => r.sourceId)[0]).toBe('doc-fr');
    expect((await search({ q: 'Zimmern' })).body.results.map((r) => r.sourceId)[0]).toBe('doc-de');
    const fr = await search({ q: 'petit-déjeuner' });
    expect(fr.body.results[0].sourceId).toBe('doc-fr');
  });

  it('finds words typed without their accents, and marks them when typed with', async () => {
    // The French stemmer keeps an accent inside a word: "réveillon" and "reveillon" met only once folded.
    for (const q of ['reveillon', 'Réveillon', 'moebius', 'brasserie moebius'])
      expect(
        (await search({ q })).body.results.map((r) => r.sourceId),
        q,
      ).toEqual(['doc-reveillon']);
    expect((await search({ q: 'réveillon' })).body.results[0].snippet).toContain('<mark>Réveillon</mark>');
  });

  it('ranks a passage in another language that covers the question above one in its own language that covers less', async () => {
    // A translation counts as much as the word typed: "serviettes" and "samedi" are the towels and Saturday asked.
    const { body } = await search({ q: 'towels at the pool on saturday' }, await t.tokenFor(CROSS));
    const ids = body.results.map((r) => r.sourceId);
    expect(ids).toContain('doc-pool-bar');
    expect(ids[0]).toBe('doc-piscine');
  });

  it('refuses an empty search, a malformed range, an unknown source and a missing token', async () => {
    expect(await search({ q: '   ' })).toEqual({ status: 400, body: { message: 'Type something to search' } });
    expect((await search({ q: 'pool', range: '[5,2]' })).status).toBe(400);
    expect((await search({ q: 'pool', range: 'nope' })).status).toBe(400);
    expect((await search({ q: 'pool', source: 'emails' })).status).toBe(400);
    expect((await fetch(`${t.api}/search?q=pool`)).status).toBe(401);
  });

  it('takes any text as a query, operators and stray quotes included', async () => {
    for (const q of ['"unclosed', '-', 'pool & (towels | !bar', "l'hôtel", ':*', 'or or or', '<script>']) {
      const r = await search({ q });
      expect(r.status, q).toBe(200);
      expect(Array.isArray(r.body.results)).toBe(true);
    }
    expect((await search({ q: 'pool -towels' })).body.results.map((r) => r.sourceId)).not.toContain('doc-pool');
  });

  it('says the offline writer is answering', async () => {
    const r = await fetch(`${t.api}/ai/status`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await r.json()).toEqual({ provider: 'offline', model: null, embeddings: false });
  });

  it('streams sources, a cited answer and done', async () => {
    const r = await ask({ question: 'When is breakfast served?' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/event-stream');
    const events = await readSse(r);
    expect(events[0].event).toBe('sources');
    expect(events.at(-1)).toEqual({ event: 'done', data: { provider: 'offline', model: null } });
    // One fact, one sentence here; streaming sentence by sentence is pinned in ai-offline.test.ts.
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThanOrEqual(1);
    const sources = events[0].data as {
      n: number;
      id: string;
      source: string;
      sourceId: string;
      title: string;
      url: string;
      snippet: string;
      record: unknown;
    }[];
    expect(sources.map((s) => s.n)).toEqual(sources.map((_, i) => i + 1));
    const breakfast = sources.find((s) => s.title === 'Breakfast');
    expect(breakfast?.url).toBe('/api/documents/doc-breakfast/file#page=2');
    // The source record, so the answer can link to the document itself.
    expect(breakfast).toMatchObject({
      source: 'documents',
      sourceId: 'doc-breakfast',
      record: { id: 'doc-breakfast', kind: 'documents', title: 'Breakfast' },
    });
    const answer = answerOf(events);
    expect(answer).toContain(`7:00 to 10:30 in the garden restaurant [${breakfast?.n}]`);
    expect(answer).not.toContain('zebracorn');
  });

  it('answers a French question from the French passage, in French', async () => {
    const events = await readSse(await ask({ question: 'À quelle heure est servi le petit-déjeuner ?' }));
    const sources = events[0].data as { n: number; title: string }[];
    const fr = sources.find((s) => s.title === 'Nos chambres');
    expect(fr).toBeDefined();
    const answer = answerOf(events);
    // The English and German versions state the same times: cited, not repeated.
    expect(answer).toMatch(new RegExp(`^Le petit-déjeuner est servi de 7h à 10h30 dans la salle du jardin \\[${fr?.n}\\](\\[\\d\\])+\\.$`));
    expect(answer).not.toMatch(/Breakfast is served|Das Frühstück/);
  });

  it("says plainly when nothing relevant was found, in the asker's language", async () => {
    const en = await readSse(await ask({ question: 'Do you rent snowmobiles?' }));
    expect(en[0].data).toEqual([]);
    expect(answerOf(en)).toBe("I could not find this in your property's knowledge.");
    const fr = await readSse(await ask({ question: 'Est-ce que vous louez des motoneiges ?' }));
    expect(answerOf(fr)).toBe("Je n'ai pas trouvé cette information dans les connaissances de votre établissement.");
  });

  it("answers in the screen's language when the question's own cannot be told, and the question's language first", async () => {
    const de = await readSse(await ask({ question: 'xqzv tiefgaragen-zufahrt', language: 'de' }));
    expect(answerOf(de)).toBe('Ich konnte dazu nichts im Wissen Ihrer Unterkunft finden.');
    const fr = await readSse(await ask({ question: 'Est-ce que vous louez des motoneiges ?', language: 'de' }));
    expect(answerOf(fr)).toBe("Je n'ai pas trouvé cette information dans les connaissances de votre établissement.");
    const unknown = await readSse(await ask({ question: 'xqzv tiefgaragen-zufahrt', language: 'tlh' }));
    expect(answerOf(unknown)).toBe("I could not find this in your property's knowledge.");
  });

  it('refuses an empty question', async () => {
    const r = await ask({ question: '  ' });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ message: 'Type a question to ask' });
  });
});

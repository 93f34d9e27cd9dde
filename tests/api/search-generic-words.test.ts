import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { seedChunks } from './search-seed.ts';

const P = 'p-generic-words';

// A word that only names the kind of fact asked ("time") is rarer on this property, through its
// French translation ("heure"), than the thing asked ("check-in"): the thing asked still decides.
describe('search weighs the thing asked above a word naming the kind of fact', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({}, { workers: false });
    token = await t.tokenFor(P);
    const filler = [
      'The spa has a hammam.',
      'Bikes are lent free.',
      'The lake is warm in July.',
      'Dogs are welcome.',
      'The bar serves cocktails.',
      'Towels are changed daily.',
      'The garden has a pond.',
      'Our chef cooks local fish.',
      'The library has board games.',
      'Boats leave from the jetty.',
      'The gym has a rowing machine.',
      'Kayaks are rented by the lake.',
      'The terrace faces west.',
      'A pianist plays on Fridays.',
    ];
    await seedChunks(t.db, [
      ...filler.map((text, i) => ({ propertyId: P, source: 'documents' as const, sourceId: `doc-${i}`, title: 'Guest guide', text })),
      {
        propertyId: P,
        source: 'documents',
        sourceId: 'doc-luggage',
        title: 'Front desk',
        text: 'Luggage can be left at the desk before check-in.',
      },
      { propertyId: P, source: 'documents', sourceId: 'doc-passport', title: 'Front desk', text: 'Show a passport at check-in.' },
      { propertyId: P, source: 'documents', sourceId: 'doc-faq', title: 'FAQ', text: 'Check-in from 3 pm, check-out by 11 am.' },
      {
        propertyId: P,
        source: 'documents',
        sourceId: 'doc-sauna',
        title: 'Espace sauna',
        language: 'french',
        text: 'Sauna privatif : 1 heure 50 CHF, tous les jours de 10h à 16h.',
      },
      { propertyId: P, source: 'documents', sourceId: 'doc-barque', title: 'Lac', language: 'french', text: 'Barque : 20 CHF l’heure.' },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('puts the check-in time above a passage sharing only the translated "time"', async () => {
    const r = await fetch(`${t.api}/search?${new URLSearchParams({ q: 'check in time' })}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const ids = ((await r.json()) as { results: { sourceId: string }[] }).results.map((h) => h.sourceId);
    expect(ids[0]).toBe('doc-faq');
    expect(ids).toContain('doc-sauna');
  });
});

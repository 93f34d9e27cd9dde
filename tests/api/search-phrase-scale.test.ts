import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../server/ai/question.ts';
import { clearFrequencyCache, documentFrequencies, searchChunks } from '../../server/search/query.ts';
import { startTestServer, type TestServer } from './harness.ts';

const BIG = 'p-phrase-big';
const SMALL = 'p-phrase-small';

/**
 * A phrase ("late checkout") is matched by rechecking word positions on every passage that has all
 * its words. On a property larger than the frequency sample whose passages say "late" and
 * "checkout" apart, counting it exactly would recheck them all; it is estimated from the sample
 * instead and never chooses the candidates, while the ranking still puts the passage that has
 * the phrase first.
 */
describe('phrases of common words on a large property', () => {
  let t: TestServer;

  const seed = (property: string, filler: number) =>
    t.db.query(
      `INSERT INTO chunks (property_id, source, source_id, ordinal, title, location, url, language, text)
       SELECT $1, 'documents', 'doc-' || g, 0, 'Notes ' || g, '{}'::jsonb, NULL, 'english'::regconfig,
              'A late arrival is noted at the desk; the checkout list is printed at night. Item ' || g
       FROM generate_series(1, $2::int) g`,
      [property, filler],
    );

  beforeAll(async () => {
    t = await startTestServer({}, { workers: false });
    await seed(BIG, 1500);
    await seed(SMALL, 40);
    for (const p of [BIG, SMALL])
      await t.db.query(
        `INSERT INTO chunks (property_id, source, source_id, ordinal, title, location, url, language, text)
         VALUES ($1, 'documents', 'policy', 0, 'Departure', '{}'::jsonb, NULL, 'english'::regconfig,
                 'A late checkout until 2 pm costs 30 EUR and is booked at reception.')`,
        [p],
      );
  }, 60_000);
  afterAll(() => t?.close());

  const phrase = () => {
    const { concepts } = analyseQuestion('How much is a late checkout fee?');
    const i = concepts.findIndex((c) => c.text.includes(' '));
    expect(i, 'the lexicon reads "late checkout" as one phrase').toBeGreaterThanOrEqual(0);
    return { concepts, i };
  };

  it('estimates the phrase from the sample on a large property instead of counting it', async () => {
    clearFrequencyCache();
    const { concepts, i } = phrase();
    const { df, costly } = await documentFrequencies(t.db, BIG, concepts);
    expect(costly[i]).toBe(true);
    expect(df[i]).toBeGreaterThanOrEqual(1);
    expect(df[i]).toBeLessThan(250);
  });

  it('counts it exactly on a property the sample holds whole', async () => {
    clearFrequencyCache();
    const { concepts, i } = phrase();
    const { df, costly } = await documentFrequencies(t.db, SMALL, concepts);
    expect(costly[i]).toBe(false);
    expect(df[i]).toBe(1);
  });

  it('still ranks the passage with the phrase first', async () => {
    for (const p of [BIG, SMALL]) {
      clearFrequencyCache();
      const { results } = await searchChunks(t.db, { propertyId: p, q: 'How much is a late checkout fee?' });
      expect(results[0]?.sourceId, p).toBe('policy');
    }
  });
});

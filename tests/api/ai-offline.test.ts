import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../server/ai/language.ts';
import { compose, offlineProvider } from '../../server/ai/offline.ts';
import { groundedRequest, parseGroundedPrompt, type Passage } from '../../server/ai/prompt.ts';

const passages: Passage[] = [
  {
    n: 1,
    title: 'Parking',
    language: 'english',
    text: 'The garage has 40 spaces. Parking costs 20 euros per night. Electric cars can charge at four stations.',
  },
  {
    n: 2,
    title: 'Check-in',
    language: 'english',
    text: 'Check-in starts at 15:00. Early check-in depends on availability. The front desk is open all night.',
  },
  { n: 3, title: 'Stationnement', language: 'french', text: 'Le parking coûte 20 euros par nuit. Le garage compte 40 places.' },
  { n: 4, title: 'Parken', language: 'german', text: 'Das Parken kostet 20 Euro pro Nacht. Die Garage hat 40 Stellplätze.' },
];

async function collect(it: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of it) out.push(piece);
  return out;
}

describe('offline writer', () => {
  it('detects the three product languages from a question', () => {
    expect(detectLanguage('What time does the pool open?')).toBe('en');
    expect(detectLanguage('À quelle heure ouvre la piscine ?')).toBe('fr');
    expect(detectLanguage('Wann öffnet das Schwimmbad?')).toBe('de');
    expect(detectLanguage('wifi')).toBeNull();
  });

  it('answers with the matching sentences and cites the passage each one comes from', () => {
    const out = compose({ question: 'How much does parking cost per night?', passages: passages.slice(0, 2) });
    expect(out.found).toBe(true);
    expect(out.text).toContain('Parking costs 20 euros per night [1].');
    expect(out.text).not.toContain('Check-in starts');
    const late = compose({ question: 'Can I check in early?', passages: passages.slice(0, 2) });
    expect(late.sentences).toContainEqual({ text: 'Early check-in depends on availability [2].', cites: [2] });
    expect(late.sentences.every((s) => s.cites.includes(2))).toBe(true);
    expect(late.sentences.length).toBeLessThanOrEqual(5);
  });

  it("prefers passages in the asker's language", () => {
    const fr = compose({ question: 'Combien coûte le parking ?', passages });
    expect(fr.language).toBe('fr');
    // The English and German passages say the same figures: cited with it, not repeated.
    expect(fr.text).toMatch(/^Le parking coûte 20 euros par nuit \[3\](\[\d\])*\.$/u);
    expect(fr.text).not.toMatch(/Parking costs|Das Parken/);
    const de = compose({ question: 'Was kostet das Parken?', passages });
    expect(de.text).toMatch(/^Das Parken kostet 20 Euro pro Nacht \[4\]/u);
  });

  it("says so in the asker's language when only other languages match", () => {
    const out = compose({ question: 'Quand commence le check-in ?', passages: passages.slice(0, 2) });
    expect(out.sentences[0].cites).toEqual([]);
    expect(out.sentences[0].text).toMatch(/^Voici/);
    expect(out.text).toContain('Check-in starts at 15:00 [2].');
  });

  it('says clearly when nothing relevant was found', () => {
    expect(compose({ question: 'Do you have a helipad?', passages }).text).toBe("I could not find this in your property's knowledge.");
    expect(compose({ question: 'Habt ihr einen Hubschrauberlandeplatz?', passages }).text).toBe(
      'Ich konnte dazu nichts im Wissen Ihrer Unterkunft finden.',
    );
    expect(compose({ question: 'Parking?', passages: [] }).found).toBe(false);
  });

  it('cites every passage that repeats a sentence (overlapping chunks) once', () => {
    const out = compose({
      question: 'When does check-in start?',
      passages: [passages[1], { ...passages[1], n: 2, text: 'Check-in starts at 15:00. Bags can be left at the desk.' }].map((p, i) => ({
        ...p,
        n: i + 1,
      })),
    });
    expect(out.text.match(/Check-in starts at 15:00/g)).toHaveLength(1);
    expect(out.text).toContain('Check-in starts at 15:00 [1][2].');
  });

  it('generates from a grounded prompt the same answer it composes, and streams it sentence by sentence', async () => {
    const req = groundedRequest({ question: 'How much does parking cost per night?', passages: passages.slice(0, 2), language: 'en' });
    expect(parseGroundedPrompt(req.messages[0].content).passages.map((p) => p.n)).toEqual([1, 2]);
    const writer = offlineProvider();
    const text = await writer.generate(req);
    expect(text).toBe(compose({ question: 'How much does parking cost per night?', passages: passages.slice(0, 2), language: 'en' }).text);
    const pieces = await collect(writer.stream(req));
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBe(text.split(/(?<=\]\.) /).length);
  });

  it('keeps the requested answer language even when the question is ambiguous', async () => {
    const req = groundedRequest({ question: 'parking', passages, language: 'de' });
    expect(await offlineProvider().generate(req)).toContain('[4]');
  });

  it("returns the given text's first sentences when the prompt has no passages", async () => {
    const text = await offlineProvider().generate({
      messages: [
        {
          role: 'user',
          content:
            'Rewrite in our voice.\nText: Our rooms are bright. Each has a desk. Wifi is free. Parking is extra. Pets are welcome. Breakfast is included.',
        },
      ],
    });
    expect(text).toBe('Our rooms are bright. Each has a desk. Wifi is free. Parking is extra. Pets are welcome.');
  });

  it('stops when aborted', async () => {
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(
      collect(offlineProvider().stream(groundedRequest({ question: 'parking cost', passages, language: 'en' }), ctrl.signal)),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

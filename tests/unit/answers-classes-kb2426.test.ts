import { describe, expect, it } from 'vitest';
import { moneyPattern } from '../../server/ai/currency.ts';
import { stem } from '../../server/ai/language.ts';
import { measuresOf } from '../../server/ai/measures.ts';
import { splitSentences } from '../../server/ai/offline.ts';
import { analyseQuestion, hasAnswerType } from '../../server/ai/question.ts';
import { answer, declined, passage } from './compose-helpers.ts';

/**
 * Failure classes found by three properties first held out, then read (bench SET=kb24, kb25,
 * kb26: a Zurich river hotel, a Santorini cliff hotel and a Prague baroque house), each pinned on
 * wording of its own.
 */

describe('Swiss price lists', () => {
  it('reads "Fr. 85.–" as money', () => {
    expect(new RegExp(moneyPattern, 'iu').test('Wäscheservice pro Sack Fr. 85.–')).toBe(true);
    expect(new RegExp(moneyPattern, 'iu').test('Mo–Fr. geschlossen')).toBe(false);
  });
  it('ends no sentence at "Fr." or "Std." before a figure', () => {
    expect(splitSentences('Bootsfahrt bis 4 Personen Fr. 240.– pro Fahrt (ca. 2 Std. 30 Min.).')).toEqual([
      'Bootsfahrt bis 4 Personen Fr. 240.– pro Fahrt (ca. 2 Std. 30 Min.).',
    ]);
  });
  it('cuts list items glued by one dash after a price', () => {
    expect(splitSentences('Kleinbus bis 8 Personen: Fr. 180.– pro Fahrt - Fahrt nach Luzern: Kleinbus Fr. 390.– pro Fahrt')).toEqual([
      'Kleinbus bis 8 Personen: Fr. 180.– pro Fahrt.',
      'Fahrt nach Luzern: Kleinbus Fr. 390.– pro Fahrt.',
    ]);
  });
  it('answers the price of the ride asked, not the one glued before it', () => {
    const rides = [
      passage(
        1,
        'anreise.txt › Transfers',
        'Kleinbus bis 8 Personen: Fr. 180.– pro Fahrt - Fahrt nach Luzern: Kleinbus Fr. 390.– pro Fahrt',
      ),
    ];
    const text = answer('what does our minibus to Luzern cost', rides).text;
    expect(text).toContain('390');
    expect(text).not.toContain('180');
  });
});

describe('a sentence that sends the reader to another document', () => {
  it('ranks below the sentence that states the fact ("see the French reception notes")', () => {
    const tax = [
      passage(1, 'guest-directory.md › Taxes', 'City tax for children: see the French reception notes.'),
      passage(2, 'faq.txt › City tax', 'Children under 12 are exempt from the city tax.'),
    ];
    expect(answer('do children pay the city tax', tax).text.split('[')[0]).toContain('under 12');
  });
});

describe('an option asked by its length', () => {
  const pass = [
    passage(1, 'concierge.md › City pass', '24 hours (City Pass): Adult EUR 27, Child EUR 15.'),
    passage(2, 'concierge.md › City pass', '96 hours (City Pass): Adult EUR 49, Child EUR 29.'),
    passage(3, 'site:/offers › Shop', 'City Pass holders get 10% off in the hotel shop.'),
  ];
  it('reads "48h" as a duration, not a clock time', () => {
    expect(measuresOf('city pass 48h price', false)).toEqual([{ kind: 'minutes', value: 2880, typed: '48h' }]);
    expect(measuresOf('dinner at 20h', false).every((m) => m.kind === 'clock')).toBe(true);
  });
  it('finds the row by its length typed short ("96h")', () => {
    expect(answer('city pass 96h price for an adult', pass).text.split('[')[0]).toContain('49');
  });
  it('declines a length no row lists, even when the best sentence states none', () => {
    declined('city pass 48 hours price', pass);
  });
});

describe("a person's age picks the option priced for it", () => {
  const beds = [
    passage(1, 'rates.xlsx › Extras', 'Extra bed, adult or child from 13 (Item): Unit per night, Price € 85,00.'),
    passage(2, 'rates.xlsx › Extras', 'Extra bed, child 3–12 (Item): Unit per night, Price € 45,00.'),
  ];
  it('reads the age typed in its usual forms', () => {
    for (const [q, age] of [
      ['prix pour une fille de 9 ans', 9],
      ['Was zahlt ein 8-jähriges Kind?', 8],
      ['HP fuer ein 10jaehriges Kind', 10],
      ['kids club for a 5yo', 5],
    ] as const)
      expect(measuresOf(q, false)).toContainEqual(expect.objectContaining({ kind: 'age', value: age }));
  });
  it('answers the row for that age, told in the situation or asked', () => {
    expect(answer('the parents want an extra bed for their 7 year old, how much a night', beds).text.split('[')[0]).toContain('45,00');
    expect(answer('extra bed price for a 15 year old', beds).text.split('[')[0]).toContain('85,00');
  });
  it('reads rows written "child 3–12: EUR 45" in one Markdown paragraph', () => {
    const notes = [
      passage(
        1,
        'notes-desk.md › Extras',
        'Extra bed, adult or child from 13: EUR 85 per night.\nExtra bed, child 3–12: EUR 45 per night.',
      ),
    ];
    expect(answer('the parents want an extra bed for their 7 year old, how much a night', notes).text).not.toContain('85');
    expect(answer('Zustellbett für ein 15-jähriges Kind, Preis?', notes).text).not.toContain('45');
  });
  it('reads bounds written after the age ("12 and under", "12 ans et moins", "13 Jahre und älter")', () => {
    const rows = [
      passage(1, 'restaurant.md › Breakfast', 'Breakfast, children 12 and under: EUR 9.'),
      passage(2, 'restaurant.md › Breakfast', 'Breakfast, adults and children 13 years and over: EUR 19.'),
    ];
    expect(answer('breakfast price for a 9 year old', rows).text).not.toContain('19');
    expect(answer('Frühstück für ein 14-jähriges Kind, Preis?', rows).text).not.toContain('EUR 9.');
  });
  it('answers a row under a paragraph that names the subject first', () => {
    const breakfast = [
      passage(1, 'restaurant.pdf › Rates', 'Breakfast is served from 7:00 to 10:30. Adults: £19.00. Child 5 to 12 years: £9.50.'),
      passage(2, 'faq.txt › Kids club', 'Kids club for children 4 to 10 years: £12 per morning.'),
    ];
    expect(answer('breakfast price for an 8 year old', breakfast).text.split('[')[0]).toContain('9.50');
  });
});

describe('"um wie viel Uhr"', () => {
  it('asks a time, and "Uhr" names it', () => {
    const q = analyseQuestion('um wie viel uhr beginnt das konzert im barocksaal');
    expect(q.type).toBe('time');
    const notes = [
      passage(1, 'konzerte.txt › Konzerte', 'Das Konzert im Barocksaal beginnt um 19:30 Uhr; Einlass ab 19:00 Uhr.'),
      passage(2, 'hausordnung.txt › Ruhe', 'Musik im Innenhof bis 22:00.'),
    ];
    expect(answer('um wieviel uhr ist das konzert', notes).text.split('[')[0]).toContain('19:30');
  });
});

describe("a person's name", () => {
  it('answers a question asking a name ("name of our head chef")', () => {
    const dining = [
      passage(1, 'site:/dining › Dining', 'Chef de cuisine Martina Keller cooks lake fish and veal from farms nearby.'),
      passage(2, 'faq.txt › Breakfast', 'Breakfast is served from 7:00 in the brasserie.'),
    ];
    expect(answer('name of our head chef', dining).text).toContain('Martina Keller');
    expect(hasAnswerType('Breakfast is served from 7:00 in the brasserie.', 'name')).toBe(false);
  });
});

describe('a phrase the lexicon lists with a stop word first', () => {
  it('is read whole ("en semaine": the weekdays, not a week)', () => {
    expect(analyseQuestion('horaires petit dej en semaine').concepts.map((c) => c.text)).toContain('en semaine');
    const breakfast = [
      passage(
        1,
        'restaurant.pdf › Petit-déjeuner',
        'Petit-déjeuner du lundi au vendredi : 7h00 – 10h00 ; samedi et dimanche : 7h30 – 11h00.',
        'french',
      ),
      passage(2, 'faq.txt › Week', 'A week in the Old Town: seven nights from 1 290 €.'),
    ];
    expect(answer('horaires petit dej en semaine', breakfast).text.split('[')[0]).toContain('7h00');
  });
});

describe('a phrase of words that ask nothing', () => {
  it('asks nothing either ("opening hours")', () => {
    const concepts = analyseQuestion('pool opening hours in winter').concepts;
    expect(concepts.find((c) => c.text === 'opening hours')?.generic).toBe(true);
    expect(concepts.find((c) => c.text === 'pool')?.generic).toBe(false);
  });
});

describe('a heading in capitals that lost its line break', () => {
  it('is a line of its own', () => {
    expect(splitSentences('STATIONNEMENT (P) 4.1 Garage : 28 € par nuit. 4.2 Hauteur max. 1,90 m.')).toEqual([
      'STATIONNEMENT (P)',
      '4.1 Garage : 28 € par nuit.',
      '4.2 Hauteur max. 1,90 m.',
    ]);
    expect(splitSentences('CHF 45 per night.')).toEqual(['CHF 45 per night.']);
  });
});

describe('where a van goes', () => {
  it('is a name even after a hyphenated word ("Transfer mit dem Hotel-Van nach Luzern")', () => {
    const rides = [passage(1, 'anreise.txt › Transfers', 'Transfer Flughafen Basel: Van bis 7 Personen Fr. 420.– pro Fahrt.')];
    declined('Transfer mit dem Hotel-Van nach Luzern, Preis?', rides);
  });
});

describe('German adjectives from a past participle', () => {
  it('meet the participle ("verlorene Schlüsselkarte", "geschlossene Terrasse")', () => {
    expect(stem('verlorene')).toBe(stem('verloren'));
    expect(stem('geschlossenen')).toBe(stem('geschlossen'));
    expect(stem('Wiener')).toBe(stem('Wien'));
  });
  it('answers a lost key card asked with the participle', () => {
    const prices = [passage(1, 'preise.csv', 'Verlorene Schlüsselkarte (Leistung): Einheit Stück, Preis 300,- Kč.')];
    expect(answer('schluesselkarte verloren kosten', prices).text).toContain('300');
  });
});

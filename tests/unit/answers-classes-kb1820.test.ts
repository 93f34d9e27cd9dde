import { describe, expect, it } from 'vitest';
import { splitPassages } from '../../server/chunking/split.ts';
import { htmlToBlocks } from '../../server/extract/html.ts';
import { textToBlocks } from '../../server/extract/text.ts';
import { analyseQuestion } from '../../server/ai/question.ts';
import { answer, declined, passage } from './compose-helpers.ts';

/**
 * Failure classes found by three properties first held out, then read (bench SET=kb18, kb19,
 * kb20: a Vienna palace hotel, a Marrakech riad and a Brussels city hotel), each pinned on wording
 * of its own.
 */

/** A Markdown file as the writer receives it: extracted, then packed into passages. */
const markdownPassages = (md: string) => splitPassages(textToBlocks(md, true).blocks).map((p, i) => passage(i + 1, p.title, p.text));

describe('a Markdown table row carries its column headers', () => {
  const spa = `# Spa hours

| Area | Weekdays | Weekend |
|---|---|---|
| Pool | 7:00 – 21:00 | 8:00 – 20:00 |
| Steam room | 15:00 – 21:00 | 10:00 – 20:00 |
`;
  it('as a spreadsheet row does: which column is the weekend', () => {
    const texts = textToBlocks(spa, true).blocks.map((b) => b.text);
    expect(texts).toEqual([
      'Pool (Area): Weekdays 7:00 – 21:00, Weekend 8:00 – 20:00.',
      'Steam room (Area): Weekdays 15:00 – 21:00, Weekend 10:00 – 20:00.',
    ]);
  });
  it('a blank corner cell names nothing', () => {
    const texts = textToBlocks('| | Adult | Child |\n| :-- | --: | --: |\n| Brunch | €49 | |\n', true).blocks.map((b) => b.text);
    expect(texts).toEqual(['Brunch: Adult €49.']);
  });
  it('so the answer says which hours are the weekend ones', () => {
    const a = answer('steam room hours at the weekend?', markdownPassages(spa));
    expect(a.text).toContain('Weekend 10:00 – 20:00');
  });
});

describe('an HTML or Word table row under a header row carries the headers too', () => {
  it('reads each row with the <th> headers, and a table without them as before', () => {
    const page = `<h2>Rates</h2><table><tr><th>Room</th><th>Low season</th><th>High season</th></tr>
      <tr><td>Double</td><td>€140</td><td>€210</td></tr></table>
      <table><tr><td>Check-in</td><td>3 pm</td></tr></table>`;
    expect(htmlToBlocks(page).blocks.map((b) => b.text)).toEqual([
      'Double (Room): Low season €140, High season €210.',
      '| Check-in | 3 pm |',
    ]);
  });
});

describe('the words staff use for a unit, a pet or a part of the day', () => {
  it('reads "sqm" and "Quadratmeter" as the m² of a room list', () => {
    const rooms = [passage(1, 'rooms.xlsx › Rooms', 'Garden Suite (Category): Rooms 3, Size (m²) 55, View garden.')];
    expect(answer('garden suite size sqm', rooms).text).toContain('55');
    expect(answer('garden suite quadratmeter', rooms).text).toContain('55');
  });
  it('reads a pet or a breed as the dog the rules are about, and kilos as kg', () => {
    const dogs = [passage(1, 'hunde.txt', 'Hunde bis 10 kg: 18 € pro Nacht; über 10 kg: 30 € pro Nacht.', 'german')];
    expect(answer('guest has a beagle of 12 kilos, nightly fee?', dogs).text).toContain('30 €');
    expect(answer('whats the pet fee per night', dogs).text).toContain('18 €');
  });
  it('but a cat is still no dog', () => {
    const dogs = [passage(1, 'hunde.txt', 'Hunde bis 10 kg: 18 € pro Nacht; über 10 kg: 30 € pro Nacht.', 'german')];
    declined('can guests bring a cat, price per night?', dogs);
  });
  it('reads a whole day as a full day, in the three languages', () => {
    const bikes = [passage(1, 'mobilitaet.pdf › Fahrräder', 'E-Bike: halber Tag 25 €; ganzer Tag 40 €.', 'german')];
    expect(answer('e-bike for the whole day, price?', bikes).text).toContain('40 €');
    const hire = [passage(1, 'rates.xlsx › Rooms', 'Salon Mozart (Room): Half day hire (EUR) 300, Full day hire (EUR) 520.')];
    expect(answer('salon mozart location journée complète', hire).text).toContain('520');
  });
});

describe('a kind is said by naming its members', () => {
  it('the languages the staff speak, the cards taken', () => {
    const team = [passage(1, 'Accueil', 'Notre équipe parle allemand, anglais, italien et polonais.', 'french')];
    expect(answer('quelles langues parle l’équipe', team).text).toContain('polonais');
    const staff = [passage(1, 'About us', 'Our team speaks German, English, Italian and Polish.')];
    expect(answer('which languages does the team speak?', staff).text).toContain('Polish');
    const pay = [passage(1, 'Payment', 'We take Visa, Mastercard and Amex; no cheques.')];
    expect(answer('which cards do we take?', pay).text).toContain('Mastercard');
  });
  it('one member named is no list of them', () => {
    declined('which languages does the team speak?', [passage(1, 'Tours', 'The Saturday walk is in English.')]);
  });
});

describe('a figure after "de" in French is a measure, not a kind of the noun', () => {
  it('"un labrador de 30 kg" is answered by the dog weight rule', () => {
    const dogs = [passage(1, 'animaux.txt', 'Un seul chien par chambre, 15 kg maximum.', 'french')];
    expect(answer('un client veut venir avec son labrador de 30 kg, c’est possible ?', dogs).text).toContain('15 kg');
  });
});

describe('a duration in hours is counted in minutes', () => {
  const spa = [passage(1, 'Spa', 'Aromatherapy massage, 50 minutes: €110. Aromatherapy massage, 80 minutes: €159.')];
  it('so a 2 hour massage is none of the 50 and 80 minute ones', () => {
    declined('price for a 2 hour massage', spa);
  });
  it('and "1h30" or "1.5 hours" is the 90 minute one', () => {
    const longer = [passage(1, 'Spa', 'Hot stone massage, 60 minutes: €120. Hot stone massage, 90 minutes: €165.')];
    expect(answer('hot stone massage 1h30 price', longer).text).toMatch(/^Hot stone massage, 90 minutes/);
    expect(answer('hot stone massage 1.5 hours, how much?', longer).text).toMatch(/^Hot stone massage, 90 minutes/);
  });
});

describe('"in total" asks for the figure, it names no thing', () => {
  it('so the number of rooms is answered, in German and English', () => {
    // "Zimmer" is on most passages: a word no passage has beside it would make the question another one.
    const home = [
      passage(1, 'Willkommen', '96 Zimmer und Studios am Place du Grand Sablon, mitten in Brüssel.', 'german'),
      passage(2, 'Hunde', 'Hunde sind in allen Zimmern willkommen, 25 € pro Nacht.', 'german'),
      passage(3, 'Anreise', 'Die Zimmer sind ab 15 Uhr bezugsbereit.', 'german'),
      passage(4, 'Abreise', 'Bitte verlassen Sie das Zimmer bis 11 Uhr.', 'german'),
    ];
    expect(answer('wie viele zimmer hat das hotel insgesamt', home).text).toContain('96 Zimmer');
    const about = [
      passage(1, 'About', 'The house has 62 rooms and suites on four floors.'),
      passage(2, 'Dogs', 'Dogs are welcome in the garden rooms for £20 a night.'),
      passage(3, 'Arrival', 'Rooms are ready from 3 pm.'),
      passage(4, 'Departure', 'Please leave the room by 11 am.'),
    ];
    expect(answer('how many rooms are there altogether', about).text).toContain('62 rooms');
  });
});

describe('a rate table names its seasons by their level only', () => {
  const rates = [
    passage(
      1,
      'rates.xlsx › Rates 2025',
      'Terrace Room (Category): Rooms 5, Low (EUR) 145, Mid (EUR) 175, High (EUR) 210, Peak (EUR) 250.',
    ),
  ];
  it('so "high season" is the column "High", asked in English or French', () => {
    expect(answer('terrace room rate high season', rates).text).toContain('High (EUR) 210');
    expect(answer('prix terrace room en haute saison', rates).text).toContain('High (EUR) 210');
  });
  it('a single "high" is no season column', () => {
    const pool = [passage(1, 'Pool', 'The pool fence is 1.2 m high; the pool costs nothing.')];
    declined('pool price in high season', pool);
  });
});

describe("an age's unit is said in each language", () => {
  it('so "a 7 year old" is searched as "ans" and "Jahre" too, and "old" asks for nothing', () => {
    const concepts = analyseQuestion('how much do we charge for breakfast for a 7 year old').concepts;
    const year = concepts.find((c) => c.text === 'year')!;
    expect(year.translations).toEqual(expect.arrayContaining([expect.objectContaining({ form: 'ans', lang: 'fr' })]));
    expect(year.alternatives).toContain('jahre');
    expect(concepts.find((c) => c.text === 'old')?.generic).toBe(true);
    expect(analyseQuestion('Kinder von 7 Jahren').concepts.find((c) => c.text === 'jahren')?.alternatives).toContain('years');
  });
});

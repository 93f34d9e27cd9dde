import { describe, expect, it } from 'vitest';
import { monthStems, notFoundMessage, stem, unicodeWords } from '../../server/ai/language.ts';
import { circumstances, compose, splitSentences } from '../../server/ai/offline.ts';
import type { Passage } from '../../server/ai/prompt.ts';
import { analyseQuestion, answerTypeOf, hasAnswerType } from '../../server/ai/question.ts';

/**
 * Failure classes found by two properties first held out, then read (bench SET=kb6, kb7: an
 * Austrian lake hotel and a London hotel), each pinned on wording of its own.
 */
const passage = (n: number, title: string, text: string, language = 'english'): Passage => ({ n, title, text, language });
const declined = (text: string) => Object.values(notFoundMessage).some((m) => text.startsWith(m));

describe('times written "a.m." and "p.m."', () => {
  it('reads "11 a.m." and "10 p.m." as times', () => {
    expect(hasAnswerType('Room service runs from 11 a.m. to 10 p.m.', 'time')).toBe(true);
    expect(hasAnswerType('Room service runs all day.', 'time')).toBe(false);
  });
  it('answers "room service hours" and keeps the period of "p.m." in the answer', () => {
    const faq = [passage(1, 'FAQ', 'Room service is available from 11 a.m. to 10 p.m. The minibar is refilled daily.')];
    const a = compose({ question: 'room service hours', passages: faq });
    expect(a.found).toBe(true);
    expect(a.text).toContain('10 p.m. [1].');
  });
  it('does not end a sentence at "approx." or "ca."', () => {
    expect(splitSentences('Outside these hours a taxi costs approx. 22 EUR. The bus stops at 8 p.m.')).toEqual([
      'Outside these hours a taxi costs approx. 22 EUR.',
      'The bus stops at 8 p.m.',
    ]);
    expect(splitSentences('Ein Taxi kostet ca. 30 €. Der Bus fährt stündlich.')).toHaveLength(2);
  });
});

describe('word edges in every alphabet', () => {
  it('matches a word ending in ß or starting with à', () => {
    expect(/\bheiß\b/u.test('wie heiß ist es')).toBe(false); // why the helper exists
    expect(unicodeWords(/\bheiß\b/u).test('wie heiß ist es')).toBe(true);
    expect(unicodeWords(/\bheiß\b/u).test('wie heißt er')).toBe(false);
    expect(unicodeWords(/\bà\b/u).test('ouvert à midi')).toBe(true);
  });
  it('reads "wie heiß" as a temperature and "wie heißt" as a name', () => {
    expect(answerTypeOf('wie heiß ist die finnische Sauna')).toBe('temperature');
    expect(answerTypeOf('wie heißt der Nachtportier')).toBe('name');
    expect(answerTypeOf('Wie groß ist das Weingut?')).toBe('size');
    expect(hasAnswerType('Das Weingut umfasst 18 Hektar Reben.', 'size')).toBe(true);
  });
  it('declines a name the knowledge does not give, and answers a coded one', () => {
    const desk = [passage(1, 'Nacht', 'In der Nacht erreichen Sie den Nachtportier unter der Durchwahl 9.', 'german')];
    expect(declined(compose({ question: 'wie heißt der Nachtportier', passages: desk }).text)).toBe(true);
    const wifi = [passage(1, 'Wi-Fi', 'The wifi network is KONTOR-GUEST; no password is needed. Wifi is free in all rooms.')];
    expect(compose({ question: 'What is the wifi network called?', passages: wifi }).text).toMatch(/^The wifi network is KONTOR-GUEST/);
  });
});

describe('amounts and sizes asked with "how high"', () => {
  it('reads "wie hoch ist die Anzahlung" as a price, with no height required', () => {
    expect(answerTypeOf('wie hoch ist die Anzahlung bei Buchung')).toBe('price');
    expect(analyseQuestion('wie hoch ist die Anzahlung bei Buchung').concepts.some((c) => c.required)).toBe(false);
    const terms = [
      passage(1, 'Conditions', 'Un acompte de 30 % est demandé à la réservation. Le solde est payé à l’arrivée.', 'french'),
      passage(2, 'Allergien', 'Allergien werden bei der Buchung abgefragt.', 'german'),
    ];
    expect(compose({ question: 'wie hoch ist die Anzahlung bei Buchung', passages: terms }).text).toContain('30 %');
  });
  it('answers "how high" with a height in metres', () => {
    const garage = [passage(1, 'Garage', 'Vehicles up to 2.10 m high fit in the underground garage.')];
    expect(compose({ question: 'How high can vans be in the underground garage?', passages: garage }).text).toContain('2.10 m');
  });
  it('reads a price whose currency is in the column header', () => {
    expect(hasAnswerType('Classic Twin (Room type): Weekday rate Sun-Thu (GBP) 219, Weekend rate Fri-Sat (GBP) 179.', 'price')).toBe(true);
    expect(hasAnswerType('A: capped at GBP 250.00 per stay.', 'price')).toBe(true);
    expect(hasAnswerType('Suite (Room): Low season (CHF/nuit) 560, Christmas (CHF/nuit) 890.', 'price')).toBe(true);
    expect(hasAnswerType('Suite (Room): Guests 3, Size 52 m².', 'price')).toBe(false);
  });
});

describe('lines that state a fact are no headings', () => {
  it('answers from a price line of a brochure and a "label: value" line', () => {
    const spa = [
      passage(1, 'Spa', 'Heubad mit Bergkräutern, 30 Min. ................. € 54,-\nKlassische Massage 50 Min. ...... € 82,-', 'german'),
    ];
    expect(compose({ question: 'Was kostet das Heubad?', passages: spa }).text).toContain('Heubad mit Bergkräutern, 30 Min. – € 54,-');
    const house = [
      passage(1, 'Haus A–Z', 'WLAN\nKostenloses WLAN im ganzen Haus.\nNetzwerk: Almrausch-Gast, Passwort: seezeit2025', 'german'),
    ];
    expect(compose({ question: 'mot de passe wifi', passages: house }).text).toContain('seezeit2025');
  });
  it('answers from a line of hours under a heading', () => {
    const bar = [passage(1, 'The rooftop bar', 'Opening hours\nSunday to Thursday: noon to 11pm\nFriday and Saturday: noon to 1am')];
    expect(compose({ question: 'what time does the rooftop bar close on a friday', passages: bar }).text).toContain('1am');
  });
});

describe("a long question's own words", () => {
  it('does not require the words of a situation no passage has, when the sentence holds the asked fact', () => {
    const desk = [
      passage(1, 'Complaints', 'Front desk staff may grant goodwill of up to 40 EUR (a drink, a spa voucher) without approval.'),
      passage(2, 'Manager', 'The manager on duty carries the red phone.'),
    ];
    const a = compose({ question: 'grumpy guest – how much goodwill can I offer without asking the manager?', passages: desk });
    expect(a.found).toBe(true);
    expect(a.text).toContain('40 EUR');
  });
  it('still declines a short question whose thing no passage has', () => {
    const spa = [passage(1, 'Spa', 'A classic massage of 50 minutes costs 82 EUR.')];
    expect(declined(compose({ question: 'how much is a hot stone massage', passages: spa }).text)).toBe(true);
  });
  it('reads "step-free" as no price', () => {
    expect(hasAnswerType('All meeting rooms are step-free.', 'price')).toBe(false);
    expect(hasAnswerType('Parking is free for hotel guests.', 'price')).toBe(true);
  });
});

describe('dates, "last" and arrival', () => {
  it('reads the months of dates written in figures, a range every month it spans', () => {
    expect(monthStems('Winter low season: from 07.01.2026, to 30.01.2026.')).toContain(stem('january'));
    expect(monthStems('Closed 02.11.2026 – 18.12.2026')).toEqual(expect.arrayContaining(['november', 'december', 'dezember'].map(stem)));
    expect(monthStems('Vans up to 2.10 m; a coffee costs 3.50.')).toEqual([]);
    const seasons = [
      passage(
        1,
        'Saisonen',
        'Winter Hauptsaison: von 20.12.2026 bis 06.01.2027.\nWinter Nebensaison: von 07.01.2027 bis 30.01.2027.',
        'german',
      ),
    ];
    expect(compose({ question: 'wann ist im Jänner Nebensaison', passages: seasons }).text).toContain('07.01.2027');
  });
  it('answers "the last train" with the sentence about the last one', () => {
    const trains = [
      passage(1, 'Bahn', 'Züge zum Flughafen fahren alle 20 Minuten ab 04:52.', 'german'),
      passage(2, 'Bahn', 'Der letzte Zug zum Flughafen fährt um 23:40.', 'german'),
    ];
    expect(compose({ question: 'when is the last train to the airport', passages: trains }).text).toContain('23:40');
  });
  it('does not take "arrival" for check-in', () => {
    const terms = [
      passage(1, 'Annulation', "Jusqu'à 21 jours avant l'arrivée : annulation sans frais.", 'french'),
      passage(2, 'Haus A–Z', 'Check-in ab 15 Uhr, Check-out bis 11 Uhr.', 'german'),
    ];
    expect(compose({ question: 'ab wann kann man einchecken', passages: terms }).text).toContain('15 Uhr');
  });
});

describe('German verbs and stems', () => {
  it('finds "Wartung" inside "Wartungsarbeiten" although the stemmer cuts it short', () => {
    const pool = [
      passage(1, 'Pool', 'Am ersten Montag jedes Monats bleibt der Pool bis 12 Uhr wegen Wartungsarbeiten geschlossen.', 'german'),
    ];
    expect(compose({ question: 'Wann ist der Pool wegen Wartung geschlossen?', passages: pool }).text).toContain('ersten Montag');
  });
  it('reads "wie lange heben wir … auf" as a duration, "wie lange hat … auf" as opening hours', () => {
    expect(answerTypeOf('wie lange heben wir Fundsachen auf')).toBe('duration');
    expect(answerTypeOf('wie lange hat die Sauna auf')).toBe('time');
  });
  it('takes "till" and "asks" for no subject', () => {
    const words = (q: string) =>
      analyseQuestion(q)
        .concepts.filter((c) => !c.generic)
        .map((c) => c.text);
    expect(words('late checkout till 2pm how much')).not.toContain('till');
    expect(words('guest asks if the spa is open today')).toEqual(['spa']);
  });
});

describe('a late check-out is no check-out time', () => {
  it('answers the check-out time, not the late check-out', () => {
    const guide = [
      passage(1, 'Late check-out', 'A late check-out until 1 p.m. is free when the hotel is not full.'),
      passage(2, 'Departure', 'On departure day please check out by 11 a.m.'),
    ];
    expect(compose({ question: 'latest check out time?', passages: guide }).text).toMatch(
      /^On departure day please check out by 11 a\.m\./,
    );
  });
  it('still reads an underground garage as a garage', () => {
    const parking = [passage(1, 'Parking', 'The underground garage costs 18 EUR per day.')];
    expect(compose({ question: 'What does the garage cost per day?', passages: parking }).text).toContain('18 EUR');
  });
});

describe('check-in said as the room being ready', () => {
  it('answers "einchecken" from "your room is ready from 4 pm"', () => {
    const info = [passage(1, 'Arrival and departure', 'Your room is ready from 4 pm on the day of arrival. Please vacate it by 10 am.')];
    expect(compose({ question: 'Ab wann kann man einchecken?', passages: info }).text).toContain('4 pm');
  });
});

describe('the sentence about the thing asked', () => {
  it('prefers the sentence that leads with the subject to one that mentions it on the way', () => {
    const kb = [
      passage(1, 'Offers', 'Weekend on the river: two nights with breakfast and a cocktail, from £379 for two.'),
      passage(2, 'Dining', 'Breakfast is a full buffet at £24.50 per person.'),
    ];
    expect(compose({ question: 'how much is breakfast', passages: kb }).text).toMatch(/^Breakfast is a full buffet at £24\.50/);
  });
});

describe("a paragraph's subject", () => {
  it("ranks a fact under its paragraph's first sentence, which names the subject", () => {
    const kb = [
      passage(1, 'Arrival', 'Valet parking costs 30 EUR per day.'),
      passage(2, 'Parking', 'The underground garage has 60 spaces. Spaces are booked at reception. It costs 18 EUR per day.'),
    ];
    expect(compose({ question: 'How much is the garage per day?', passages: kb }).text).toMatch(/^It costs 18 EUR per day/);
  });
});

describe('a page title naming the subject', () => {
  it('covers a phrase said in one part of the title, though a word of it appears earlier', () => {
    const site = [
      passage(1, 'Rooms, suites and villas – Beach Resort — Junior Suite Ocean', '48 m² with an outdoor bathtub on the terrace.'),
      passage(2, 'rates.csv', 'Junior Suite Ocean (Room category): Sleeps 3 adults, Low season €210, High season €420.'),
    ];
    expect(compose({ question: 'how big is the junior suite ocean', passages: site }).text).toContain('48 m²');
  });
});

describe('a situation that is the subject', () => {
  it('reads "…, on lui facture ?" as asking the price of what was told', () => {
    const q = 'un résident a perdu son badge de studio, on lui facture ?';
    expect(answerTypeOf(q)).toBe('price');
    expect(circumstances(q, analyseQuestion(q).concepts).some(Boolean)).toBe(false);
    expect(answerTypeOf('le client veut une facture au nom de sa société, il doit donner quoi ?')).not.toBe('price');
    const told = 'guest slipped on ice by the entrance and hurt her wrist, what form do I fill in?';
    expect(circumstances(told, analyseQuestion(told).concepts).some(Boolean)).toBe(true);
  });
});

describe('the time of day as a circumstance', () => {
  it('does not require "la veille au soir" of a price answer, but keeps "le soir" for hours', () => {
    const spa = [passage(1, 'Spa', 'Tout soin annulé moins de 24 heures à l’avance est facturé à 50 %.', 'french')];
    const q = 'Une cliente annule son massage la veille au soir pour le lendemain matin, on lui facture quelque chose ?';
    expect(compose({ question: q, passages: spa }).text).toContain('50 %');
    const hours = analyseQuestion('le bar ferme à quelle heure le soir ?');
    expect(hours.concepts.find((c) => c.text === 'soir')?.generic).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { notFoundMessage } from '../../server/ai/language.ts';
import { circumstances, compose, existence, questionClause, toldSubject } from '../../server/ai/offline.ts';
import type { Passage } from '../../server/ai/prompt.ts';
import { analyseQuestion, answerTypeOf, hasAnswerType, isYesNo, statesAge } from '../../server/ai/question.ts';

/**
 * Failure classes found by two properties first held out, then read (bench SET=kb10, kb11: a
 * Tuscan wine estate and an Amsterdam canal-house hotel), each pinned on wording of its own.
 */
const passage = (n: number, title: string, text: string, language = 'english'): Passage => ({ n, title, text, language });
/** The answer's text, failing when the writer declined (a decline quotes what it found nearby). */
const answered = (question: string, passages: Passage[]) => {
  const a = compose({ question, passages });
  expect(a.found, question).toBe(true);
  return a.text;
};
const declined = (text: string) => Object.values(notFoundMessage).some((m) => text.startsWith(m));
const toldWords = (q: string, marks: (q: string, c: ReturnType<typeof analyseQuestion>['concepts']) => boolean[]) => {
  const { concepts } = analyseQuestion(q);
  const m = marks(q, concepts);
  return concepts.filter((_, i) => m[i]).map((c) => c.text);
};

describe('the clause that asks', () => {
  it('is found by a question word inside it, not only at its start', () => {
    const q = 'les clients dînent en ville ce soir, la garde d’enfants coûte combien après minuit ?';
    expect(toldWords(q, circumstances)).toEqual(expect.arrayContaining(['clients', 'ville']));
    expect(toldWords(q, circumstances)).not.toContain('minuit');
  });
  it('is found after a question mark or a spaced dash', () => {
    const q = 'guest flying in late with two kids and a stroller - where can they park the car?';
    expect(toldWords(q, circumstances)).toEqual(expect.arrayContaining(['stroller']));
    expect(toldWords(q, circumstances)).not.toContain('car');
  });
  it('counts typed words, not the parts of a split compound, to tell where it starts', () => {
    const q = 'power failed in the tree-house suites around 2am, does the backup generator supply them?';
    expect(toldWords(q, circumstances)).toContain('2am');
    expect(toldWords(q, circumstances)).not.toContain('generator');
    const rules = [
      passage(
        1,
        'Technical',
        'Power cuts: the backup generator starts within 30 seconds and supplies the main house only, not the tree-house suites.',
      ),
      passage(2, 'Rooms', 'The tree-house suites have a terrace. Room service runs until 2am.'),
    ];
    expect(answered(q, rules)).toContain('not the tree-house suites');
  });
});

describe('an English word is no German compound', () => {
  it('keeps "cottages" whole in an English question', () => {
    const texts = analyseQuestion('are the cottages heated in winter?').concepts.map((c) => c.text);
    expect(texts).toContain('cottages');
  });
});

describe('a question about what was told', () => {
  const rules = [
    passage(
      1,
      'Events – rules',
      [
        'Fireworks and sky lanterns are not allowed (fire risk).',
        'Amplified music ends at midnight on the terrace; the bar closes at midnight too.',
        'The couple chooses the menu four weeks ahead. The couple gets a free room for the night.',
        'Guests of the couple may use the pool until 7 pm.',
      ].join('\n'),
    ),
  ];
  it('is answered on its rarest word the knowledge has', () => {
    const q = 'the couple wants fireworks at midnight, can we allow it?';
    expect(toldSubject(q, analyseQuestion(q).concepts).some(Boolean)).toBe(true);
    const a = compose({ question: q, passages: rules });
    expect(a.found).toBe(true);
    expect(a.text).toContain('are not allowed');
  });
  it('may be short, and keeps the kind of fact its words ask ("Das Brautpaar möchte ein Feuerwerk, ist das erlaubt?")', () => {
    const q = 'Das Brautpaar möchte ein Feuerwerk um Mitternacht, ist das erlaubt?';
    expect(toldSubject(q, analyseQuestion(q).concepts).some(Boolean)).toBe(true);
    expect(answered(q, rules)).toContain('are not allowed');
  });
  it('is declined when that word names nothing the knowledge has', () => {
    const a = compose({ question: 'the couple wants a drone show at midnight, can we allow it?', passages: rules });
    expect(declined(a.text)).toBe(true);
  });
  it('reads a number word as a count, never the thing', () => {
    const transfers = [
      passage(
        1,
        'transfers.csv',
        'Pisa airport (PSA) (Destination): Vehicle Car, Passengers 1-3, One way EUR 340.00. Florence airport (FLR) (Destination): Vehicle Car, Passengers 1-3, One way EUR 260.00.',
      ),
    ];
    const a = compose({ question: 'Transfer vom Flughafen Pisa für zwei Personen, was kostet das?', passages: transfers });
    expect(a.text).toContain('340');
  });
});

describe('clauses', () => {
  it('reads words across a comma as two things asked, not a phrase ("enquiries, email?")', () => {
    const site = [
      passage(1, 'Weddings', 'Ask for our wedding brochure: Marta Rossi, events@example.it. We host one wedding per day.'),
      passage(2, 'Contact', 'Reception is open from 7 am to 11 pm.'),
    ];
    const a = compose({ question: 'who takes care of wedding requests, email?', passages: site });
    expect(a.found).toBe(true);
    expect(a.text).toContain('events@example.it');
  });
  it('takes the kind of fact asked from the asking clause, and a German question led by its verb as yes/no', () => {
    const travel = [
      passage(1, 'Anreise', 'Auch nachts fährt ein Bus, dann stündlich. Tagsüber fährt er alle 15 Minuten.', 'german'),
      passage(2, 'Lage', 'Die Altstadt liegt 20 Minuten entfernt; in der Stadt gibt es viele Museen.', 'german'),
    ];
    const q = 'Gast kommt um 1 Uhr nachts am Flughafen an. Fährt dann noch ein Bus in die Stadt?';
    expect(questionClause(q, analyseQuestion(q).concepts)?.text).toBe('Fährt dann noch ein Bus in die Stadt?');
    expect(isYesNo('Fährt dann noch ein Bus in die Stadt?')).toBe(true);
    const a = compose({ question: q, passages: travel });
    expect(a.found).toBe(true);
    expect(a.text).toContain('stündlich');
  });
  it('reads a bare "c’est possible ?" or "any fee?" as asking about what was told', () => {
    const pets = [
      passage(1, 'Animaux', 'Un seul chien par chambre, 20 kg maximum. Le chien ne reste jamais seul dans la chambre.', 'french'),
    ];
    const a = compose({ question: 'une cliente arrive avec son berger allemand de 40 kg, c’est possible ?', passages: pets });
    expect(a.found).toBe(true);
    expect(a.text).toContain('20 kg maximum');
  });
  it('lets no told word, even the rarest, qualify the thing asked', () => {
    const bikes = [
      passage(
        1,
        'Location de vélos',
        'En cas de vol, une franchise de 300 € est facturée (vélo électrique : 600 €). Vélos loués rendus après 20h : 10 €.',
        'french',
      ),
    ];
    const q = 'Un client s’est fait voler le vélo électrique loué chez nous. Combien doit-il payer ?';
    expect(answered(q, bikes)).toContain('600 €');
  });
});

describe('words that ask, not name', () => {
  it('reads "amount", "tarif" and "Zeiten" as asking words', () => {
    const tax = [passage(1, 'Rates', 'City tax of 7% of the room rate is charged on departure. Breakfast is included.')];
    expect(answered('tourist tax amount?', tax)).toContain('7%');
    const generic = (q: string, word: string) => analyseQuestion(q).concepts.find((c) => c.text === word)?.generic;
    expect(generic('tourist tax amount?', 'amount')).toBe(true);
    expect(generic('taxe de séjour montant', 'montant')).toBe(true);
    expect(generic('happy hour zeiten', 'zeiten')).toBe(true);
    const bar = [passage(1, 'Bar', 'Happy Hour täglich von 17 bis 18 Uhr: Hauswein 4 €. Die Bar schließt um 1 Uhr.', 'german')];
    expect(answered('happy hour zeiten', bar)).toContain('17 bis 18 Uhr');
  });
  it('reads a count word before a noun as a count ("mit drei Weinen")', () => {
    const wine = [passage(1, 'Tastings', 'Classic Tasting – 3 wines, daily at 11 am, € 30. Grand Tasting – 6 wines, € 65.')];
    expect(answered('was kostet die normale Weinprobe mit drei Weinen', wine)).toContain('€ 30');
  });
  it('sets aside what is not wanted ("instead of downstairs")', () => {
    const menu = [passage(1, 'room-service.csv', 'Continental breakfast in room (item): price_eur 27.50, served_from 07:00.')];
    const q = 'how much is breakfast if they want it in the room instead of downstairs';
    expect(answered(q, menu)).toContain('27.50');
    expect(analyseQuestion(q).concepts.find((c) => c.text === 'downstairs')?.generic).toBe(true);
    expect(analyseQuestion('room service statt im Restaurant?').concepts.find((c) => c.text === 'restaurant')?.generic).toBe(true);
  });
  it('reads German "Kind" as a child, not as "what kind"', () => {
    const q = analyseQuestion('Was zahlt ein 8-jähriges Kind fürs Frühstück?');
    expect(q.concepts.find((c) => c.text === 'kind')?.generic).not.toBe(true);
    expect(q.concepts.map((c) => c.text)).not.toContain('fürs');
    expect(analyseQuestion('what kind of breakfast is served').concepts.find((c) => c.text === 'kind')?.generic).toBe(true);
  });
});

describe('the thing asked', () => {
  it('is looked for inside the words of German passages only ("honey" is not in "honeymoon")', () => {
    const shop = [
      passage(1, 'Shop', 'Shop: olive oil 0.5 l – € 16, grappa – € 28. Our honeymoon package includes a bottle of wine.'),
      passage(2, 'Gifts', 'Gift vouchers are sold at the shop from € 50.'),
    ];
    expect(declined(compose({ question: 'price of the honey in the shop', passages: shop }).text)).toBe(true);
  });
  it('is the last part of a German compound ("Kinderspielplatz": a playground)', () => {
    const kids = [passage(1, 'Familien', 'Kinder bis 6 Jahre schlafen gratis. Kindermenü: 12 €.', 'german')];
    expect(declined(compose({ question: 'Gibt es einen Kinderspielplatz?', passages: kids }).text)).toBe(true);
  });
  it('is no verb before an object pronoun ("does the generator cover them?")', () => {
    const tech = [
      passage(1, 'Technical', 'Power cuts: the generator starts within 30 seconds and supplies the main house only, not the cottages.'),
      passage(2, 'Rooms', 'The cottages have a terrace and a kitchenette.'),
    ];
    const a = compose({ question: 'the lights went out in the cottages at 1am, does the generator cover them?', passages: tech });
    expect(a.found).toBe(true);
    expect(a.text).toContain('not the cottages');
  });
});

describe('kinds of fact in rate sheets and dates', () => {
  it('reads an amount with a decimal comma as a price, a height as none', () => {
    expect(hasAnswerType('Cosy Double (Room type): Low season Sun-Thu 129,00, Low season Fri-Sat 149,00.', 'price')).toBe(true);
    expect(hasAnswerType('Die Einfahrt ist 2,10 m hoch.', 'price')).toBe(false);
    const rates = [
      passage(1, 'rates.csv', 'Junior Suite (Room type): Rooms 4, High season Sun-Thu 329,00, High season Fri-Sat 369,00.'),
      passage(2, 'Rooms', 'Our Junior Suites have a canal view and a bath. An extra bed costs € 35 per night.'),
    ];
    expect(answered('Junior Suite high season Friday, what does a night cost?', rates)).toContain('369,00');
  });
  it('reads a date after "from" as no age', () => {
    expect(statesAge('High (Season): From 23 December 2024, To 5 January 2025.')).toBe(false);
    expect(statesAge('Children from 12 may use the gym with an adult.')).toBe(true);
  });
  it('reads "shut" as asking a time', () => {
    expect(answerTypeOf('what time does the pool shut')).toBe('time');
    expect(analyseQuestion('what time does the pool shut').concepts.find((c) => c.text === 'shut')?.generic).toBe(true);
  });
});

describe('a question whether something exists', () => {
  const payments = [
    passage(1, 'Payment', 'We accept Visa, Mastercard and cash. The sauna is open from 3 pm to 9 pm.'),
    passage(2, 'Arrival', 'Take the airport rail link to the central station, then tram 4.'),
  ];
  it('is answered only by a sentence naming each word of the thing', () => {
    expect(existence('is there a cash machine nearby?', analyseQuestion('is there a cash machine nearby?').concepts)).toHaveLength(2);
    expect(declined(compose({ question: 'is there a cash machine nearby?', passages: payments }).text)).toBe(true);
    expect(declined(compose({ question: 'y a-t-il une navette pour l’aéroport ?', passages: payments }).text)).toBe(true);
    expect(answered('is there a sauna?', payments)).toContain('3 pm to 9 pm');
  });
  it('asks about an action after "someone", not a thing', () => {
    const q = 'is there someone watching the pool?';
    expect(existence(q, analyseQuestion(q).concepts)).toEqual([]);
  });
});

describe('a question whether something can be rented', () => {
  it('is answered only by a sentence naming the thing ("Can I rent a car at reception?")', () => {
    const desk = [passage(1, 'Reception', 'City bikes are rented at reception for € 15 a day. Reception is open 24 hours.')];
    expect(declined(compose({ question: 'Can I rent a car at reception?', passages: desk }).text)).toBe(true);
    expect(answered('Can I rent a bike at reception?', desk)).toContain('€ 15');
  });
});

describe('words of manner and jargon', () => {
  it('reads "ungefähr", "approximately" as asking nothing', () => {
    const q = analyseQuestion('Was kostet ein Taxi zum Flughafen ungefähr?');
    expect(q.concepts.find((c) => c.text === 'ungefähr')?.generic).toBe(true);
    expect(analyseQuestion('was kostet ein Parkplatz unterm Dach').concepts.map((c) => c.text)).not.toContain('unterm');
  });
  it('finds snow clearing said in German ("Er wird ab 6 Uhr geräumt")', () => {
    const car = [
      passage(1, 'Anreise', 'Aussenparkplatz: kostenlos. Er wird ab 6 Uhr geräumt; bitte die Scheibenwischer hochklappen.', 'german'),
      passage(2, 'Parking', 'The underground car park costs CHF 25 a night.'),
    ];
    expect(answered('what time is the snow cleared on the outdoor car park?', car)).toContain('6 Uhr');
  });
});

describe('what a question told', () => {
  it('ranks the sentence about it above one holding only the asking words', () => {
    const rates = [
      passage(1, 'rates.csv', 'Note (Category): Rates per room per night in EUR, breakfast included, city tax not included.'),
      passage(2, 'rates.csv', 'Garden Suite (Room type): Low season 210,00, High season 310,00.'),
      passage(3, 'Rooms', 'Every room has a safe. The Garden Suite has a private terrace.'),
    ];
    const q = 'a couple wants the garden suite for 3 nights in high season, what rate do I quote?';
    expect(answered(q, rates)).toContain('310,00');
  });
});

import { describe, expect, it } from 'vitest';
import { stem } from '../../server/ai/language.ts';
import { compoundParts } from '../../server/ai/question.ts';
import { figuresOf, measureCover, measuresOf } from '../../server/ai/measures.ts';
import { answer, declined, passage } from './compose-helpers.ts';

/**
 * Classes found in session 14 by measuring which sentences the writer had and did not say: the
 * answering sentence was often the runner-up, in another document or the other language's version.
 */

describe('runners-up join the answer as context', () => {
  const dogs = [
    passage(1, 'house-rules.md › Dogs', 'Dogs up to 10 kg: EUR 15 per night, in the garden rooms only.'),
    passage(2, 'hunde.txt', 'Großer Hund (über 10 kg): EUR 25 pro Nacht, Decke und Napf inklusive.', 'german'),
  ];
  it('adds a runner-up in another language after a lead-in naming its language', () => {
    const text = answer('what do we charge for a dog per night', dogs).text;
    expect(text).toMatch(
      /^Dogs up to 10 kg: EUR 15 per night.*\[1\]\. Here is what the German source says: Großer Hund .*EUR 25 .*\[2\]\.$/u,
    );
  });
  it('says the language once for sentences in a row from it', () => {
    const text = answer('Hund Preis pro Nacht', dogs).text;
    expect(text.match(/Das sagt die Quelle/gu)?.length).toBe(1);
    expect(text).toContain('EUR 15');
  });
  it('cites the same fact in another language instead of repeating it', () => {
    const versions = [
      passage(1, 'Restauration', 'Le petit-déjeuner est servi de 7h à 10h30 dans la salle du jardin.', 'french'),
      passage(2, 'Breakfast', 'Breakfast is served from 7:00 to 10:30 in the garden restaurant.'),
      passage(3, 'Frühstück', 'Das Frühstück wird von 7 bis 10:30 Uhr im Gartensaal serviert.', 'german'),
    ];
    const a = answer('à quelle heure le petit-déjeuner', versions);
    expect(a.sentences).toHaveLength(1);
    expect(a.sentences[0]!.cites).toEqual([1, 2, 3]);
  });
  it('adds a row whose subject is named only in its heading', () => {
    const passages = [
      passage(1, 'faq.txt', 'Q: Is there a rooftop bar? A: Yes, the rooftop bar serves cocktails with a view of the harbour.'),
      passage(2, 'opening-hours.md', 'Rooftop bar\nMonday to Thursday: 17:00 – 23:00.\nFriday and Saturday: 17:00 – 01:00.'),
    ];
    const text = answer('rooftop bar opening hours', passages).text;
    expect(text).toContain('17:00 – 23:00');
    expect(text).toContain('17:00 – 01:00');
  });
  it('leaves out a runner-up about another option than the one asked', () => {
    const rows = [
      passage(1, 'rates.md › Extra beds', 'Extra bed, adult or child from 13: EUR 85 per night.\nExtra bed, child 3–12: EUR 45 per night.'),
    ];
    const text = answer('extra bed price for a 15 year old', rows).text;
    expect(text).toContain('85');
    expect(text).not.toContain('45');
  });
});

describe('figures alike in every language', () => {
  it('reads "7h", "7:00" and "7 am" as one time, "10,50" as "10.50"', () => {
    expect(figuresOf('de 7h à 10h30')).toEqual(figuresOf('from 7:00 to 10:30'));
    expect(figuresOf('7 am')).toEqual(figuresOf('7h'));
    expect(figuresOf('Hund 10,50 €')).toEqual(figuresOf('dog EUR 10.50'));
    expect(figuresOf('Hund 12,50 €')).not.toEqual(figuresOf('dog EUR 10.50'));
  });
});

describe('counts written in words', () => {
  it('reads "one hour", "deux nuits" and "eine halbe Stunde" as the options in figures', () => {
    const [hour] = measuresOf('how much is a one hour relaxing massage', false);
    expect(measureCover(hour!, 'Relaxing massage, 60 min: €95')).toBe(1);
    expect(measureCover(hour!, 'Relaxing massage, 30 min: €55')).toBe(-1);
    expect(measuresOf('prix pour deux nuits', false)).toMatchObject([{ kind: 'days', value: 2 }]);
    expect(measuresOf('eine halbe Stunde Massage Preis', false)).toMatchObject([{ kind: 'minutes', value: 30 }]);
  });
  it('counts nothing without a unit after the word', () => {
    expect(measuresOf('one of the rooms has a bath', false)).toEqual([]);
  });
});

describe('German participles', () => {
  it('meet their verb and noun ("storniert", "stornieren", "Stornierung")', () => {
    expect(new Set(['storniert', 'stornierte', 'stornieren', 'Stornierung', 'Stornierungen'].map((w) => stem(w.toLowerCase()))).size).toBe(
      1,
    );
    expect(stem('annulliert')).toBe(stem('annullierung'));
  });
});

describe('the thing asked is in the clause that asks (session 15)', () => {
  const riad = [
    passage(1, 'faq.txt', 'The doctor, Dr. Karim Benali, comes to the riad day and night: 600 MAD per visit after 10 pm.'),
    passage(2, 'spa.md', 'The hammam is open from 10 am to 8 pm; a session costs 200 MAD.'),
  ];
  it('answers when a thing of the situation told first is named nowhere ("a fever")', () => {
    const a = answer('guest has a fever and it is 11pm, what does the doctor charge to come to the riad?', riad);
    expect(a.text).toMatch(/^The doctor.*600 MAD/u);
  });
  it('reads a topic put first as the thing asked, not as a situation: named nowhere, it is declined', () => {
    declined('personal trainer in the gym, how much per session?', riad);
  });
});

describe('a thing the lexicon knows that no passage names is what a few key words ask (session 15)', () => {
  const house = [
    passage(1, 'preise.txt', 'Fahrradverleih: 8 € pro Stunde, 25 € pro Tag.', 'german'),
    passage(2, 'haus.txt', 'Im Haus gibt es eine Sauna und einen Fitnessraum, täglich 7 bis 22 Uhr.', 'german'),
    passage(3, 'events.md', 'Salle Pacific: banquet 120, cocktail 200, théâtre 150.', 'french'),
    passage(4, 'city.md', 'Luas Red Line: Four Courts stop, 4 minutes on foot.'),
  ];
  it('declines when the thing is named nowhere and the sentence says little else', () => {
    declined('Babysitter Preis pro Stunde', house);
    declined('friseur im haus', house);
    declined('ice fishing trip price', [
      passage(1, 'trips.md', 'Half-day fjord fishing (Trip): Duration 4 h, Price per person NOK 1 250.'),
    ]);
    // "y a t il" typed apart is no long sentence.
    declined('y a t il un brunch le dimanche', [
      passage(1, 'restaurant.pdf', 'Petit-déjeuner : dimanche et jours fériés : 8h00 – 11h00.', 'french'),
    ]);
  });
  it('answers when the sentence says a name the question gives, the word missing being the asker’s', () => {
    expect(answer('capacité banquet salle Pacific', house).text).toContain('banquet 120');
  });
  it('reads a time of day or "the nearest" as no thing of its own', () => {
    expect(answer('nearest luas stop', house).text).toContain('Four Courts');
    expect(answer('Fahrradverleih am Abend, Preis pro Stunde?', house).text).toContain('8 €');
  });
});

describe('a runner-up for another period is no context (session 15)', () => {
  it('leaves out the winter hours under a summer answer, and keeps a runner-up that names no period', () => {
    const sauna = [
      passage(
        1,
        'spa-menu.pdf › Textile-free sauna zone',
        'Finnish sauna 90 °C, hay sauna 65 °C and a steam bath. Winter (December to April): every day 14.00–19.30. Summer (May to October): every day 15.00–20.00.',
      ),
    ];
    const text = answer('textile free sauna hours in summer', sauna).text;
    expect(text).toMatch(/^Summer \(May to October\): every day 15\.00–20\.00/u);
    expect(text).not.toContain('14.00–19.30');
    expect(text).toContain('Finnish sauna');
  });
});

describe('a verb of trade or carrying asks nothing of its own (session 16)', () => {
  const shop = [
    passage(1, 'site:/', 'Gift cards from 50 €, valid for 3 years: for a stay, a dinner or an evening on the roof.'),
    passage(2, 'notes.txt', 'Lit bébé : gratuit, à demander à la réservation ; chaise haute au restaurant.', 'french'),
    passage(3, 'spa.md', 'The hammam is open from 10 am to 8 pm; a session costs 200 MAD.'),
  ];
  it('answers "do we sell …" and "on peut ajouter …" from the sentence about the thing', () => {
    expect(answer('do we sell gift vouchers and from what amount', shop).text).toContain('50 €');
    expect(answer('les parents ont réservé une chambre, on peut ajouter un lit bébé ?', shop).text).toContain('gratuit');
  });
  it('still declines a thing named nowhere', () => {
    declined('do we sell bus tickets', shop);
  });
});

describe('the hotel lexicon links what staff type to how documents say it (session 16)', () => {
  const house = [
    passage(1, 'restaurant-bar.pdf', 'Bar sur le toit : en été, du mardi au samedi, 17h00 – 1h00 ; fermé le dimanche.', 'french'),
    passage(2, 'guest-directory.md', 'Ladies-only sauna: Tuesday and Thursday 16:00–19:00.'),
    passage(3, 'notes.txt', 'Objets trouvés : vêtements gardés 3 mois, objets de valeur 6 mois.', 'french'),
    passage(4, 'konditionen.txt', 'Ermäßigung für Kinder bis 11 Jahre im Zimmer der Eltern: 50 %.', 'german'),
  ];
  it('reads a German compound, "ss" for "ß" and a kind of clothing', () => {
    expect(answer('bis wann hat die dachbar im sommer offen', house).text).toContain('1h00');
    expect(answer('horaires sauna reservee aux femmes', house).text).toContain('16:00–19:00');
    expect(answer('Kind 8 Jahre im Zimmer der Eltern, wie viel Ermaessigung?', house).text).toContain('50 %');
    expect(answer('une cliente a oublie son echarpe, on la garde combien de temps', house).text).toContain('3 mois');
  });
  it('links the names of languages and declines a guided tour in a language the team does not speak', () => {
    const tours = [passage(1, 'site:/', 'Guided tours every Sunday at 10:00; our guides speak English, German and Spanish.')];
    expect(answer('visite guidee en allemand, quand ?', tours).text).toContain('10:00');
    declined('visite guidee en italien possible ?', tours);
  });
});

describe('a sentence saying the period asked is the answer (session 16)', () => {
  it('prefers the New Year’s Eve dinner to another dinner that shares more words', () => {
    const dinners = [
      passage(1, 'restaurant.md', 'Dinner menu of the day: three courses, 39 € per person; the dinner menu changes daily.'),
      passage(2, 'events.md', '31 December: gala dinner with six courses and fireworks, 149 € per person.'),
    ];
    expect(answer('new years eve dinner menu price', dinners).text).toMatch(/^31 December.*149 €/u);
  });
});

describe('a place a thing is asked in does not make a sentence about it (session 16)', () => {
  const town = [
    passage(1, 'site:/whats-on', 'Fort William Mountain Festival, 19–22 February 2026: hotel guests get 15% off festival tickets.'),
    passage(2, 'rooms.md', 'Stable Rooms 21–25: own door to the courtyard, walk-in shower, dogs welcome.'),
    passage(3, 'spa.md', 'Pool: sea water at 31 °C, open 8.00–20.00.'),
  ];
  it('declines a thing named nowhere, asked in a place the knowledge names', () => {
    declined('casino in fort william?', town);
    declined('sind katzen in den stable rooms erlaubt', town);
  });
  it('answers the place’s own question and reads "temp" as a temperature', () => {
    expect(answer('dogs in the stable rooms?', town).text).toContain('dogs welcome');
    expect(answer('pool water temp', town).text).toContain('31 °C');
  });
});

describe('words that say how the fact is asked, not what about (session 16)', () => {
  const notes = [
    passage(1, 'spa.md', 'Sauna: guests from 16 years; children with their parents until 18:00.'),
    passage(2, 'site:/', 'Gift cards from 50 €, valid for 3 years.'),
    passage(3, 'transfers.md', 'Fort William station: free for stays of 2 nights or more, otherwise £20 per trip.'),
  ];
  it('reads "limit", "smallest" and "pick him up" as the way of asking', () => {
    expect(answer('age limit for the sauna?', notes).text).toContain('16 years');
    expect(answer('gift card smallest amount', notes).text).toContain('50 €');
    expect(answer('do we charge to pick him up at Fort William station?', notes).text).toContain('£20');
  });
});

describe('a document’s byline and short day names (session 16)', () => {
  it('never answers with the line saying when the document was written', () => {
    const cottages = [
      passage(1, 'cottages.md', '_Stand Februar 2026 · Selbstversorger-Cottages · Schlüssel an der Rezeption_', 'german'),
      passage(2, 'cottages.md › Cottages', 'Wechseltag Samstag: Anreise ab 16.00 Uhr, Abreise bis 10.00 Uhr.', 'german'),
    ];
    const text = answer('ab wann kann man ins cottage', cottages).text;
    expect(text).toContain('16.00 Uhr');
    expect(text).not.toContain('Stand Februar');
  });
  it('reads "sat" and "sam" as Saturday', () => {
    const breakfast = [
      passage(1, 'restaurant.pdf', 'Petit-déjeuner du lundi au vendredi : 7h00 – 10h00.', 'french'),
      passage(2, 'restaurant.pdf', 'Petit-déjeuner le samedi et le dimanche : 8h00 – 10h30.', 'french'),
    ];
    expect(answer('breakfast times sat', breakfast).text).toMatch(/^Here is what the French source says: Petit-déjeuner le samedi/u);
    expect(answer('horaires du petit dej le sam', breakfast).text).toMatch(/^Petit-déjeuner le samedi/u);
  });
});

describe('an airport or a station named is a place the answer must say (session 16)', () => {
  const transfers = [
    passage(1, 'anreise.pdf', 'Flughafen Inverness: Limousine (bis 3 Personen) £185; Minibus (bis 7 Personen) £245.', 'german'),
    passage(2, 'anreise.pdf', 'Abholung am Bahnhof Fort William: kostenlos ab 2 Nächten, sonst £20 pro Fahrt.', 'german'),
  ];
  it('declines a ride from an airport or a station the knowledge never names', () => {
    declined('transfer from edinburgh airport for 2 people, price?', transfers);
    declined('transfert depuis l aeroport d aberdeen, combien', transfers);
    declined('Abholung am Bahnhof Mallaig, was kostet das?', transfers);
  });
  it('reads where a tour goes as a place too', () => {
    const tours = [passage(1, 'activities.md', 'Wine tour to Valpolicella: Tuesdays 9:00, 4 hours, € 65 per person.')];
    expect(answer('wine tour to valpolicella, price per person?', tours).text).toContain('€ 65');
    declined('wine tour to franciacorta, price per person?', tours);
  });
  it('answers for the ones it names', () => {
    expect(answer('transfer from inverness airport, price?', transfers).text).toContain('£185');
    expect(answer('Abholung am Bahnhof Fort William, was kostet das?', transfers).text).toContain('£20');
  });
});

describe('how long something is kept (session 17)', () => {
  const lostProperty = [
    passage(1, 'notes-reception.txt', '5.1 Objets oubliés au lido : rapportés chaque soir à 19h00 par le personnel.', 'french'),
    passage(2, 'notes-reception.txt', '5.2 Objets courants (vêtements, jouets, livres) : 2 mois.', 'french'),
    passage(
      3,
      'excursions.md',
      'Mauvais temps : si nous annulons un tour, le client choisit entre un remboursement et un report.',
      'french',
    ),
  ];
  it('reads "combien de temps" as a duration, not a count, and "garder" as asking it', () => {
    expect(answer('un client a oublié un pull, on le garde combien de temps ?', lostProperty).text).toMatch(
      /^5\.2 Objets courants.*2 mois/u,
    );
  });
  it('misses no qualifier of the words naming the kind of fact ("temps de route")', () => {
    const drive = [passage(1, 'anreise.pdf', 'Flughafen Inverness (INV): 68 Meilen, ca. 1 Std. 40 Min. am Loch Ness entlang.', 'german')];
    expect(answer('combien de temps de route depuis l aeroport d inverness', drive).text).toContain('1 Std. 40 Min.');
  });
});

describe('an option ending a little later holds the time asked (session 17)', () => {
  it('reads "till 1pm" as the late check-out until 2 pm, not the one until noon', () => {
    const [one] = measuresOf('guest wants to keep the room till 1pm, what do we charge?', false);
    expect(measureCover(one!, 'Late check-out until 2 pm: € 35.')).toBe(1);
    expect(measureCover(one!, 'Late check-out until 12 noon, free of charge.')).toBe(-1);
    expect(measureCover(one!, 'Late check-out until 6 pm: 50 % of the room rate.')).toBe(-1);
    const rules = [
      passage(1, 'guest-handbook.md', 'Luggage storage: free of charge on your day of arrival and your day of departure.'),
      passage(2, 'guest-handbook.md', 'Late check-out until 12 noon, free of charge (subject to availability).'),
      passage(3, 'guest-handbook.md', 'Late check-out until 2 pm: € 35.'),
    ];
    expect(answer('guest wants to keep the room till 1pm on departure day, what do we charge?', rules).text).toMatch(
      /^Late check-out until 2 pm: € 35/u,
    );
  });
});

describe('a German compound whose last part the lexicon knows inside a phrase (session 17)', () => {
  it('splits "Bootstour" and "Museumspass" and finds the English rows', () => {
    expect(compoundParts('bootstour')).toEqual(['boots', 'tour']);
    expect(compoundParts('museumspass')).toEqual(['museums', 'pass']);
    const desk = [
      passage(1, 'boat-tours.pdf', 'Canal boat tour: adults € 29, children € 15, daily at 11:00 and 15:00.'),
      passage(2, 'rates.csv', 'Breakfast adult (per person): € 24,50.'),
    ];
    expect(answer('Bootstour Preis Erwachsene', desk).text).toContain('€ 29');
  });
});

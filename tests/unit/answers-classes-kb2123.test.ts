import { describe, expect, it } from 'vitest';
import { stem } from '../../server/ai/language.ts';
import { measuresOf } from '../../server/ai/measures.ts';
import { answer, declined, passage } from './compose-helpers.ts';

/**
 * Failure classes found by three properties first held out, then read (bench SET=kb21, kb22,
 * kb23: an Algarve cliff-top resort, an Edinburgh townhouse and a Tromsø harbour hotel), each
 * pinned on wording of its own.
 */

describe('words typed in a hurry that ask nothing', () => {
  const notes = [
    passage(1, 'notes.txt › Spa', 'Le hammam est ouvert tous les jours de 14h00 à 21h00.'),
    passage(2, 'faq.txt › Tennis', 'Tennis court: Monday to Sunday 8am – 8pm, racquets at reception.'),
    passage(3, 'hinweise.md › Kajak', 'Kajakverleih: ab 14 Jahren, 25 € pro Stunde.'),
  ];
  it('reads a French elision typed without its apostrophe ("jusqu a", "quelqu un") as no word', () => {
    expect(answer('hammam ouvert jusqu a quelle heure', notes).text).toContain('21h00');
    expect(answer('est ce que quelqu un peut me dire les horaires du hammam', notes).text).toContain('21h00');
  });
  it('reads "horaires" or "Öffnungszeiten" as asking for times, which a sentence with times gives', () => {
    expect(answer('horaires hammam', notes).text).toContain('21h00');
  });
  it('reads fillers ("a bit", "wieviel", "nochmal", "geht das") as no word', () => {
    expect(answer('can we play tennis a bit later, until when is the court open', notes).text).toContain('8pm');
    expect(answer('ab wieviel jahren geht das kajak nochmal', notes).text).toContain('14 Jahren');
  });
  it('reads "normal", "annual" and "cheapest" as asking for no thing of their own', () => {
    const closed = [
      passage(1, 'site:/dining › Dining', 'Restaurant Fjæra is closed from 27 April to 10 May 2026.'),
      passage(2, 'faq.txt › Spa', 'The spa is open daily from 10 am to 8 pm.'),
    ];
    expect(answer('when is the restaurant closed for its annual break', closed).text).toContain('27 April');
  });
  it('still declines what the knowledge does not name', () => {
    declined('sauna ouverte jusqu a quelle heure', notes);
  });
});

describe('how old a building is', () => {
  const history = [
    passage(1, 'site:/history › Our story', 'Our building was built in 1874 for a shipping family and became a hotel in 1952.'),
    passage(2, 'faq.txt › Children', 'Children from 6 years may join the kids club.'),
  ];
  it('is answered by the year it was built, not by an age', () => {
    expect(answer('how old is the building', history).text).toContain('1874');
    expect(answer('wie alt ist das Gebäude?', history).text).toContain('1874');
  });
  it('while "how old" about a person still asks an age', () => {
    expect(answer('how old must children be', history).text).toContain('6 years');
  });
});

describe('a season said as a range of months', () => {
  const terrace = [
    passage(1, 'restaurant.pdf › Terrace', 'Dinner on the terrace from May to September: 19:00 – 22:30, last orders 21:45.'),
    passage(2, 'faq.txt › Parking', 'The garage is open around the clock.'),
  ];
  it('answers a question about the season it spans whole ("from May to September": summer)', () => {
    expect(answer('until what time is dinner served on the terrace in summer?', terrace).text).toContain('22:30');
    expect(answer('diner en terrasse en ete jusqu a quelle heure', terrace).text).toContain('22:30');
  });
  it('not about a season it does not span', () => {
    declined('terrace dinner hours in winter', terrace);
  });
});

describe('the people of a situation are not what is asked', () => {
  const events = [
    passage(1, 'events.pdf › New Year', "New Year's Eve gala dinner for non-residents: €120 per person, from 7.30 pm."),
    passage(2, 'rules.md › Dogs', 'Dogs are welcome for €15 per night.'),
    passage(3, 'golf.md › Green fees', 'Green fee juniors (moins de 18 ans) : 30 € en semaine.'),
  ];
  it('answers though no passage names the couple, the aunt or the teenager', () => {
    expect(
      answer('A local couple who are not staying with us want to come to our New Year dinner. What is the price?', events).text,
    ).toContain('€120');
    expect(answer('green fee pour un ado de 16 ans, tarif ?', events).text).toContain('30 €');
  });
  it('still declines the thing they ask for when no passage names it', () => {
    declined('A couple wants to bring their cat, what do we charge?', events);
  });
});

describe('a month no passage names, asked with a room every passage names', () => {
  it('is answered by the room rate row, which prices every season', () => {
    const rooms = [
      passage(1, 'rates.xlsx › Rates', 'Harbour View Double (Category): Low (NOK) 1890, Shoulder (NOK) 2190, High (NOK) 2790.'),
      passage(2, 'site:/offers › Offers', '3 nights in a Harbour View Double with breakfast: from NOK 11 900 for two.'),
      passage(3, 'site:/de/winter › Winter', '2 Nächte im Harbour View Double mit Frühstück: ab 9 480 kr.'),
      passage(4, 'rates.xlsx › Rooms', 'Harbour View Double (Category): Number of rooms 14, Size (m²) 22.'),
    ];
    expect(answer('harbour view double price in february', rooms).text).toContain('2790');
  });
});

describe('where a ride goes is a name, typed in capitals or not', () => {
  const rides = [
    passage(1, 'anreise.pdf › Shuttle', 'Shuttle zum Bahnhof Lagos: stündlich von 9.00 bis 23.00 Uhr, 5 € pro Person.', 'german'),
    passage(2, 'anreise.pdf › Transfer', 'Transfer Flughafen Faro: Limousine 95 € pro Fahrt.', 'german'),
  ];
  it('declines a destination no passage names', () => {
    declined('faehrt der shuttle auch nach albufeira', rides);
    declined('Transfer nach Sevilla, was kostet das?', rides);
    declined('est ce que la navette va au zoo de lagos', rides);
  });
  it('declines a destination the knowledge names elsewhere, asked as a topic ("…, was kostet das?")', () => {
    const withSevilla = [
      ...rides,
      passage(3, 'ausfluege.md › Sevilla', 'Tagesausflug nach Sevilla: Abfahrt 7 Uhr, 89 € pro Person.', 'german'),
    ];
    declined('Transfer nach Sevilla, was kostet das?', withSevilla);
  });
  it('answers one the passages name', () => {
    expect(answer('shuttle nach lagos bahnhof, wann?', rides).text).toContain('23.00');
  });
});

describe('a suite is no suit', () => {
  it('stems "suite" apart from "suit", and any other word as before', () => {
    expect([stem('suite'), stem('suites'), stem('suit'), stem('constructor')]).toEqual(['suite', 'suite', 'suit', 'constructor']);
  });
  it('declines dry cleaning a suit from the suites rate rows', () => {
    const rows = [
      passage(1, 'rates.xlsx › Rates', 'Junior Suite (Category): Low season (EUR) 280, High season (EUR) 440.'),
      passage(2, 'rates.xlsx › Extras', 'Extra bed, adult (Item): Price (EUR) 70, Notes Junior Suite and Family Suite only.'),
    ];
    declined('dry cleaning a suit, price?', rows);
    expect(answer('junior suite price high season', rows).text).toContain('440');
  });
});

describe('a half day, a full day and a week said in words', () => {
  const dayHire = [
    passage(1, 'rentals.md › Bikes', 'E-bike: half day (4 hours) €25, full day €40.'),
    passage(2, 'preise.md › Fahrräder', 'E-Bike: halber Tag (4 Stunden) 25 €, ganzer Tag 40 €.', 'german'),
  ];
  it('declines a week when only half and full days are priced', () => {
    declined('E-bike for the whole week, price?', dayHire);
    declined('E-Bike für eine ganze Woche, Preis?', dayHire);
  });
  it('answers the week when it is priced', () => {
    const weekly = [
      passage(1, 'rentals.csv › Bikes', 'E-bike (item): price_half_day 25.00, price_day 40.00.'),
      passage(2, 'rentals.csv › Bikes', 'E-bike (item): Weekly 149.00, Notes helmet included.'),
    ];
    expect(answer('e-bike for a week price', weekly).text).toContain('149');
  });
});

describe('an option the list does not have, asked where the best sentence states no option', () => {
  const sauna = [
    passage(
      1,
      'sauna.pdf › Private hire',
      'Private hire of the floating sauna, 1 hour: NOK 2 400. Private hire of the floating sauna, 2 hours: NOK 4 200.',
    ),
    passage(
      2,
      'sauna.pdf › Terms',
      'Private hire of the floating sauna: free cancellation until 24 hours before, later the full price is charged.',
    ),
  ];
  it('declines a 3 hour hire beside the 1 and 2 hour ones', () => {
    declined('how much is a 3 hour private hire of the floating sauna', sauna);
  });
  it('answers the 2 hour one', () => {
    expect(answer('how much is a 2 hour private hire of the floating sauna', sauna).text).toContain('4 200');
  });
});

describe('a group size picks the option priced for it', () => {
  const transfers = [
    passage(1, 'transfers.csv › Airport', 'Airport transfer (Vehicle): Car, Passengers 1-3, One way EUR 65.'),
    passage(2, 'transfers.csv › Airport', 'Airport transfer (Vehicle): Van, Passengers 4-7, One way EUR 95.'),
    passage(3, 'kids.md › Babysitting', 'Babysitting: €18 per hour for up to 2 children, at least 3 hours.'),
  ];
  it('answers a family of 5 with the van', () => {
    expect(answer('airport transfer for a family of 5, price?', transfers).text).toMatch(/^Airport transfer \(Vehicle\): Van/);
  });
  it('declines a party of 9 and a babysitter for 3 children', () => {
    declined('airport transfer for a party of 9, how much?', transfers);
    declined('babysitter for 3 children, what does it cost?', transfers);
  });
  it('reads "en semaine" and "unter der Woche" as the weekdays, no week-long option', () => {
    expect(measuresOf('petit dej en semaine fini a quelle heure', false)).toEqual([]);
    expect(measuresOf('ab wann muss unter der woche ruhe sein', false)).toEqual([]);
    expect(measuresOf('E-Bike für eine ganze Woche', false).map((m) => m.value)).toEqual([7]);
  });
  it('reads "a group of 15 rooms" as no group of people', () => {
    expect(measuresOf('un groupe de 15 chambres annule 40 jours avant', false).filter((m) => m.kind === 'people')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { notFoundMessage, stem } from '../../server/ai/language.ts';
import { circumstances, compose, splitSentences } from '../../server/ai/offline.ts';
import { splitHeadingLines } from '../../server/chunking/split.ts';
import type { Passage } from '../../server/ai/prompt.ts';
import { analyseQuestion, answerTypeOf, hasAnswerType } from '../../server/ai/question.ts';

/**
 * Failure classes found by two properties written blind (bench SET=kb4, kb5: a beach resort and a
 * château), each pinned on wording of its own, not on the benchmark's questions.
 */
const passage = (n: number, title: string, text: string, language = 'english'): Passage => ({ n, title, text, language });
const declined = (text: string) => Object.values(notFoundMessage).some((m) => text.startsWith(m));

describe('ages: a question giving an age is answered by the sentence stating an age limit', () => {
  const rules = [
    passage(1, 'Wellness', 'The sauna is open from 2 pm to 9 pm. Guests aged 16 and over may use the sauna.'),
    passage(2, 'Rooms', 'An extra bed costs €45 per night. Children stay in the parents’ room.'),
  ];
  it('links "a 14-year-old" to "aged 16 and over"', () => {
    const a = compose({ question: 'Can a 14-year-old go in the sauna?', passages: rules });
    expect(a.found).toBe(true);
    expect(a.text).toContain('aged 16 and over');
  });
  it('reads French and German ages too', () => {
    const fr = [passage(1, 'Petit-déjeuner', 'Le petit-déjeuner coûte 28 € par adulte et 14 € par enfant de 4 à 12 ans.', 'french')];
    expect(compose({ question: 'Combien on facture le petit-déjeuner pour un enfant de 8 ans ?', passages: fr }).text).toContain('14 €');
    const q = analyseQuestion('Darf ein 12 Jahre altes Kind in die Sauna?');
    expect(q.concepts.filter((c) => c.age).map((c) => c.text)).toEqual(expect.arrayContaining(['12', 'jahre']));
  });
  it('does not take a time or a weight for an age', () => {
    const q = 'Can a 10-year-old use the gym?';
    const a = compose({ question: q, passages: [passage(1, 'Gym', 'The gym opens from 6 am. Dogs under 10 kg are welcome.')] });
    expect(declined(a.text)).toBe(true);
  });
});

describe('attributes asked outright: temperature, year, colour', () => {
  it('declines a temperature when the sentence about the pool gives none, and answers when it does', () => {
    expect(answerTypeOf('What temperature is the outdoor pool heated to?')).toBe('temperature');
    const none = [passage(1, 'Pools', 'The outdoor pool is heated from April to October and open 8:00–19:00.')];
    expect(declined(compose({ question: 'What temperature is the outdoor pool heated to?', passages: none }).text)).toBe(true);
    const some = [passage(1, 'Pools', 'The outdoor pool is heated to 28 °C from April to October.')];
    expect(compose({ question: 'Quelle est la température de la piscine extérieure ?', passages: some }).text).toContain('28 °C');
  });
  it('answers "in what year was it built" with the year, "été" there being no summer', () => {
    expect(analyseQuestion('En quelle année le château a-t-il été construit ?').concepts.map((c) => c.text)).not.toContain('été');
    const site = [passage(1, 'Le domaine', 'Construit en 1740 au milieu des vignes, le château compte 34 chambres.', 'french')];
    expect(compose({ question: 'En quelle année le château a-t-il été construit ?', passages: site }).text).toContain('1740');
  });
  it('answers "which colour" with the colour word', () => {
    expect(hasAnswerType('Guests wear a turquoise wristband.', 'colour')).toBe(true);
    const board = [passage(1, 'All inclusive', 'All-inclusive guests wear a turquoise wristband issued at check-in.')];
    expect(compose({ question: 'What colour is the all-inclusive wristband?', passages: board }).text).toContain('turquoise');
  });
});

describe('what a question asks about', () => {
  it('reads "how long is the beach" as a length as well as a duration', () => {
    const beach = [passage(1, 'Beach', 'Our beach is 600 metres long and has held the Blue Flag since 2012.')];
    expect(compose({ question: 'How long is the beach?', passages: beach }).text).toContain('600 metres');
  });
  it('reads "how long is the sauna open" as opening hours', () => {
    expect(answerTypeOf('Wie lange hat die Sauna auf?')).toBe('time');
    expect(answerTypeOf('How long is the spa open on Sundays?')).toBe('time');
  });
  it('does not take "season" alone for a named period, but still "high season"', () => {
    const pool = [passage(1, 'Pool', 'The heated outdoor pool is open from 15 May to 30 September, daily from 9am to 7pm.')];
    expect(compose({ question: 'When does the outdoor pool close for the season?', passages: pool }).text).toContain('30 September');
    const rates = [passage(1, 'Rates', 'A double room costs EUR 180 per night in low season.')];
    expect(declined(compose({ question: 'How much is a double room in high season?', passages: rates }).text)).toBe(true);
  });
  it('does not take a month or a number for the thing asked ("a guest booking for August")', () => {
    const storno = [
      passage(
        1,
        'Stornierung',
        'In der Hochsaison (Juli bis Oktober) ist eine kostenfreie Stornierung bis 7 Tage vor Anreise möglich.',
        'german',
      ),
    ];
    expect(compose({ question: 'Gast bucht für August, bis wann kann er kostenlos stornieren?', passages: storno }).text).toContain(
      '7 Tage',
    );
  });
  it('in German, takes the noun after an article outside a preposition for the thing asked ("ein Ausritt am Strand")', () => {
    const beach = [passage(1, 'Strand', 'Yoga am Strand: dienstags um 8 Uhr, für Hausgäste kostenlos.', 'german')];
    expect(declined(compose({ question: 'Was kostet ein Ausritt am Strand?', passages: beach }).text)).toBe(true);
  });
  it('in French, takes the noun before "de" for the thing asked ("un cours de cuisine")', () => {
    const resto = [
      passage(1, 'Restaurant', 'La cheffe signe une cuisine de saison. Menu du marché 48 €, menu dégustation 98 €.', 'french'),
    ];
    expect(declined(compose({ question: 'Combien coûte un cours de cuisine avec la cheffe ?', passages: resto }).text)).toBe(true);
  });
  it('lets verbs of wanting and needing ("a besoin", "veut venir") carry no subject', () => {
    const fr = [passage(1, 'Services', 'La réception peut commander vos médicaments : ils sont livrés le jour même.', 'french')];
    expect(compose({ question: 'Un client a besoin de médicaments, peut-on les faire livrer ?', passages: fr }).text).toContain(
      'livrés le jour même',
    );
  });
});

describe('price lists that lost their line breaks', () => {
  it('splits a run of priced items after each price, and an inline list at its dashes', () => {
    expect(splitSentences('Massage classique – 60 min – 115 € Massage en duo – 60 min – 230 € pour deux')).toEqual([
      'Massage classique – 60 min – 115 €.',
      'Massage en duo – 60 min – 230 € pour deux.',
    ]);
    expect(
      splitSentences(
        'Chaque jour à 17h, une dégustation : - Découverte : 3 vins, 25 € par personne - Prestige : 6 vins, 55 € par personne',
      ),
    ).toHaveLength(3);
    // A price followed by lower-case words is one sentence.
    expect(splitSentences('Breakfast costs 19 euros per adult. Kids eat free.')).toEqual([
      'Breakfast costs 19 euros per adult.',
      'Kids eat free.',
    ]);
  });
});

describe('the thing asked about, when it is the first noun or before a verb', () => {
  const pets = [passage(1, 'Animaux', 'Les chiens de moins de 10 kg sont acceptés, pour 18 € par nuit.', 'french')];
  it('declines "are cats accepted" from a rule about dogs, nothing else being asked of cats', () => {
    expect(declined(compose({ question: 'Les chats sont-ils acceptés ?', passages: pets }).text)).toBe(true);
  });
  it('still answers when the first noun is a topic something else is asked of ("le restaurant … le dimanche soir")', () => {
    const carte = [passage(1, 'La carte', 'Le dimanche soir, la cuisine est fermée ; le bar sert une petite carte.', 'french')];
    expect(declined(compose({ question: 'Le restaurant est-il ouvert le dimanche soir ?', passages: carte }).text)).toBe(false);
  });
  it('reads a generic verb after a noun as a verb ("the wedding cake cost"), so the cake is the thing asked', () => {
    const weddings = [passage(1, 'Weddings', 'Wedding dinner menus start at EUR 125 per person. A children’s wedding menu is EUR 35.')];
    expect(declined(compose({ question: 'How much does the wedding cake cost?', passages: weddings }).text)).toBe(true);
  });
});

describe('French qualifiers and headings over figures', () => {
  const seminar = [
    passage(
      1,
      'Séminaires',
      'Salle Atlântico\n220 m², lumière du jour.\nCapacité : 180 en théâtre, 96 en classe, 150 en banquet.',
      'french',
    ),
  ];
  it('reads the qualifier after the noun in French: "salle … en format classe" is still about the room', () => {
    expect(compose({ question: 'Capacité de la salle Atlântico en format classe ?', passages: seminar }).text).toContain('96 en classe');
  });
  it('declines "navette aéroport" from a station shuttle, and a "camping-car" from car parking', () => {
    const shuttle = [passage(1, 'Navette', 'Une navette gare gratuite part toutes les heures.', 'french')];
    expect(declined(compose({ question: 'Avez-vous une navette aéroport ?', passages: shuttle }).text)).toBe(true);
    const parking = [passage(1, 'Parking', 'Le stationnement des voitures est gratuit sur le parking extérieur.', 'french')];
    expect(declined(compose({ question: "Combien coûte le stationnement d'un camping-car ?", passages: parking }).text)).toBe(true);
  });
  it('keeps a heading followed by a figure apart from it, but not a line wrapped before a figure', () => {
    expect(splitHeadingLines('Salle Farol\n45 m², table de réunion pour 18 personnes.')).toEqual([
      'Salle Farol',
      '45 m², table de réunion pour 18 personnes.',
    ]);
    expect(splitHeadingLines('Welcome.\nThe spa is open from\n9 am to 8 pm every day.')).toHaveLength(1);
  });
});

describe('objects of a verb and plural stems', () => {
  it('takes the object right after "do you rent" for the thing asked, without an article', () => {
    const rentals = [passage(1, 'Verleih', 'E-Bikes können an der Rezeption für 35 EUR pro Tag gemietet werden.', 'german')];
    expect(declined(compose({ question: 'Do you rent paddle boards?', passages: rentals }).text)).toBe(true);
  });
  it('stems a singular and its plural alike', () => {
    for (const [a, b] of [
      ['chien', 'chiens'],
      ['garden', 'gardens'],
      ['chambre', 'chambres'],
    ])
      expect(stem(a)).toBe(stem(b));
  });
});

describe('translations follow the language the question is written in', () => {
  it('reads "chat" as a cat in French only, and "kind" as a child in German only', () => {
    const forms = (q: string, word: string) => analyseQuestion(q).concepts.find((c) => c.text === word)?.alternatives ?? [];
    expect(forms('Les chats sont-ils acceptés dans les chambres ?', 'chats')).toEqual(expect.arrayContaining(['cat']));
    expect(forms('Can I chat with the front desk online?', 'chat')).not.toContain('cat');
    expect(forms('Darf das Kind in die Sauna?', 'kind')).toEqual(expect.arrayContaining(['child']));
    expect(forms('What kind of breakfast do you serve?', 'kind')).not.toContain('child');
  });
});

describe('fillers and lessons', () => {
  it('reads "va" and "moins de" as no subject ("La haute saison va de quand à quand ?")', () => {
    const seasons = [passage(1, 'Saisons', 'Haute saison (Saison): Du 1er juillet, Au 31 octobre.', 'french')];
    expect(compose({ question: 'La haute saison va de quand à quand ?', passages: seasons }).text).toContain('31 octobre');
    expect(analyseQuestion('Les enfants de moins de 4 ans mangent-ils gratuitement ?').concepts.map((c) => c.text)).not.toContain('moins');
  });
  it('finds a French "cours" in an English "lesson" row', () => {
    const sheet = [passage(1, 'Activities', 'Windsurf lesson (Activity): Duration 2 hours, Price 55 EUR.')];
    expect(compose({ question: 'Combien coûte un cours de windsurf ?', passages: sheet }).text).toContain('55 EUR');
  });
  it('prefers the sentence holding the asked fact under a heading naming the subject to a row naming it without', () => {
    const rooms = [
      passage(1, 'Rooms', 'Junior Suite Ocean\n48 m² with an outdoor bathtub on the terrace, facing the beach.'),
      passage(2, 'Rates', 'Junior Suite Ocean (Room category): Sleeps 3 adults, Low season €210.'),
    ];
    expect(compose({ question: 'How big is the Junior Suite Ocean?', passages: rooms }).text).toMatch(/^48 m²/);
  });
});

describe('classes from two more blind properties (bench SET=kb8, kb9)', () => {
  it('takes the first German noun after an article for the thing asked ("Haben wir einen Friseur im Haus?")', () => {
    const house = [passage(1, 'Haus', 'Seit 2022 gibt es im ganzen Haus kein Einwegplastik.', 'german')];
    expect(declined(compose({ question: 'Haben wir einen Friseur im Haus?', passages: house }).text)).toBe(true);
  });
  it('reads the verb after "guests" as a verb, so its object is the thing asked ("can guests rent kayaks")', () => {
    const raft = [passage(1, 'Sea', 'From June to August groups can rent our sauna raft for 180 € for two hours.')];
    expect(declined(compose({ question: 'can guests rent kayaks', passages: raft }).text)).toBe(true);
  });
  it('reads a short question of unknown language both ways: an unknown qualifier after the noun declines', () => {
    const menu = [passage(1, 'Menu', 'Les enfants de moins de 6 ans mangent gratuitement au menu enfant.', 'french')];
    expect(declined(compose({ question: 'menu halal possible ?', passages: menu }).text)).toBe(true);
  });
  it('answers "since when" with a year, "capacity" with a count, and reads "pp" as no subject', () => {
    const eco = [passage(1, 'Nachhaltigkeit', 'Das Hotel trägt seit 2019 das Umweltzeichen Green Key.', 'german')];
    expect(compose({ question: 'seit wann haben wir Green Key', passages: eco }).text).toContain('2019');
    const rooms = [passage(1, 'Rooms', 'Aalto Hall (Room): Size m² 210, Theatre 220, Classroom 120.')];
    expect(compose({ question: 'Aalto Hall theatre capacity', passages: rooms }).text).toContain('Theatre 220');
    const ddp = [passage(1, 'Packages', 'Full-day delegate package (Package): Price per person (EUR) 79, minimum 10 delegates.')];
    expect(compose({ question: 'full day delegate package price pp', passages: ddp }).text).toContain('79');
  });
});

describe('a situation told before the question', () => {
  it('answers what is asked after the situation, its words only helping to choose', () => {
    const forms = [
      passage(1, 'Incidents', 'Fill in the incident form F-12 the same day, with photos of the place, and hand it to the duty manager.'),
    ];
    const q = 'guest slipped on ice by the entrance and hurt her wrist, what form do I fill in';
    expect(compose({ question: q, passages: forms }).text).toContain('F-12');
    const keys = [
      passage(1, 'Arrivée tardive', 'La réception est alors fermée : votre enveloppe vous attend dans la boîte à clés.', 'french'),
    ];
    const fr = 'Un client arrive ce soir vers 23h, la réception sera fermée. Comment il récupère sa clé ?';
    expect(compose({ question: fr, passages: keys }).text).toContain('boîte à clés');
  });
  it('keeps a short topic put first as the subject ("Spa-Behandlung absagen, bis wann kostenlos?")', () => {
    const q = 'Spa-Behandlung absagen, bis wann kostenlos?';
    expect(circumstances(q, analyseQuestion(q).concepts).some(Boolean)).toBe(false);
    const told = 'guest has a van 2.1m high, will it fit in the garage?';
    const marks = circumstances(told, analyseQuestion(told).concepts);
    expect(
      analyseQuestion(told)
        .concepts.filter((_, i) => marks[i])
        .map((c) => c.text),
    ).toContain('van');
    expect(
      analyseQuestion(told)
        .concepts.filter((_, i) => marks[i])
        .map((c) => c.text),
    ).not.toContain('garage');
  });
});

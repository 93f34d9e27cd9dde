import { describe, expect, it } from 'vitest';
import { knowsPhrase, translations } from '../../server/ai/lexicon.ts';

/** The hotel lexicon by topic: a question word finds its forms in the other languages, and no wrong meaning. */
const forms = (phrase: string) => translations(phrase).map((t) => t.form);
const linked = (a: string, b: string) => forms(a).includes(b.toLowerCase());

describe('lexicon topics: a word finds its forms in the other two languages', () => {
  it.each([
    ['fauteuil roulant', 'wheelchair', 'rollstuhl'],
    ['barrierefrei', 'step-free', 'accessible'],
    ['objets trouvés', 'lost property', 'fundsachen'],
    ['Nachtruhe', 'quiet hours', 'heures de calme'],
    ['taxe de séjour', 'tourist tax', 'ortstaxe'],
    ['Hallenbad', 'indoor pool', 'piscine couverte'],
    ['pataugeoire', 'kids pool', 'kinderbecken'],
    ['lit d’appoint', 'extra bed', 'zusatzbett'],
    ['Zusatzbett', 'extra bed', 'lit supplémentaire'],
    ['Badekleidung', 'swimwear', 'maillot de bain'],
    ['massage en duo', 'couples massage', 'paarmassage'],
    ['vigneron', 'winemaker', 'winzer'],
    ['Weinprobe', 'wine tasting', 'dégustation'],
    ['Standesamt', 'registry office', 'mairie'],
    ['Rabatt', 'discount', 'réduction'],
    ['Armband', 'wristband', 'bracelet'],
    ['drapeau', 'flag', 'flagge'],
    ['jaune', 'yellow', 'gelb'],
    ['profondeur', 'depth', 'tiefe'],
    ['médicaments', 'medicine', 'medikamente'],
    ['pressing', 'laundry', 'wäscherei'],
    ['Abholung', 'pick up', 'venir chercher'],
    ['amex', 'american express', 'american express'],
    ['mdp', 'password', 'passwort'],
    ['petit-déj', 'breakfast', 'frühstück'],
    ['cœliaque', 'gluten-free', 'glutenfrei'],
    ['jacuzzi', 'bain nordique', 'badefass'],
    ['Fischerpatent', 'fishing permit', 'permis de pêche'],
    ['Schnelllader', 'fast charger', 'borne rapide'],
    ['Techniker', 'technician', 'technicien'],
    ['exercice incendie', 'fire drill', 'brandschutzübung'],
    ['Gondel', 'gondola', 'télécabine'],
    ['Klettersteig', 'via ferrata', 'via ferrata'],
    ['e-bike', 'e-mtb', 'vélo électrique'],
    ['location vélo électrique', 'e-bike', 'e-bikes'],
    ['parking extérieur', 'open car park', 'aussenparkplatz'],
    ['boîte à clés', 'key box', 'schlüsselbox'],
    ['casier à skis', 'ski locker', 'skischrank'],
    ['Lawinenbulletin', 'avalanche bulletin', "bulletin d'avalanche"],
    ['Weinbegleitung', 'wine pairing', 'accord mets-vins'],
    ['Nanny', 'babysitter', 'baby-sitter'],
  ])('%s → %s, %s', (word, other1, other2) => {
    expect(linked(word, other1)).toBe(true);
    expect(linked(word, other2)).toBe(true);
  });

  it('knows the phrases a question is read by, in the forms staff type them', () => {
    for (const p of ['leave the room', 'libérer la chambre', 'zimmer räumen', 'stand up paddle', 'lost and found', 'lit appoint'])
      expect(knowsPhrase(p)).toBe(true);
    expect(linked('libérer la chambre', 'check-out')).toBe(true);
    expect(linked('Zimmer räumen', 'check-out')).toBe(true);
    expect(linked('unter der Woche', 'weekdays')).toBe(true);
    expect(linked('samstags', 'saturday')).toBe(true);
  });
});

describe('lexicon topics: meanings stay apart', () => {
  it('does not make cats dogs, nor either one every pet', () => {
    for (const cat of ['cat', 'cats', 'chat', 'Katze', 'Katzen']) {
      expect(forms(cat).some((f) => /dog|chien|hund/.test(f))).toBe(false);
      expect(forms(cat).some((f) => /pet|animal|haustier/.test(f))).toBe(false);
    }
    expect(forms('chien').some((f) => /cat|chat|katze/.test(f))).toBe(false);
    expect(linked('pets', 'haustier')).toBe(true);
  });

  it('keeps an underground car park apart from any car park', () => {
    for (const open of ['car park', 'parking', 'parkplatz', 'outdoor car park', 'außenparkplatz', 'parking extérieur'])
      expect(forms('Tiefgarage')).not.toContain(open);
    expect(linked('Tiefgarage', 'underground car park')).toBe(true);
    expect(forms('car park')).not.toContain('tiefgarage');
    expect(forms('parking')).not.toContain('tiefgarage');
  });

  it('keeps the airport shuttle apart from the station shuttle', () => {
    expect(forms('airport shuttle')).not.toContain('navette gare');
    expect(forms('station shuttle')).not.toContain('flughafenshuttle');
    expect(forms('station').some((f) => /park|stationnement/.test(f))).toBe(false);
  });

  it('keeps alpine and seaside neighbours apart', () => {
    // Raclette is not fondue; cross-country skis are not skis; a gondola is not a cable car.
    expect(forms('raclette').some((f) => /fondue/.test(f))).toBe(false);
    expect(forms('fondue')).not.toContain('raclette');
    expect(forms('Langlaufski')).not.toContain('ski');
    expect(forms('ski')).not.toContain('ski de fond');
    expect(forms('télécabine')).not.toContain('téléphérique');
    // The sauna raft is not a kayak, nor a boat to hire; the smoke sauna is not any sauna.
    expect(forms('Saunafloß').some((f) => /kayak|kajak|boat|bateau/.test(f))).toBe(false);
    expect(forms('kayak')).not.toContain('sauna raft');
    expect(forms('smoke sauna')).not.toContain('sauna');
    expect(forms('sauna')).not.toContain('rauchsauna');
    // A fast charger is not every charging point, a key box not a key card, a fire drill not an alarm.
    expect(forms('Schnelllader')).not.toContain('ladestation');
    expect(forms('key box')).not.toContain('key card');
    expect(forms('fire drill')).not.toContain('fire alarm');
    // Airport shuttle and station shuttle stay apart from the bus.
    expect(forms('bus')).not.toContain('airport shuttle');
  });

  it('leaves out words that mean something else in another language', () => {
    // French "location" is a rental, French "tour" a tower, English "part" a share.
    expect(forms('location')).toEqual([]);
    expect(forms('tour')).toEqual([]);
    expect(forms('part')).toEqual([]);
    // German "bar" (cash) is not the hotel bar, "Tagung" is not "Tag", "Küche" is not "Kuchen".
    expect(forms('bar').some((f) => /cash|espèces|bargeld/.test(f))).toBe(false);
    expect(forms('Tag')).not.toContain('meeting');
    expect(forms('Küche')).not.toContain('cake');
    // A deposit on the booking is not the security deposit, though English says "deposit" for both.
    expect(forms('caution')).not.toContain('acompte');
    expect(forms('Anzahlung')).not.toContain('kaution');
  });
});

import { describe, expect, it } from 'vitest';
import { knowsPhrase, translations } from '../../server/ai/lexicon.ts';

/** The hotel lexicon by topic: a question word finds its forms in the other languages, and no wrong meaning. */
const forms = (phrase: string) => translations(phrase).map((t) => t.form);
const linked = (a: string, b: string) => forms(a).includes(b.toLowerCase());

describe('lexicon topics: a word finds its forms in the other two languages', () => {
  it.each([
    ['fauteuil roulant', 'wheelchair', 'rollstuhl'],
    ['Loch', 'holes', 'trous'],
    ['keep her room', 'late check-out', 'départ tardif'],
    ['garder la chambre', 'late checkout', 'später check-out'],
    ['Zimmer früher beziehen', 'early check-in', 'arrivée anticipée'],
    ['greenfee', 'green fee', 'green-fee'],
    ['golf shop', 'pro shop', 'golfshop'],
    ['Provision', 'commission', 'commissions'],
    ['ordi', 'laptop', 'ordinateur portable'],
    ['Handy', 'mobile phone', 'portable'],
    ['barrierefrei', 'step-free', 'accessible'],
    ['objets trouvés', 'lost property', 'fundsachen'],
    ['Nachtruhe', 'quiet hours', 'heures de calme'],
    ['taxe de séjour', 'tourist tax', 'ortstaxe'],
    ['Hallenbad', 'indoor pool', 'piscine couverte'],
    ['pataugeoire', 'kids pool', 'kinderbecken'],
    ['lit d’appoint', 'extra bed', 'zusatzbett'],
    ['Zusatzbett', 'extra bed', 'lit supplémentaire'],
    ['Zustellbett', 'extra bed', "lit d'appoint"],
    ['Kochkurs', 'cooking class', 'cours de cuisine'],
    ['Schokolade', 'chocolate', 'chocolat'],
    ['Wüste', 'desert', 'désert'],
    ['Zelt', 'tent', 'tente'],
    ['toit', 'roof', 'dach'],
    ['whole day', 'full day', 'ganzer tag'],
    ['demi-journée', 'half day', 'halber tag'],
    ['sqm', 'm²', 'quadratmeter'],
    ['kilos', 'kg', 'kilogramm'],
    ['chihuahua', 'dog', 'hund'],
    ['pet', 'dog', 'chien'],
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
    ['half-day conference package', 'forfait demi-journée', 'halbtagespauschale'],
    ['Tagespauschale', 'full-day package', 'forfait journée'],
    ['EV', 'voiture électrique', 'e-auto'],
    ['left behind', 'objets oubliés', 'fundsachen'],
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
    // What staff type and what documents say: verbs, jargon, everyday objects.
    ['Gepäck aufbewahren', 'store luggage', 'consigne'],
    ['garder bagages', 'luggage storage', 'gepäckaufbewahrung'],
    ['extend my stay', 'prolonger le séjour', 'aufenthaltsverlängerung'],
    ['Schlüssel abgeben', 'return the key', 'rendre la clé'],
    ['Zweitschlüssel', 'spare key', 'double de clé'],
    ['carte de chambre', 'key card', 'schlüsselkarte'],
    ['pre-auth', 'pre-authorisation', 'vorautorisierung'],
    ['Nichtanreise', 'no-show', 'non-présentation'],
    ['walk-ins', 'walk-in', 'client de passage'],
    ['surbooking', 'overbooking', 'überbuchung'],
    ['délogement', 'walk a guest', 'umquartierung'],
    ['Kurbeitrag', 'city tax', 'taxe de séjour'],
    ['exonéré', 'exempt', 'befreit'],
    ['nicht erstattbar', 'non-refundable', 'non remboursable'],
    ['stornierbar', 'cancel', 'annulable'],
    ['ouverture du lit', 'turndown', 'abendservice'],
    ['folio', 'invoice', 'rechnung'],
    ['aufs Zimmer schreiben', 'charged to the room', 'mettre sur la note'],
    ['book a taxi', 'call a taxi', 'taxi bestellen'],
    ['day delegate rate', 'meeting package', 'tagungspauschale'],
    ['paperboard', 'flipchart', 'flip chart'],
    ['Reiseadapter', 'plug adapter', 'adaptateur'],
    ['Handyladegerät', 'phone charger', 'chargeur'],
    ['chauffe-biberon', 'bottle warmer', 'flaschenwärmer'],
    ['heaviest', 'maximum weight', 'höchstgewicht'],
    ['cheapest', 'lowest price', 'günstigste'],
    ['closest', 'nearest', 'plus proche'],
    ['château', 'castle', 'schloss'],
    ['Konzert', 'concert', 'concerts'],
    ['bière', 'beer', 'bier'],
    ['volcan', 'volcano', 'vulkan'],
    ['Wasserfall', 'waterfall', 'cascade'],
    ['Lamm', 'lamb', 'agneau'],
    ['truffes', 'truffle', 'trüffel'],
    ['late CO', 'late check-out', 'départ tardif'],
    ['early CI', 'early check-in', 'arrivée anticipée'],
    ['moyenne saison', 'mid season', 'zwischensaison'],
    ['Bierbad', 'beer bath', 'bain de bière'],
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

  it('keeps neighbours of the new verbs and jargon apart', () => {
    // Borrowing is not renting, a non-refundable rate is not a refund, the rack rate not any rate.
    expect(forms('borrow')).not.toContain('rent');
    expect(forms('rent')).not.toContain('borrow');
    expect(forms('non-refundable')).not.toContain('refund');
    expect(forms('refund')).not.toContain('non-refundable');
    expect(forms('rack rate')).not.toContain('rate');
    // An extended stay (a long stay) is not extending a stay; changing rooms (to swim) is not a room change.
    expect(forms('extended stay')).not.toContain('prolonger le séjour');
    expect(forms('extend my stay')).not.toContain('long stay');
    expect(forms('changing rooms')).not.toContain('zimmerwechsel');
    // A spare key is not a lost one, a superlative not a size; French "prêt" (ready) is no loan.
    expect(forms('spare key')).not.toContain('key card');
    expect(forms('biggest')).not.toContain('size');
    expect(forms('prêt')).toEqual([]);
  });

  it('leaves out words that mean something else in another language', () => {
    // French "location" is a rental, French "tour" a tower, English "part" a share.
    expect(forms('location')).toEqual([]);
    expect(forms('tour')).toEqual([]);
    expect(forms('part')).toEqual([]);
    // German "DDR" is the former East Germany, not the day delegate rate.
    expect(forms('ddr')).toEqual([]);
    // German "bar" (cash) is not the hotel bar, "Tagung" is not "Tag", "Küche" is not "Kuchen".
    expect(forms('bar').some((f) => /cash|espèces|bargeld/.test(f))).toBe(false);
    expect(forms('Tag')).not.toContain('meeting');
    expect(forms('Küche')).not.toContain('cake');
    // A deposit on the booking is not the security deposit, though English says "deposit" for both.
    expect(forms('caution')).not.toContain('acompte');
    expect(forms('Anzahlung')).not.toContain('kaution');
  });
});

describe('lexicon cues go one way', () => {
  it('a pet or a breed asked finds the dog rules, but a dog asked does not find every pet rule', () => {
    expect(linked('spaniel', 'hunde')).toBe(true);
    expect(forms('dog')).not.toContain('pet');
    expect(forms('dog')).not.toContain('spaniel');
    expect(forms('cat')).not.toContain('dog');
  });
  it('to charge the car finds the charging points, a text the SMS, Karten the tickets, a black cab the taxi', () => {
    expect(linked('laden', 'charging point')).toBe(true);
    expect(forms('charging point')).not.toContain('laden');
    expect(linked('text', 'sms')).toBe(true);
    expect(linked('Karten', 'tickets')).toBe(true);
    expect(linked('black cab', 'taxi')).toBe(true);
    expect(linked('vermieten', 'rent')).toBe(true);
    expect(linked('northern lights', 'aurores boréales')).toBe(true);
    expect(linked('Hundeschlitten', 'dog sledding')).toBe(true);
  });
});

import { stem, type Lang } from './language.ts';

/**
 * A small bilingual lexicon of the hotel domain: each line is one meaning in English | French |
 * German, forms separated by commas (several words make a phrase). Retrieval adds a question's
 * translations to its words, so a French or German question finds an English passage and the
 * other way round; the offline writer counts a translated word as covered. It is deliberately
 * about hotels (rooms, meals, times, prices, services, places, policies), not a dictionary.
 */
const table = `
breakfast | petit-déjeuner, petit déjeuner | frühstück
dinner | dîner | abendessen
lunch | déjeuner, midi, formule du midi | mittagessen, mittag, mittagsmenü
restaurant | restaurant | restaurant
bar | bar | bar
buffet | buffet | buffet
menu, dishes | menu, plats | speisekarte, gerichte
vegan | végétalien, vegan | vegan
vegetarian | végétarien | vegetarisch
chef, cook | chef, cuisinier | koch, küchenchef
room, rooms | chambre | zimmer
suite | suite | suite
tower | tour | turm
family room | chambre familiale | familienzimmer
price, prices | prix, tarif | preis
cost, costs | coûte, coûter, coût | kostet, kosten
rate, rates | tarif, tarifs | preis, rate
fee, charge, fine, penalty | frais, amende, pénalité | gebühr, strafe
extra, supplement, surcharge | supplément | zuschlag, aufpreis
pay, payment | payer, paiement | bezahlen, zahlung
free, free of charge, no charge, at no charge | gratuit, gratuitement, offert, sans frais | kostenlos, gratis, gebührenfrei, kostenfrei
included | inclus, compris | inklusive, inbegriffen
parking, park, car park | parking, stationnement, stationner | parken, parkplatz, tiefgarage
garage, parking garage, car park | garage | garage, tiefgarage
underground garage, underground car park, underground parking | parking souterrain, garage souterrain | tiefgarage
outdoor car park, outdoor parking | parking extérieur | außenparkplatz
space, parking space | place, place de parking | stellplatz, platz
car, cars, vehicle | voiture, véhicule | auto, fahrzeug
electric car, electric cars | voiture électrique | elektroauto
charging point, charging station, charging points | borne de recharge, recharge | ladestation, ladesäule
pool, swimming pool | piscine | schwimmbad, pool
indoor pool | piscine intérieure, piscine couverte | hallenbad
outdoor pool | piscine extérieure | freibad, außenpool
outdoor, outside | extérieur, extérieure, plein air | außen, draußen, freien
indoor, inside | intérieur, intérieure, couvert, couverte | innen
hot tub, whirlpool, jacuzzi | bain à remous, jacuzzi | whirlpool
sauna | sauna | sauna
steam bath | hammam, bain de vapeur | dampfbad
spa | spa | spa, wellness
massage | massage | massage
hot stone, hot stones | pierres chaudes | hot stone, heiße steine
facial | soin du visage | gesichtsbehandlung
check-in, check in | check-in, arrivée, enregistrement | check-in, anreise, einchecken
check-out, check out, checkout | check-out, départ | check-out, abreise, auschecken
late, later | tard, tardif | spät, später, späterer, spätere, späten
early | tôt, anticipé | früh
late check-out, late checkout, late departure | départ tardif | später check-out, späte abreise
early check-in, early arrival | arrivée anticipée | früher check-in, frühe anreise
cancel, cancelled, cancellation | annuler, annulation | stornieren, stornierung
booking, book, reservation | réservation, réserver | buchung, buchen, reservierung, reservieren, reserviert
in advance, advance | à l'avance, avance | im voraus, voraus
stay | séjour | aufenthalt
deposit, security deposit | acompte, caution, dépôt de garantie | anzahlung, kaution
credit card | carte de crédit, carte bancaire | kreditkarte
no-show | no-show, non-présentation | no-show, nichterscheinen
group | groupe | gruppe
arrival | arrivée | ankunft, anreise
departure | départ | abreise, abfahrt
dog, dogs | chien, chiens | hund, hunde
pet, pets | animal, animaux | haustier
smoke, smoking | fumer, fumeur | rauchen
shuttle, shuttle bus | navette | shuttle, shuttlebus
station, train station | gare | bahnhof
airport | aéroport | flughafen
airport transfer | transfert aéroport | flughafentransfer, transfer flughafen
transfer | transfert | transfer
bike, bicycle | vélo | fahrrad
e-bike, electric bike | vélo électrique | e-bike
rent, rental, hire | louer, location, loué | mieten, gemietet, verleih, leihen
kayak | kayak | kajak
boat | bateau | boot, schiff
hike, hiking | randonnée | wanderung, wandern
guided | guidé, guidée | geführt, geführte
excursion, trip | excursion | ausflug
island | île | insel
children, child, kids | enfants, enfant | kinder, kind
kids club | club enfants | kinderclub
cot, baby cot | lit bébé | babybett
wedding | mariage | hochzeit
meeting, conference | réunion, séminaire, conférence | tagung, konferenz, meeting
meeting package | forfait séminaire | tagungspauschale
meeting room | salle de réunion | tagungsraum
package | forfait | pauschale, paket
person | personne | person
people, guests | personnes, clients | personen, gäste
non-resident, non-residents, external | extérieur, extérieurs, extérieures | extern, externe, externen
night | nuit | nacht
day | jour, journée | tag
week | semaine | woche
weekend, weekends, saturday and sunday | week-end, samedi et dimanche | wochenende, samstag und sonntag
weekday, weekdays, monday to friday | semaine, en semaine, du lundi au vendredi | wochentag, werktag, montag bis freitag
public holiday | jour férié | feiertag
open, opening hours | ouvert, ouverture, horaires | geöffnet, offen, öffnungszeiten
closed, close | fermé, ferme | geschlossen, schließt
monday | lundi | montag
tuesday | mardi | dienstag
wednesday | mercredi | mittwoch
thursday | jeudi | donnerstag
friday | vendredi | freitag
saturday | samedi | samstag
sunday | dimanche | sonntag
hour, hours | heure, heures | stunde, stunden
time | heure | uhrzeit, zeit
serve, served | servi, servir | serviert, servieren
leave, leaves | part, partir | fährt, abfahren
season | saison | saison
winter | hiver | winter
summer | été | sommer
winter season | saison d'hiver, saison hiver | wintersaison
summer season | saison d'été, saison été | sommersaison
day rate | tarif journalier, tarif à la journée | tagesmiete, tagespreis, tagessatz
half board | demi-pension | halbpension
tourist tax, city tax | taxe de séjour | kurtaxe, ortstaxe
high season | haute saison | hochsaison
low season | basse saison | nebensaison
laundry | blanchisserie, laverie | wäscherei
washing machine, washer | machine à laver, lave-linge | waschmaschine
dryer, tumble dryer | sèche-linge | trockner, wäschetrockner
wash, washing, launder, laundering | laver, lavage | waschen, wäsche
shirt, shirts | chemise, chemises | hemd, hemden
water, mineral water | eau, eau minérale | wasser, mineralwasser
evening, evenings, tonight | soir, soirée | abend, abends
noon, midday | midi | mittag
city bike, city bikes | vélo de ville, vélos de ville | stadtrad, stadtfahrrad
alarm, smoke alarm, smoke detector, fire alarm | alarme, détecteur de fumée | alarm, rauchmelder, feueralarm
key card, keycard, room key | carte-clé, carte magnétique, badge | schlüsselkarte, zimmerkarte
parcel, parcels | colis | päckchen
company, companies, business, corporate | entreprise, entreprises, société | unternehmen, firma, firmen
corporate rate, company rate | tarif entreprise | firmenrate, firmentarif
train | train | zug, bahn
taxi, cab | taxi | taxi
dishwasher | lave-vaisselle | geschirrspüler, spülmaschine
kitchenette, kitchen | kitchenette, cuisine | küche, kochnische, küchenzeile
housekeeping, cleaning | ménage, nettoyage | reinigung, zimmerreinigung
assembly point, meeting point | point de rassemblement | sammelplatz, sammelpunkt, treffpunkt
apartment, apartments | appartement, appartements | apartment, ferienwohnung, wohnung
minibar | minibar | minibar
drink, drinks, beverages | boisson, boissons | getränk, getränke
bottle | bouteille | flasche
course, courses | plat, plats | gang, gänge
room service | service en chambre | zimmerservice
reception, front desk | réception | rezeption
extension | poste | durchwahl
phone, telephone, call | téléphone, appeler | telefon, anrufen
luggage, baggage, suitcase, suitcases, bags | bagages, valises, valise | gepäck, koffer
lost | perdu | verloren
wifi, wi-fi | wifi, wi-fi | wlan, wifi
network | réseau | netzwerk
password | mot de passe | passwort
quiet | calme, silence | ruhe
terrace | terrasse | terrasse
view | vue | blick, aussicht
lake | lac | see
balcony | balcon | balkon
size | taille, superficie | größe
theatre | théâtre | theater, reihe, reihenbestuhlung
banquet | banquet | bankett
classroom | salle de classe | parlamentarisch
hall | salle | saal, halle
towel | serviette | handtuch
bathrobe | peignoir | bademantel
visitor, visitors | visiteur, visiteurs | besucher
invoice | facture | rechnung
key | clé | schlüssel
helmet | casque | helm
ski | ski | ski
ski room, ski storage | local à skis, local à ski, local ski | skiraum, skikeller
ski bus | navette de ski, navette ski, skibus | skibus
ski pass | forfait de ski, forfait ski | skipass, skipässe
ski school, ski lessons, ski instructor | école de ski, cours de ski, moniteur de ski | skischule, skikurs, skilehrer
sledge, sled, toboggan | luge | schlitten, rodel
snowshoe | raquettes | schneeschuh, schneeschuhe
snowshoe hike, snowshoe tour | randonnée en raquettes | schneeschuhwanderung, schneeschuhtour
cable car, mountain railway | téléphérique, remontée mécanique | bergbahn, seilbahn
high chair | chaise haute | hochstuhl
babysitter, babysitting | baby-sitter, baby-sitting | babysitter, kinderbetreuung
casino | casino | kasino, casino
gym, fitness, fitness room, fitness centre, fitness center | salle de sport, fitness | fitnessraum, fitness
tennis | tennis | tennis
golf | golf | golf
hairdresser, hair salon | coiffeur | friseur
pharmacy | pharmacie | apotheke
doctor | médecin | arzt
dentist | dentiste | zahnarzt
`;

export interface LexiconEntry {
  /** Every form of the meaning, in all three languages. */
  forms: string[];
  /** The language of each form ("location" is French for rental, not the English word). */
  langs: Lang[];
}

export interface Translation {
  form: string;
  lang: Lang;
}

/** Lower case, no accents, no hyphens or apostrophes, each word roughly stemmed. */
export function lexiconKey(phrase: string): string {
  return phrase
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => stem(w.replace(/['’-]/g, '')))
    .join(' ');
}

const columns: Lang[] = ['en', 'fr', 'de'];
const entries: LexiconEntry[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const forms: string[] = [];
    const langs: Lang[] = [];
    line.split('|').forEach((cell, col) => {
      for (const f of cell
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean)) {
        forms.push(f);
        langs.push(columns[col] ?? 'en');
      }
    });
    return { forms, langs };
  });

const byKey = new Map<string, LexiconEntry[]>();
for (const e of entries) {
  for (const f of e.forms) {
    const key = lexiconKey(f);
    byKey.set(key, [...(byKey.get(key) ?? []), e]);
  }
}

/** The longest phrase the lexicon knows (in words). */
export const maxPhraseWords = Math.max(...entries.flatMap((e) => e.forms.map((f) => f.split(/\s+/).length)));

/** Every form meaning the same as `phrase` (itself excluded), across the three languages. */
export function translations(phrase: string): Translation[] {
  const key = lexiconKey(phrase);
  const found = byKey.get(key);
  if (!found) return [];
  const out = new Map<string, Translation>();
  for (const e of found)
    e.forms.forEach((f, i) => {
      const k = `${f}\u0000${e.langs[i]}`;
      // Forms sharing the key but spelled otherwise ("week-end" for "weekends") are kept: their words differ.
      if (f !== phrase.toLowerCase() && !out.has(k)) out.set(k, { form: f, lang: e.langs[i]! });
    });
  return [...out.values()];
}

export function knowsPhrase(phrase: string): boolean {
  return byKey.has(lexiconKey(phrase));
}

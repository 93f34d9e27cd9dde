import { currencyAfter, currencyBefore } from './currency.ts';
import { anyStopWord, clausesOf, contentStems, detectLanguage, particles, stem, unicodeWords, words, type Lang } from './language.ts';
import { formsLike, inKnownPhrase, knowsPhrase, maxPhraseWords, translations } from './lexicon.ts';

/**
 * What a question (or a search query) asks, for retrieval and for the offline writer: its content
 * words grouped into concepts (a word, or a phrase the lexicon knows such as "kids club"), each with
 * its translations; the adjacent pairs (for phrase boosts); and the kind of fact it wants (a time,
 * a price, a count…), so the passage and sentence that answer can be preferred over those that
 * merely mention the subject.
 */
export type AnswerType =
  'time' | 'price' | 'count' | 'distance' | 'size' | 'duration' | 'person' | 'email' | 'phone' | 'temperature' | 'year' | 'colour' | 'name';

export interface Concept {
  /** As typed (a word or a phrase). */
  text: string;
  /** Rough stems of its words. */
  stems: string[];
  /** Translations and synonyms from the lexicon (words or phrases). */
  alternatives: string[];
  /** Each alternative with its language (a French form is only looked for in French passages). */
  translations: { form: string; lang: Lang }[];
  /** Rough stems of each alternative (all must be present for it to count), and its language. */
  alternativeStems: { stems: string[]; lang: Lang }[];
  /** Words any question about the hotel may carry ("guests", "hotel", "cost"): not required to answer. */
  generic: boolean;
  /** The word right after "how" that is not a kind of fact ("how fast"): the answer must say it. */
  required: boolean;
  /** Right after an article or a possessive ("a car", "une trottinette", "the night…"): it starts a noun phrase. */
  afterArticle?: boolean;
  /** Right after a subject pronoun ("do you rent", "can I bring"): a verb, whose object may follow without an article. */
  afterPronoun?: boolean;
  /** Part of an age the question gives ("a 14-year-old", "enfant de 8 ans", "wie alt"): covered by a sentence stating an age. */
  age?: boolean;
  /** Qualifies the fact asked without being the thing asked (an age given when a price is asked): not part of the share a sentence must cover. */
  qualifier?: boolean;
  /** Index of its first word among the question's words. */
  position: number;
  /** Number of words. */
  length: number;
  /** Index of the word as typed (position counts the parts of split compounds and hyphenated words). */
  typedAt: number;
  /** Which clause of the question it is in (see clausesOf): words side by side across a comma are no phrase. */
  clause: number;
}

export interface QuestionAnalysis {
  language: Lang | null;
  concepts: Concept[];
  /** Adjacent concepts ("lake hall", "late check-out"): a passage with them side by side ranks higher. */
  pairs: string[];
  type: AnswerType | null;
}

const genericWords = new Set(
  `guest guests hotel hotels people person persons there available possible allowed allow need needed bring get use find work
   offer offered kind much many time times hour hours open opening opens close closes closing cost costs price prices fee fees
   charge charged pay paid start starts begin begins end ends serve served name called number exactly usually normally
   long far big large often maximum minimum keep kept lange weit groß gross oft loin souvent dauert dure last take takes
   client clients hôtel hotel personne personnes possible disponible heure heures ouvert ouverte coûte coûtent coût prix combien
   commence commencer débute ouvre ouvrent ferme ferment
   gast gäste hotel personen möglich verfügbar uhrzeit geöffnet offen kostet kosten preis gibt viele beginnt öffnet schließt
   expensive cher chère teuer hold holds accommodate accommodates seat seats sleeps fit style
   want wants wanted wish like need needs come comes coming make makes do does give gives mean means
   near nearby close resort property
   veut veulent voudrait voudraient souhaite souhaitent besoin faire fait aller venir vient avoir peuvent pouvons
   latest earliest spätestens frühestens pp pax
   proche près partir accepted permitted accepté acceptée acceptés acceptées autorisé autorisée autorisés autorisées permis admis
   erlaubt gestattet zugelassen
   ask asks asked asking wondering fragt fragen gefragt demande demandent today tonight tomorrow heute demain aujourd'hui
   möchte möchten brauchen braucht bekommen bekommt kommen kommt gilt gelten stellen machen macht nähe
   amount amounts montant montants betrag tarif tarifs zeit zeiten thing things chose choses sache sachen known way
   instead rather statt anstatt anstelle lieu shut shuts gibts approximately roughly ungefähr etwa circa environ
   payant payante payants payantes berechnen berechnet kostenpflichtig chargeable
   alone allein alleine seul seule seuls seules zahlt zahlen bezahlen bezahlt
   still already yet anymore wieder schon immer encore déjà toujours
   total insgesamt gesamt overall altogether immediately sofort
   fini finit finissent termine terminé terminée endet enden
   dire savoir sait sais sagen sagt wissen weiß weiss know knows
   normal normale normales normalen normaler regular cheapest günstigste günstigsten billigste billigsten annual annuel annuelle jährlich
   building buildings bâtiment bâtiments gebäude limit limits limite limites grenze smallest lowest cheaper moins
   sell sells sold buy buys bought purchase add adds added brought took taken send sends sent tell tells told
   vendre vend vendez vendons acheter achète achètent ajouter ajoute ajoutez apporter apporte apporté amener amène envoyer envoie
   verkaufen verkauft kaufen kauft gekauft hinzufügen mitbringen bringt bringen mitnehmen nimmt nehmen schicken schickt`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);

// "How old is the building?" asks when it was built, not a guest's age.
const buildingAgeCue =
  /\b(how old (is|are)|wie alt (ist|sind)|quel [âa]ge (a|ont))\s+((the|this|our|your|das|der|die|unser|unsere|le|la|les|notre|nos)\s+)?(building|buildings|house|houses|hotel|castle|palace|manor|mansion|ch[âa]teau|palais|mill|farmhouse|estate|riad|villa|tower|abbey|b[âa]timent|maison|h[ôo]tel|geb[äa]ude|haus|h[äa]user|schloss)\b/iu;

const typeCues: [AnswerType, RegExp][] = (
  [
    // An attribute named outright ("what temperature", "which colour", "in what year") asks for it,
    // whatever other cue the question carries ("when was it built").
    ['temperature', /\b(temperatures?|temp|températures?|temperatur(en)?|how (warm|hot|cold)|wie (warm|kalt|hei(ß|ss)))\b/iu],
    ['colour', /\b(colou?rs?|couleurs?|farben?)\b/iu],
    // "Wie heißt…" asks a name (not "wie heiß", a temperature).
    [
      'name',
      /\b(wie hei(ß|ss)(t|en)|what(?:'s| is)\b.*\bcalled|what(?:'s| is) the name|name of|comment s'appellent?|quel est le nom|welchen namen)\b/iu,
    ],
    ['year', buildingAgeCue],
    [
      'year',
      /\b(what year|which year|quelle année|in welchem jahr|welches jahr|(built|constructed|founded|opened) in|since what year)\b|\ben quelle année\b|\b(wann|when)\b.*\b(built|erbaut|gebaut|gegründet|founded)\b|\bde quand date\b|\b(since when|seit wann|depuis quand)\b|\bwhen (did|was|were)\b.*\b(re)?(open|built|renovat|found|establish|refurbish)\p{L}*|\bwann wurde\b.*\b(eröffnet|renoviert|gebaut|gegründet)\b|\bquand\b.*\b(ouvert|rénové|construit|fondé)\p{L}*/iu,
    ],
    ['email', /\b(e-?mail|courriel|adresse e-?mail|mail address)\b/iu],
    ['phone', /\b(phone|telephone|téléphone|telefon|telefonnummer|call|appeler|anrufen)\b/iu],
    [
      'price',
      /\b(how much|how expensive|expensive|price|prices|cost|costs|fee|fees|charged?|tarifs?|prix|cher|ch[eè]re|co[uû]te|co[uû]tent|co[uû]t|payer|payante?s?|was zahl\p{L}*|what do \p{L}+ pay|berechnen|berechnet|kostenpflichtig|chargeable|(on|lui|leur|nous|vous) factur\p{L}*|factur(er|é|ée|és|ons|ez)|kostet|kosten|preis|preise|geb[uü]hr|wie viel kostet|teuer)\b/iu,
    ],
    // "Combien de temps" asks how long (below), not how many.
    ['count', /\b(how many|number of|combien de(?! temps)|wie viele|capacity|seat|seats|fit|hold|holds|accommodates?)\b/iu],
    [
      'duration',
      /\b(how far in advance|how long in advance|how many days in advance|combien de temps à l'avance|wie lange im voraus|wie weit im voraus)/iu,
    ],
    ['distance', /\b(how far|distance|loin|weit|entfernt|entfernung)\b/iu],
    // A height, a depth or a width is a size given in metres ("max. height 2.10 m").
    [
      'size',
      /\b(how (high|tall|deep|wide)|wie (hoch|tief|breit)|quelle (hauteur|profondeur|largeur)|height|hauteur|höhe|depth|profondeur|tiefe)\b/iu,
    ],
    ['size', /\b(how big|how large|size|taille|superficie|gr[oö](ß|ss)e?)\b/iu],
    // "Wie lange heben wir … auf" keeps something (a duration), "wie lange hat … auf" is open (a time).
    ['duration', /\b(wie lange)\b.*\b(heben|hebt|bewahren|bewahrt|aufbewahrt|aufgehoben|gelagert|lagern)\b/iu],
    ['time', /\b(how long|wie lange|combien de temps)\b.*\b(open|auf|offen|geöffnet|ouverte?s?)\b/iu],
    ['duration', /\b(how long|combien de temps|wie lange|dauert|keep|kept)\b/iu],
    ['person', /\b(who|qui est|wer)\b/iu],
    [
      'time',
      /\b(when|what time|latest|earliest|spätestens|frühestens|au plus tard|au plus tôt|how late|how early|wie spät|wie früh|what day|which day|quel jour|welche[mn]? tag|until when|until what time|hours|opening|open|opens|close|closes|shut|shuts|start|starts|leave|leaves|served|quand|quelle heure|heure|horaires?|ouvert|ouvre|jusqu|wann|uhrzeit|wie ?viel uhr|[oö]ffnungszeiten|ge[oö]ffnet|f[aä]hrt|bis wann|times?|\p{L}*zeiten)\b/iu,
    ],
  ] as [AnswerType, RegExp][]
).map(([type, re]) => [type, unicodeWords(re)]);

/** The kind of fact a question asks for, from its wording in en, fr or de. */
export function answerTypeOf(question: string): AnswerType | null {
  for (const [type, re] of typeCues)
    if (re.test(question)) {
      // "How big is the deposit / the discount" asks an amount of money, not a floor area.
      if (type === 'size' && amountWords.test(question)) return 'price';
      return type;
    }
  return null;
}

const amountWords = unicodeWords(
  /\b(deposits?|discounts?|reductions?|fees?|surcharges?|supplements?|tips?|budget|caution|acompte|remise|réduction|rabatt|kaution|anzahlung|ermäßigung|nachlass)\b/iu,
);

// "may" is left out: "guests may smoke" is no date ("May to September" is found by September).
const months =
  'january|february|march|april|june|july|august|september|october|november|december|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|januar|februar|märz|juni|juli|oktober|dezember';
const weekdays =
  'mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weekdays?|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|week-end|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|wochenende';
const numberWords =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|un|deux|trois|quatre|cinq|sept|huit|neuf|dix|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn';
const typePatterns = Object.fromEntries(
  Object.entries({
    time: new RegExp(
      `\\b(${weekdays})\\b|\\b\\d{1,2}[:h.]\\d{2}\\b|\\b\\d{1,2}\\s?(am|pm|a\\.m\\.|p\\.m\\.|uhr|h)(?!\\p{L})|\\b(noon|midnight|midi|minuit|mitternacht|stündlich|hourly|every hour|daily|täglich|around the clock|day and night|jour et nuit|rund um die uhr|tag und nacht)\\b|24\\s?h(ours)?\\b|24\\/7|\\b(${months})\\b|\\b\\d+\\s?(hours?|days?|heures?|jours?|stunden|tage)\\b`,
      'iu',
    ),
    price: new RegExp(
      `\\d[\\d.,']*\\s?${currencyAfter}|${currencyBefore}(\\s?\\/\\s?[\\p{L}.]+)?\\)?:?\\s?\\d|\\b(price|prix|preis|tarif|cost|kosten)\\b[^\\d.;]{0,12}\\d|(?<![-‑])(?<!\\b(?:not|n't|never|pas|non|jamais|nicht|nie)\\s(?:\\p{L}+\\s){0,2})\\b(free|complimentary|no (?:extra )?charge|without charge|at no (?:extra )?cost|gratuit|gratuitement|offert|offerte?s?|(?<!y )compris(?:e|es)?|sans frais|sans supplément|kostenlos|kostenfrei|gebührenfrei|gratis|umsonst|inbegriffen|im preis enthalten|ohne aufpreis|inklusive|included|inclus)\\b|\\d+\\s?%|\\b(totalité|intégralité|full (amount|price|rate|stay)|entire stay|whole stay|voller? (preis|betrag)|gesamte[nr]? (preis|betrag|aufenthalt))\\b|\\b\\d{1,5},\\d{2}\\b(?!\\s?(m|cm|km|kg|l|h|min|ha|uhr)\\b)`,
      'iu',
    ),
    count: new RegExp(`\\b\\d+\\b|\\b(${numberWords})\\b`, 'iu'),
    // A distance is often given as a walk or a drive: "a 10 minute walk", "10 min by car", "5
    // Gehminuten"; in metres, kilometres, miles, yards or feet as the country counts ("350 m",
    // "à 200 mètres", "2 miles"), but not a size ("48 m²").
    distance:
      /\d+(?:[.,]\d+)?[\s-]?(km|kilomet\p{L}*|metres?|meters?|mètres?|metern?|m(?![²2\p{L}])|miles?|mi|yards?|yds|feet|ft|minutes?|mins?|minuten|gehminuten|fahrminuten)(?!\p{L})/iu,
    // A table header may carry the unit before the figure: "Size (m²) 42".
    size: /\d+\s?(m²|m2|sq|square|hectares?|hektar|ha\b|acres?)|\d+([.,]\d+)?\s?(m|cm|metres?|meters?|mètres?|meter|ft|feet|foot)\b|(?<![\p{L}\p{N}])(m²|m2|sqm|sq\.? ?ft)\)?:?\s?\d/iu,
    email: /[\w.+-]+@[\w-]+\.[\w.]+/u,
    phone: /\+?\d[\d ()/-]{6,}\d/u,
    duration: new RegExp(
      `\\b(\\d+|${numberWords})[\\s-]?(minutes?|hours?|days?|weeks?|months?|years?|heures?|jours?|semaines?|mois|ans|stunden|tage|wochen|monate|jahre)\\b`,
      'iu',
    ),
    person: /\b\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/u,
    temperature: /\d\s?°|\b\d+\s?(degrees?|degrés?|grad)\b/iu,
    year: /\b(1[0-9]\d{2}|20\d{2})\b/u,
    // A person's first and last name inside a sentence ("Chef Nadia Bouzidi"), a coded name
    // ("KONTOR-GUEST", "Seeblick_Guest"), a quoted one, or the word after "called".
    name: /(?<=[\p{L},:;]\s)\p{Lu}\p{Ll}+\s\p{Lu}\p{Ll}+|\b\p{Lu}[\p{L}\d]{2,}[-_][\p{Lu}\d][\p{L}\d]{2,}|["«„“][^"»“”]{2,40}["»“”]|\b(called|named|namens|appelée?s?|nommée?s?|hei(ß|ss)t)\s+\p{Lu}/u,
    colour:
      /\b(white|black|red|green|blue|yellow|orange|pink|purple|violet|grey|gray|brown|turquoise|gold|golden|silver|beige|navy|blanc|blanche|noire?|rouge|verte?|bleue?|jaune|rose|grise?|marron|dorée?|argentée?|weiß|weiss|schwarz|rot|grün|blau|gelb|rosa|lila|grau|braun|türkis|golden|silbern)\b/iu,
  } satisfies Record<AnswerType, RegExp>).map(([type, re]) => [type, unicodeWords(re)]),
) as Record<AnswerType, RegExp>;

/** Words that name the kind of fact itself ("email", "phone"): a sentence holding that kind covers them. */
const typeWords: Partial<Record<AnswerType, Set<string>>> = {
  email: new Set(['email', 'e-mail', 'mail', 'address', 'adresse', 'courriel', 'emailadresse']),
  phone: new Set(['phone', 'telephone', 'number', 'téléphone', 'numéro', 'telefon', 'telefonnummer', 'nummer', 'call']),
  time: new Set(['day', 'days', 'jour', 'tag', 'date', 'horaire', 'horaires', 'öffnungszeiten', 'oeffnungszeiten', 'uhrzeiten', 'uhr']),
  count: new Set(['capacity', 'capacité', 'kapazität', 'number', 'nombre', 'anzahl']),
  // How long something is kept asks a duration by the verb: "on le garde combien de temps".
  duration: new Set([
    'temps',
    'durée',
    'dauer',
    'duration',
    'garde',
    'gardez',
    'garder',
    'gardé',
    'gardés',
    'aufbewahren',
    'aufbewahrt',
    'aufheben',
    'aufgehoben',
  ]),
  temperature: new Set([
    'temperature',
    'temp',
    'température',
    'temperatur',
    'warm',
    'hot',
    'cold',
    'degrees',
    'degrés',
    'grad',
    'heiß',
    'heiss',
    'kalt',
    'chaud',
    'chaude',
    'froid',
  ]),
  year: new Set(['year', 'année', 'an', 'jahr', 'old', 'alt', 'âge']),
  // Not depth: a pool's "20 m" is its length; a depth is said as one ("1.40 m deep", "profondeur").
  size: new Set(['high', 'tall', 'wide', 'hoch', 'breit', 'height', 'hauteur', 'höhe', 'largeur']),
  name: new Set(['name', 'called', 'nom', 'namen', 'heißt', 'heisst']),
  colour: new Set(['colour', 'color', 'couleur', 'farbe', 'colours', 'colors', 'couleurs', 'farben']),
};

export function namesType(concept: Concept, type: AnswerType | null): boolean {
  return Boolean(type && typeWords[type]?.has(concept.text));
}

const yesNoStart = unicodeWords(
  // German "Was kostet …" asks what; English "Was the …" asks yes or no.
  /^(is|are|was(?=\s+(the|a|an|there|it|he|she|this|that|my|our|his|her|your|their|any|breakfast|dinner)\b)|were|do|does|did|can|could|will|would|has|have|may|should|est-ce|y a-t-il|peut-on|puis-je|gibt|ist|sind|kann|kannst|können|hat|haben|habt|darf|dürfen|muss|wird|fährt|fahren|geht|gehen|läuft|bietet|nimmt|nehmt|akzeptiert)\b/iu,
);

/**
 * A yes/no question ("Is the gym open at night?", "Gibt es…", "Le restaurant est-il ouvert…"):
 * its answer may confirm without stating a fact of the asked kind ("open around the clock").
 */
export function isYesNo(question: string): boolean {
  const q = question.trim();
  return yesNoStart.test(q) || /^[^?]*\p{L}+-(il|elle|ils|elles|on)\b/iu.test(q);
}

// An age in a question: a number with its unit ("14-year-old", "8 ans", "12 Jahre alt", "14-jährig") or asked outright.
const ageInQuestion = unicodeWords(
  /\d+[\s-]*(years?|yrs?|ans|jahre?n?|jährige?[nmrs]?)\b|\b(how old|what age|which age|age limit|minimum age|quel âge|âge minimum|welchem alter|wie alt|mindestalter|altersgrenze)\b/iu,
);
// An age asked outright: the answer must state one, whatever else the question's words cue ("served").
const ageAsked = unicodeWords(
  /\b(how old|what age|which age|age limit|minimum age|age minimum|quel âge|quel age|âge minimum|age minimum|welchem alter|wie alt|mindestalter|altersgrenze)\b/iu,
);
// Opening hours or times of day, not a date: "breakfast hours", "Frühstückszeiten", "horaires".
const clockAsked = unicodeWords(/\b(hours|times?|opening|opens?|closes?|quelle heure|horaires?|uhrzeit|um wie viel uhr|\p{L}*zeiten)\b/iu);
// A day asked about ("open on Wednesdays?", "quel jour") is answered by the days, not the hours.
const dayAsked = unicodeWords(new RegExp(`\\b(${weekdays}|days?|jours?|tage?n?|dates?|datum)\\b`, 'iu'));
export function asksClock(question: string): boolean {
  return clockAsked.test(question) && !dayAsked.test(question);
}
const buildingAge = unicodeWords(buildingAgeCue);
export function asksAge(question: string): boolean {
  return ageAsked.test(question) && !buildingAge.test(question);
}
const ageUnitForms: { form: string; lang: Lang }[] = [
  { form: 'years', lang: 'en' },
  { form: 'year', lang: 'en' },
  { form: 'ans', lang: 'fr' },
  { form: 'jahre', lang: 'de' },
  { form: 'jahren', lang: 'de' },
];
const ageUnits = new Set(['year', 'years', 'yr', 'yrs', 'ans', 'jahr', 'jahre', 'jahren']);
const ageFillers = new Set(['old', 'aged', 'alt']);
const ageWords = new Set(
  'year years yr yrs old age aged ans an âge jahr jahre jahren alt alter jährig jährige jährigen jähriger jähriges mindestalter altersgrenze teen teens'.split(
    ' ',
  ),
);
/** A sentence stating an age or an age limit: "aged 16 and over", "de 4 à 12 ans", "ab 16 Jahren", "under 12s". */
const ageInSentence = unicodeWords(
  new RegExp(
    `\\d+\\s?(?:(?:-|–|to|à|bis|and)\\s?\\d+\\s?)?(years?|yrs?|ans|jahren?|jährige?[nmr]?|-year-olds?)\\b|\\b(aged?|âgés?|ages|âge|alter|ab|unter|über|under|over|moins de|plus de|from|dès|à partir de)\\s+\\d{1,2}(?!\\s?(kg|${currencyAfter}|%|m\\b|cm|h\\b|uhr|:|\\.\\d|[.,]\\d|pm|am|p\\.m|a\\.m)|\\.?\\s\\p{L}+\\.?\\s\\d{4})\\b|\\bunder[\\s-]\\d{1,2}s\\b`,
    'iu',
  ),
);

export function statesAge(sentence: string): boolean {
  return ageInSentence.test(sentence);
}

/** Whether a sentence holds the kind of fact asked for (a time, a price…). */
export function hasAnswerType(sentence: string, type: AnswerType): boolean {
  // "How long is the beach?": "how long" asks a length as well as a duration.
  if (type === 'duration') return typePatterns.duration.test(sentence) || typePatterns.distance.test(sentence);
  return typePatterns[type].test(sentence);
}

const dayParts = new Set(
  `morning evening afternoon tonight tomorrow yesterday matin soir soirée après-midi veille lendemain demain hier
   morgens vormittag nachmittag abend abends gestern`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);

const maxConcepts = 10;
const langs: Lang[] = ['en', 'fr', 'de'];

/**
 * A German compound unknown to the lexicon whose two parts it knows ("Schlittenverleih",
 * "Frühstückszeiten", "Museumspass"), with a linking "s" or "n" allowed after the first part: the
 * two words. A part is known as a German form, or as a form of about its length: "privater" is no
 * French "pri(x)" + English "vat".
 */
export function compoundParts(word: string): [string, string] | null {
  if (word.length < 8 || /[^\p{L}]/u.test(word) || knowsPhrase(word)) return null;
  const known = (part: string) =>
    !anyStopWord.has(part) && formsLike(part).some((f) => f.lang === 'de' || (part.length >= 4 && f.form.length >= part.length - 1));
  // The last part may be a word the lexicon knows only inside a phrase ("Bootstour": "boat tour").
  const knownTail = (part: string) => known(part) || inKnownPhrase(part);
  for (let k = 3; k <= word.length - 3; k++) {
    const head = word.slice(0, k);
    const tail = word.slice(k);
    if (!knownTail(tail)) continue;
    if (known(head)) return [head, tail];
    const linked = head.replace(/[sn]$/, '');
    if (linked !== head && linked.length >= 3 && known(linked)) return [linked, tail];
  }
  return null;
}

/** A German compound of two generic words ("Hotelgast", "Hotelgäste") is generic too. */
function genericCompound(word: string): boolean {
  if (word.length < 7 || /[^\p{L}]/u.test(word)) return false;
  for (let k = 3; k <= word.length - 3; k++)
    if (genericWords.has(stem(word.slice(0, k))) && genericWords.has(stem(word.slice(k)))) return true;
  return false;
}

// "instead of downstairs", "au lieu du restaurant", "statt im Zimmer": what is not wanted.
const insteadWords = new Set(['instead', 'rather', 'lieu', 'statt', 'anstatt', 'anstelle']);
const notWanted = (toks: string[], i: number) => {
  let k = i - 1;
  while (k >= 0 && anyStopWord.has(toks[k]!)) k--;
  return k >= 0 && insteadWords.has(toks[k]!);
};

const whoVerb = (toks: string[], i: number) =>
  /^(who|wer)$/.test(toks[i - 1] ?? '') || (/^(who|wer)$/.test(toks[i - 2] ?? '') && /^(of|for|after|um|für)$/.test(toks[i + 1] ?? ''));

/** "Last" before a noun ("the last train") asks which one, not how long something lasts. */
const ordinalBefore = (word: string, next: string | undefined) => word === 'last' && next !== undefined && !anyStopWord.has(next);

/** "How late", "how early" ("wie spät"): the word asks for a time, as "how much" asks for a price; no subject. */
const asksTime = (before: string | undefined, word: string) => /^(how|wie)$/.test(before ?? '') && /^(late|early|spät|früh)$/.test(word);

// After German "wie" a verb is followed by its subject ("Wie bekommt ein Unternehmen…", "Wie komme
// ich…"), a quality by a verb ("Wie schnell ist…"); after French "comment" comes a verb ("comment
// réserver"). Only a quality must be said by the answer.
const subjectStart = new Set(
  'ein eine einen einem einer der die das den dem ich man wir sie er es du ihr mein meine unser unsere'.split(' '),
);
// "a été construit", "a-t-il été", "ont été": the participle of "être", not the summer.
const frenchAuxiliary = /^(a|ai|as|avons|avez|ont|avait|avaient|aurait|a-t-il|a-t-elle|ont-ils|ont-elles|il|elle|ils|elles)$/u;
// "may" is a modal verb ("may visitors stay…") unless written as the month ("open in May"), not first.
const monthMay = /\S\s+May\b/u;

const articles = new Set(
  'a an the my our your their un une le la les des du mon ma mes notre nos votre vos ein eine einen einem einer der die das den dem des mein meine unser unsere'.split(
    ' ',
  ),
);
// Subjects before a verb: pronouns, and the people staff ask about ("can guests rent kayaks").
const pronouns = new Set(
  'i you we they he she je il elle nous vous ils elles on lui leur ich er wir sie man du ihr guests guest people staff'.split(' '),
);
const asksQuality = (before: string | undefined, after: string | undefined) =>
  before === 'how' || (before === 'wie' && !subjectStart.has(after ?? ''));

export function analyseQuestion(question: string): QuestionAnalysis {
  const toks = words(question);
  // Which typed word each token comes from: splitting a compound adds tokens.
  const typedAt = toks.map((_, k) => k);
  const clauses = clausesOf(question);
  const language = detectLanguage(question);
  const concepts: Concept[] = [];
  const compoundOf = new Map<string, string>();
  for (let i = 0; i < toks.length;) {
    let taken = 0;
    for (let n = Math.min(maxPhraseWords, toks.length - i); n >= 2; n--) {
      const phrase = toks.slice(i, i + n).join(' ');
      // A phrase may end in a particle ("check out"), never otherwise in a stop word; it begins with
      // one only when the lexicon lists it so ("en semaine", "unter der Woche": the weekdays).
      const last = toks[i + n - 1]!;
      if (knowsPhrase(phrase) && (!anyStopWord.has(last) || particles.has(last))) {
        taken = n;
        break;
      }
    }
    // Two words the lexicon knows as a phrase with a preposition between them, as French and
    // German put it ("transfert vers l'aéroport" is "transfert aéroport").
    let spaced: string | null = null;
    if (!taken && i + 2 < toks.length && !anyStopWord.has(toks[i]!) && anyStopWord.has(toks[i + 1]!) && !anyStopWord.has(toks[i + 2]!)) {
      const phrase = `${toks[i]} ${toks[i + 2]}`;
      if (knowsPhrase(phrase)) {
        spaced = phrase;
        taken = 3;
      }
    }
    if (!taken) {
      const w = toks[i]!;
      if (
        w.replace(/['-]/g, '').length < 2 ||
        anyStopWord.has(w) ||
        (w === 'may' && !monthMay.test(question)) ||
        (w === 'été' && frenchAuxiliary.test(toks[i - 1] ?? ''))
      ) {
        i++;
        continue;
      }
      taken = 1;
    }
    // A hyphenated word the lexicon does not know ("theatre-style") is its parts.
    if (taken === 1 && toks[i]!.includes('-') && !knowsPhrase(toks[i]!)) {
      const split = toks[i]!.split('-').filter(Boolean);
      typedAt.splice(i, 1, ...split.map(() => typedAt[i]!));
      toks.splice(i, 1, ...split);
      continue;
    }
    // So is a German compound the lexicon knows as two words ("Schlittenverleih": "Schlitten" +
    // "Verleih"); an English or French word is not split ("cottages" is no "cot" + "tages").
    const parts = taken === 1 && !spaced && (language === 'de' || language === null) ? compoundParts(toks[i]!) : null;
    if (parts) {
      for (const part of parts) compoundOf.set(part, toks[i]!);
      typedAt.splice(i, 1, typedAt[i]!, typedAt[i]!);
      toks.splice(i, 1, ...parts);
      continue;
    }
    // As typed, preposition included: searched as a phrase it matches the same wording.
    const text = toks.slice(i, i + taken).join(' ');
    const stems = contentStems(text);
    if (stems.length && !concepts.some((c) => c.text === text)) {
      // A part of a compound is also found by the whole compound, in any language ("Hotel Seeblick").
      const whole = taken === 1 ? compoundOf.get(text) : undefined;
      const found = [...translations(spaced ?? text, language), ...(whole ? langs.map((lang) => ({ form: whole, lang })) : [])];
      concepts.push({
        text,
        stems,
        alternatives: [...new Set(found.map((t) => t.form))],
        translations: found,
        alternativeStems: found.map((t) => ({ stems: contentStems(t.form), lang: t.lang })).filter((a) => a.stems.length > 0),
        // A phrase of words that ask nothing ("opening hours", "check in time") asks nothing either.
        generic:
          (taken > 1 && stems.every((s) => genericWords.has(s))) ||
          (taken === 1 &&
            !ordinalBefore(toks[i]!, toks[i + 1]) &&
            ((stems.every((s) => genericWords.has(s)) && !(language === 'de' && toks[i]!.startsWith('kind'))) ||
              (language !== 'en' && language !== 'fr' && genericCompound(toks[i]!)) ||
              asksTime(toks[i - 1], toks[i]!) ||
              // "who handles…", "who takes care of…", "wer macht…": the verb after "who" asks for a
              // person, not a thing.
              whoVerb(toks, i) ||
              notWanted(toks, i))),
        // "Wie hoch ist die Anzahlung" asks an amount, not a height.
        required:
          taken === 1 &&
          !amountWords.test(question) &&
          asksQuality(toks[i - 1], toks[i + 1]) &&
          !stems.every((s) => genericWords.has(s)) &&
          !asksTime(toks[i - 1], toks[i]!),
        // French "a" is "has" ("une cliente a oublié"): the word after it is a verb, not a noun.
        afterArticle: articles.has(toks[i - 1] ?? '') && !(language === 'fr' && toks[i - 1] === 'a'),
        afterPronoun: pronouns.has(toks[i - 1] ?? ''),
        position: i,
        length: taken,
        typedAt: typedAt[i]!,
        clause: clauses[typedAt[i]!] ?? 0,
      });
    }
    i += taken;
  }
  if (ageInQuestion.test(question))
    for (const c of concepts) if (c.length === 1 && (/^\d+$/.test(c.text) || ageWords.has(c.text))) c.age = true;
  // An age's unit is said in each language ("a 7 year old", "4 à 12 ans", "Kinder bis 12 Jahre"):
  // each finds the others, or a price list in another language never meets the age asked. "Old"
  // and "aged" only carry the age: they ask for nothing.
  for (const c of concepts) {
    if (!c.age) continue;
    if (ageUnits.has(c.text)) {
      const found = ageUnitForms.filter((t) => t.form !== c.text);
      c.translations = [...c.translations, ...found];
      c.alternatives = [...new Set([...c.alternatives, ...found.map((t) => t.form)])];
      c.alternativeStems = [...c.alternativeStems, ...found.map((t) => ({ stems: contentStems(t.form), lang: t.lang }))];
    } else if (ageFillers.has(c.text)) c.generic = true;
  }
  const kept = concepts.slice(0, maxConcepts);
  const pairs: string[] = [];
  for (let k = 1; k < kept.length; k++) {
    const a = kept[k - 1]!;
    const b = kept[k]!;
    if (a.position + a.length === b.position && a.clause === b.clause) pairs.push(`${a.text} ${b.text}`);
  }
  const type = answerTypeOf(question);
  // "the evening before", "la veille au soir": when the question asks no time, the time of day
  // tells the situation, not what is asked.
  if (type !== 'time') for (const c of kept) if (c.length === 1 && c.stems.every((s) => dayParts.has(s))) c.generic = true;
  return { language, concepts: kept, pairs, type };
}

/**
 * People a situation is told about ("a local couple", "the bride's aunt", "un ado de 15 ans", "ein
 * Geschäftspartner"): who asks or comes along, never the thing the answer must name.
 */
const personWords = new Set(
  `couple couples lady ladies gentleman gentlemen man men woman women aunt uncle baker friend friends colleague colleagues
   partner partners wife husband boyfriend girlfriend daughter son daughters sons mum mom dad mother father parent parents
   grandma grandpa grandmother grandfather grandparents teenager teenagers teen teens visitor visitors neighbour neighbor
   boss businessman businesswoman bride groom
   dame dames monsieur messieurs femme mari ami amie amis amies collègue collègues fille fils mère père parents grand-mère
   grand-père ado ados adolescent adolescente adolescents petits mariée marié voisin voisine patron
   paar ehepaar dame herr frau mann freund freundin freunde kollege kollegin kollegen geschäftspartner geschaeftspartner
   tochter sohn mutter vater eltern oma opa großeltern grosseltern teenager jugendlicher jugendliche nachbar chef braut bräutigam`
    .split(/\s+/)
    .filter(Boolean),
);
export const isPerson = (word: string) => personWords.has(word.toLowerCase());

import { currencyAfterAsWritten, moneyPattern } from './currency.ts';
import {
  anyStopWord,
  calendarStems,
  contentStems,
  detectLanguage,
  langOfRegconfig,
  notFoundMessage,
  stem,
  unicodeWords,
  words,
  type Lang,
} from './language.ts';
import { categoriesAsked, categoryCover, labelCover, labelsOf } from './labels.ts';
import { figuresOf, measureCover, measuresOf, type Measure } from './measures.ts';
import {
  analyseQuestion,
  answerTypeOf,
  asksAge,
  asksClock,
  hasAnswerType,
  isYesNo,
  namesType,
  statesAge,
  type Concept,
  isPerson,
} from './question.ts';
import { namesMembers, seasonColumn } from './kinds.ts';
import { knowsPhrase } from './lexicon.ts';
import { parseGroundedPrompt, type Passage } from './prompt.ts';
import type { GenerateRequest, ModelProvider } from './types.ts';

/**
 * The built-in writer used when no model server is configured. It writes nothing new: it picks the
 * sentence of the retrieved passages that answers the question (it covers the question's key
 * words, in any of the three languages through the lexicon, and holds the kind of fact asked for:
 * a time for "when", a price for "how much", a count for "how many"), puts it first, adds at most
 * two sentences of context, cites them, and declines plainly when no sentence covers the question
 * (saying what it found nearby when something came close). Limits: no paraphrase, no translation
 * (an answer from a passage in another language quotes it after a lead-in in the asker's
 * language), no reasoning across sentences.
 */
export interface ComposedSentence {
  text: string;
  cites: number[];
}

export interface Composition {
  text: string;
  sentences: ComposedSentence[];
  found: boolean;
  language: Lang;
}

const maxSentences = 3;
/** A runner-up joins the answer as context when it scores at least this share of the best sentence. */
const contextShare = 0.5;
const maxWords = 45;

const sourceLanguageName: Record<Lang, Record<Lang, string>> = {
  en: { en: 'English', fr: 'French', de: 'German' },
  fr: { en: 'anglais', fr: 'français', de: 'allemand' },
  de: { en: 'Englisch', fr: 'Französisch', de: 'Deutsch' },
};

const foreignLeadIn: Record<Lang, (source: Lang) => string> = {
  en: (l) => `Here is what the ${sourceLanguageName.en[l]} source says:`,
  fr: (l) => `Voici ce que dit la source (en ${sourceLanguageName.fr[l]}) :`,
  de: (l) => `Das sagt die Quelle (auf ${sourceLanguageName.de[l]}):`,
};

const nearbyLeadIn: Record<Lang, string> = {
  en: 'The closest I found:',
  fr: "Le plus proche que j'ai trouvé :",
  de: 'Am nächsten kommt:',
};

interface Candidate {
  passage: Passage;
  position: number;
  /** Which line (paragraph) of the passage it is in. */
  paragraph: number;
  /** The next sentence of its paragraph, when it holds the asked kind of fact and this one does not. */
  next?: Candidate;
  text: string;
  stems: Set<string>;
  /** Stems of the passage title and of the heading line above the sentence. */
  context: Set<string>;
  lang: Lang | null;
  /** Per concept: 1 said in the sentence, 0.8 by a translation, 0.5 only in its heading or title, 0. */
  cover: number[];
  /** The cover without the paragraph's lead sentence (see compose): what the decline checks read. */
  ownCover: number[];
  score: number;
  /** Other passages repeating this sentence (overlapping chunks): cited too. */
  also: number[];
}

// A day written as an ordinal ("12. Dezember", "1. Mai") is no sentence end.
const ordinalDate = new RegExp(
  `^(${['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember', 'jänner'].join('|')})\\b`,
  'iu',
);

// A German ordinal before a floor or a class ("1. OG", "2. Stock", "3. Etage") is no sentence end either.
const ordinalNoun = /^(og|ug|eg|obergeschoss|untergeschoss|stock|stockwerk|etage|klasse|rang|platz)\b/iu;

/**
 * A Markdown table or list flattened onto one line by extraction ("| Service | Horaires | |---|---|
 * | Petit-déjeuner | Lun–Ven 6:30–10:00 | …", "- Plat du jour – 14,50 € - Entrée + plat – 19,50 €"):
 * one line per row ("Petit-déjeuner: Lun–Ven 6:30–10:00.") or item, so each is a sentence of its own.
 * A table's header row stays a heading.
 */
export function unflatten(line: string): string[] {
  const t = line.trim();
  const closed = (x: string) => (/[.!?…:;]$/.test(x) ? x : `${x}.`);
  if (/^\|.*\|$/.test(t)) {
    const rows = t
      .slice(1, -1)
      .split(/\|\s*\|/)
      .map((r) =>
        r
          .split('|')
          .map((c) => c.trim())
          .filter(Boolean),
      );
    const separator = (r: string[]) => r.length > 0 && r.every((c) => /^:?-{2,}:?$/.test(c));
    const hasHeader = rows.length > 1 && separator(rows[1]!);
    return rows
      .map((r, k) => {
        if (r.length === 0 || separator(r)) return '';
        const text = r.length > 1 ? `${r[0]}: ${r.slice(1).join(', ')}` : r[0]!;
        return hasHeader && k === 0 ? text : closed(text);
      })
      .filter(Boolean);
  }
  if (/^[-*•]\s/u.test(t))
    return t
      .slice(2)
      .split(/\s+[-*•]\s+(?=[\p{L}\p{N}])/u)
      .map((x) => closed(x.trim()))
      .filter((x) => x.length > 1);
  return [line];
}

/**
 * Lists and price lines that lost their line breaks (a PDF's price list, an inline list after a
 * colon): "Massage – 60 min – 115 € Massage en duo – 60 min – 230 €", "dégustation : - Découverte :
 * 3 vins, 25 € - Prestige : 6 vins, 55 €". A new item starts after a price followed by a capitalised
 * word, and at each " - " before a capital when the line has two or more, or one after a price.
 */
// After a price, before a capitalised word: where a run of price lines is cut.
const afterPrice = new RegExp(`(?<=\\d\\s?${currencyAfterAsWritten})\\s+(?=\\p{Lu}\\p{Ll})`, 'u');

const itemDash = /\s[-•*]\s+(?=\p{Lu})/u;
const itemDashes = new RegExp(itemDash, 'gu');
const priced = new RegExp(moneyPattern, 'iu');

function splitRuns(line: string): string[] {
  const items = line.split(afterPrice).flatMap((item) => {
    const dashes = item.match(itemDashes)?.length ?? 0;
    // One dash cuts too when a price comes before it ("Van: Fr. 150.– pro Fahrt - Transfer Basel: …").
    return dashes >= 2 || (dashes === 1 && priced.test(item.split(itemDash)[0]!)) ? item.split(itemDash) : [item];
  });
  // Each item is a statement (a price line), not a heading: closed like a sentence.
  return items.length === 1 ? items : items.map((x) => (/[.!?…:;]$/.test(x.trim()) ? x : `${x.trim()}.`));
}

// A heading in capitals that lost its line break ("TAXE DE SÉJOUR (TS) 3.1 Ville de Zurich : CHF 2.50…",
// "FLUGHAFEN ZÜRICH (ZRH) - 11 km…"): a line of its own, so that it heads the sentences after it.
const capitals = /^((?:\p{Lu}[\p{Lu}'’&-]+\s+){1,6}(?:\(\p{Lu}{1,5}\)\s+)?)(?:[-–]\s+)?(?=\d|\p{Lu}\p{Ll})/u;

function capitalHeading(line: string): string[] {
  const m = capitals.exec(line.trim());
  if (!m) return [line];
  const heading = m[1]!.trim();
  const letters = heading.replace(/[^\p{L}]/gu, '');
  if (letters.length < 6 || (!heading.includes(' ') && letters.length < 8)) return [line];
  return [heading, line.trim().slice(m[0].length)];
}

// A period that ends an abbreviation ends no sentence: "a taxi costs approx. 22 EUR", "z. B. Sauna";
// "max.", "no.", "tel." only before a figure, and so Swiss francs ("Fr. 110.–") and hours ("1 Std. 15 Min.").
const abbreviation = /(^|[\s(])(approx|ca|incl|excl|inkl|zzgl|exkl|env|z\.\s?B|e\.g|i\.e|d\.h|u\.a|bzw|vs|Dr|Mr|Mrs|Ms|Mme|St|Nr)\.$/u;
const beforeNumber = /(^|\s)(max|min|no|tel|mob|p|S|Fr|SFr|Std)\.$/iu;

export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap(unflatten)
    .flatMap(splitRuns)
    .flatMap(capitalHeading)
    .flatMap((line) =>
      line.split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"“«(¿¡])/u).reduce<string[]>((out, part) => {
        const prev = out[out.length - 1];
        if (
          prev !== undefined &&
          ((/(^|[\s–—-])\d{1,2}\.$/.test(prev) && (ordinalDate.test(part) || ordinalNoun.test(part))) ||
            // A date written day.month. ("Hauptsaison 15.05.-14.09. (EUR pro Nacht)") before a bracket or figure.
            (/\d{1,2}\.\d{1,2}\.$/.test(prev) && /^[(\d]/.test(part)) ||
            abbreviation.test(prev) ||
            (beforeNumber.test(prev) && /^\d/.test(part)))
        )
          out[out.length - 1] = `${prev} ${part}`;
        else out.push(part);
        return out;
      }, []),
    )
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

// Hours said without minutes or in words: "de 9h à 12h", "noon", "rund um die Uhr", "24/7".
const hourWords = unicodeWords(
  /\b\d{1,2}\s?h\b|\b(noon|midnight|midi|minuit|mitternacht|around the clock|day and night|jour et nuit|rund um die uhr|tag und nacht|24\s?h(ours)?|24\/7)\b/iu,
);
// "07.00–10.30" and "14.30 hrs" are clock times as the UK, Austria and Scandinavia write them; a
// lone "10.50" is more often a price, and "3 hrs" a duration.
const clockTime =
  /\b\d{1,2}(?:[:.h]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|uhr)(?![\p{L}])|\b\d{1,2}[:.]\d{2}\s?hrs?(?![\p{L}])|\b\d{1,2}[:h]\d{2}\b|\b\d{1,2}\.\d{2}\s?[-–—]\s?\d{1,2}\.\d{2}\b/iu;

const statesValue = new RegExp(`${moneyPattern}|\\p{L}:\\s+.*\\d`, 'iu');

// A sentence that sends the reader to another document ("Prices: see the price list", "Bierbad:
// Altersgrenze siehe englische Broschüre", "Early check-in fees: French reception notes") names the
// topic without its fact: any sentence stating it answers better.
const documentKind = unicodeWords(
  /\b(brochure|leaflet|booklet|workbook|sheet|notes|list|file|flyer|handbook|guide|livret|liste|fiche|dépliant|document|classeur|\p{L}*(broschüre|merkblatt|infoblatt|liste|notizen|datei|mappe|prospekt|handbuch|leitfaden|flyer))\b/iu,
);
const pointsTo = unicodeWords(
  /\b(see|siehe|voir|refer to|cf\.|(in|en|auf) (french|german|english|français|allemand|anglais|deutsch|französisch|englisch)|(french|german|english|französische[nrms]?|deutsche[nrms]?|englische[nrms]?|français|allemand|anglais)\s+\p{L}+)\b/iu,
);
const refersElsewhere = (s: string) => documentKind.test(s) && pointsTo.test(s);

// A document's byline: its edition or date of update ("_Stand Februar 2026 · Schlüssel an der
// Rezeption_", "edition March 2026 · please leave this directory in your room", "mise à jour : mai 2025").
const byline =
  /(?<![\p{L}\p{N}])(stand|edition|édition|as of|last updated|updated|mise à jour|mis à jour|version|ausgabe|aktualisiert)\s*:?\s+(\d{1,2}[./]\s?)?(\p{L}+\s+)?\d{4}(?![\p{L}\p{N}])/iu;

/** A heading or a question line (an FAQ's question): context for the sentences below, never an answer. */
function isContextLine(s: string): boolean {
  if (/\?$/.test(s)) return true;
  if (byline.test(s)) return true;
  // A price line ("Heubad, 30 Min. ...... € 54,-"), a label with its value ("Passwort: seezeit2025")
  // or a line of hours ("Friday and Saturday: noon to 1am") states a fact.
  if (statesValue.test(s) || clockTime.test(s)) return false;
  // A line in capitals is a heading, its abbreviation in brackets included ("TAXE DE SÉJOUR (TS)").
  if (!/\p{Ll}/u.test(s) && /\p{Lu}{3}/u.test(s) && s.split(' ').length <= 8 && !/[.!?:;]$/.test(s)) return true;
  return !/[.!?…:;)\]"»”|]$/.test(s) && s.split(' ').length <= 8;
}

function shorten(sentence: string): string {
  // A price list's dot leaders ("30 Min. ........ € 54,-") read as a dash in a sentence.
  const ws = sentence.replace(/\s*\.{4,}\s*/g, ' – ').split(' ');
  return ws.length <= maxWords ? ws.join(' ') : `${ws.slice(0, maxWords).join(' ')}…`;
}

/** "Breakfast is at 7." + [1] → "Breakfast is at 7 [1]." */
function cite(sentence: string, cites: number[]): string {
  const marks = cites.map((n) => `[${n}]`).join('');
  // The period of "11 a.m." belongs to the time: "by 11 a.m. [1]."
  if (/\b[ap]\.m\.$/iu.test(sentence)) return `${sentence} ${marks}.`;
  const m = sentence.match(/^(.*?)([.!?…:;]+)$/s);
  return m ? `${m[1]} ${marks}${m[2]}` : `${sentence} ${marks}.`;
}

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

const hasAll = (set: Set<string>, stems: string[]) => stems.length > 0 && stems.every((s) => set.has(s));

/** How a sentence covers a concept: 1 in its own words, 0.8 translated, 0.5 from its heading or title. */
export function conceptCover(
  concept: Concept,
  stems: Set<string>,
  context: Set<string>,
  lang: Lang | null = null,
  contextLines?: string[][],
): number {
  // A translation counts in a passage of its own language only: "location" is French for rental.
  const alternatives = concept.alternativeStems.filter((a) => lang === null || a.lang === lang).map((a) => a.stems);
  if (hasAll(stems, concept.stems) || namesMembers(concept, stems) || seasonColumn(concept.stems, stems)) return 1;
  if (alternatives.some((a) => hasAll(stems, a) || seasonColumn(a, stems))) return 0.8;
  // A heading or title names its subject in a few words: a phrase counts there only with its words
  // side by side ("Piscine et sauna extérieur" has no "piscine extérieure").
  const inContext = (want: string[]) => (contextLines ? contextLines.some((line) => adjacent(line, want)) : hasAll(context, want));
  if (inContext(concept.stems) || alternatives.some(inContext)) return 0.5;
  return 0;
}

/** Whether `word` is typed in the question as a code in capitals ("CDG", "LHR"). */
function typedAsCode(question: string, word: string): boolean {
  return question
    .split(/[^\p{L}\p{N}]+/u)
    .some((w) => w.length >= 2 && w.toLowerCase() === word && w === w.toUpperCase() && /\p{Lu}/u.test(w));
}

/** Whether every stem is in the line and, for several, next to each other (in any order). */
function adjacent(line: string[], want: string[]): boolean {
  if (want.length === 0) return false;
  const at = [...new Set(want)].map((w) => line.indexOf(w));
  if (at.some((i) => i < 0)) return false;
  return Math.max(...at) - Math.min(...at) === at.length - 1;
}

/**
 * Whether the best sentence covers what the question is about: at least half its key concepts
 * (those that are not generic words), the only one when there is one, every word right after "how"
 * ("how fast"), and not when it covers only words most passages have ("rooms") while another
 * asked word appears nowhere ("minibar"). Nor a sentence that has the question's last noun but
 * misses the word qualifying it ("ski shuttle" is not answered by "a station shuttle").
 */
export function coversQuestion(
  concepts: Concept[],
  cover: number[],
  common: boolean[] = [],
  absent: boolean[] = [],
  notHead: boolean[] = [],
  language: Lang | null = null,
  question = '',
  aside: boolean[] = [],
): boolean {
  const keyIdx = concepts.map((c, i) => (c.generic ? -1 : i)).filter((i) => i >= 0);
  const idx = keyIdx.length ? keyIdx : concepts.map((_, i) => i);
  if (concepts.some((c, i) => c.required && cover[i]! === 0)) return false;
  // A count qualifies the fact asked; the share is of the things named (a day named still counts).
  const things = idx.filter((i) => !/^\d/.test(concepts[i]!.text) && !concepts[i]!.qualifier);
  const shared = things.length ? things : idx;
  const covered = shared.filter((i) => cover[i]! > 0);
  const counted = shared.filter((i) => !aside[i]);
  if (covered.length === 0 || covered.length / Math.max(1, counted.length) < 0.5) return false;
  // A date or a count no passage has ("in february") asks for no thing of its own: a rate row answers it.
  if (covered.every((i) => common[i]) && idx.some((i) => absent[i] && !notThing(concepts[i]!))) return false;
  const last = Math.max(...idx);
  for (const i of idx) {
    const c = concepts[i]!;
    // A word of the situation told, or a count, qualifies nothing the answer must say.
    if (cover[i]! > 0 || aside[i] || notThing(c)) continue;
    const next = concepts.findIndex((d) => d.position === c.position + c.length && d.clause === c.clause);
    // French puts the qualifier after the noun: "navette aéroport" is not a "navette gare", while
    // "salle … en format classe" still asks about the room. A question too short to tell its
    // language ("menu halal possible ?") is read both ways.
    if (language === 'fr' || language === null) {
      const prev = concepts.findIndex((d) => d.position + d.length === c.position && d.clause === c.clause);
      // Unsure of the language, only a qualifier no passage has ("halal") counts.
      if (i === last && prev >= 0 && cover[prev]! > 0 && !notThing(c) && !units.test(c.text) && (language === 'fr' || absent[i]))
        return false;
      // A hyphenated compound keeps the English order ("camping-car").
      const joined = next >= 0 && question.toLowerCase().includes(`${c.text}-${concepts[next]!.text}`);
      if (!joined && language === 'fr') continue;
    }
    // A code after a noun names which one ("Flughafen CDG", "airport BER"): it qualifies nothing before it.
    if (next === last && cover[next]! > 0 && !notHead[next] && !typedAsCode(question, concepts[next]!.text)) return false;
  }
  return true;
}

/**
 * Named periods (seasons, holidays): a price or a time asked "at Christmas" or "in high season" is
 * not answered by the figure for another period. Weekday names are left out: opening days come as
 * ranges ("Monday to Friday") that answer a question about a day they do not name.
 */
const periodWords = new Set(
  `season seasons christmas easter holiday holidays summer winter spring autumn eve nye
   saison noël pâques réveillon sylvestre vacances hiver printemps automne
   saison hochsaison nebensaison weihnachten ostern silvester heiligabend neujahr ferien feiertag feiertage sommer winter frühling herbst`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);

// "Season" alone names no period ("when does the pool close for the season"); "high season" does.
// Nor does "holiday" alone: guests "on holiday" are away ("school holidays" is a period).
const bareSeason = new Set(['season', 'saison', 'holiday', 'holidays', 'vacances'].map(stem));

export function namesPeriod(concept: Concept): boolean {
  return concept.stems.some((s) => periodWords.has(s) && (concept.length > 1 || !bareSeason.has(s)));
}

/**
 * Words written with a capital inside an English or French question ("Hotel Bellevue", "the
 * Tower Suite"): names. German capitalises every noun, so its questions have none by this sign.
 */
export function namedConcepts(question: string, concepts: Concept[], language: Lang | null): boolean[] {
  const destinations = rideDestinations(question, concepts);
  if (language === 'de') return destinations;
  const caps = new Set(
    (question.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [])
      .slice(1)
      .filter((w) => /^\p{Lu}/u.test(w) && !/^\p{Lu}+$/u.test(w))
      .map((w) => w.toLowerCase()),
  );
  // Where the guest travels from or to ("flies to Bangkok", "vient depuis Munich") is the situation,
  // not something the hotel must name; a shuttle "to Lagos" still is.
  const travelled = new Set([...question.matchAll(travelPlace)].map((m) => m[1]!.toLowerCase()));
  return concepts.map((c, i) => (c.text.split(' ').every((w) => caps.has(w)) && !travelled.has(c.text)) || destinations[i]!);
}

/**
 * Where a ride goes is a place's name, typed in capitals or not ("fährt der Shuttle nach albufeira",
 * "Hoteltransfer nach Narvik, was kostet das?"), and never the situation told. Per concept.
 */
export function rideDestinations(question: string, concepts: Concept[]): boolean[] {
  const lower = question.toLowerCase();
  const places = new Set([...lower.matchAll(rideTo), ...lower.matchAll(hubNamed)].map((m) => (m[1] ?? m[2] ?? m[3])!));
  return concepts.map((c) => places.has(c.text) && !anyStopWord.has(c.text));
}

// An airport or a station named: "from edinburgh airport", "l'aéroport d'aberdeen", "Flughafen Lübeck", "Bahnhof Mallaig".
const hubNamed = unicodeWords(
  /\b(?:from|to|depuis|vom|von|zum|ab)\s+([\p{L}-]+)\s+(?:airport|station)\b|\b(?:aéroport|aeroport|gare)\s+(?:de\s+|d'|d\s+)([\p{L}-]+)|\b(?:flughafen|bahnhof|hauptbahnhof)\s+([\p{L}-]+)/giu,
);

const rideTo = unicodeWords(
  /\b\p{L}*(?:shuttle|navette|transfer|transfert|bus|taxi|train|zug|boat|bateau|boot|van|minibus|limousine|coach|tour|trip|excursion|cruise|croisière|croisiere|ausflug|fahrt|schiff)\b\s+(?:[\p{L}-]+\s+){0,3}?(?:to|nach|vers|jusqu'à|jusqu'au|zum|zur|au)\s+(?:the\s+|la\s+|le\s+|l')?([\p{L}-]+)/giu,
);

const travelPlace =
  /\b(?:fl(?:y|ies|ying|ew|own)|travel(?:s|ling|led)?|comes?|coming|came|arriv(?:es|ing)|land(?:s|ing)|vien[st]?|viennent|arrivent|part(?:ent)?|voyagent?|rentre|rentrent)\s+(?:[\p{L}\p{N}]+\s+){0,3}?(?:to|from|in|via|à|au|aux|en|de|depuis|vers|pour)\s+(\p{Lu}[\p{L}-]+)/gu;

/**
 * French names a kind of thing with "de" after the noun ("salle de cinéma", "cours de ski"): the
 * word after "de" qualifies the noun before it, as "ski" does in "ski shuttle". Per concept, the
 * index of the concept it qualifies this way (-1: none).
 */
export function frenchQualified(question: string, concepts: Concept[]): number[] {
  const toks = words(question);
  return concepts.map((c) => {
    const before = c.position - 1;
    if (toks[before] !== 'de' && toks[before] !== 'du' && toks[before] !== 'des') return -1;
    return concepts.findIndex((d) => d.position + d.length === before);
  });
}

/**
 * German capitalises nouns and puts the verb last: in "Darf man im Zimmer rauchen?" the word before
 * "rauchen" is its object, not a qualifier of a noun (as "ski" is of "shuttle"). Per concept of a
 * German question: written in lower case, so no noun.
 */
export function notNouns(question: string, concepts: Concept[], language: Lang | null): boolean[] {
  if (language !== 'de') return concepts.map(() => false);
  const typed = question.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
  const lower = new Set(
    typed
      .slice(1)
      .filter((w) => /^\p{Ll}/u.test(w))
      .map((w) => w.toLowerCase()),
  );
  return concepts.map((c) => c.length === 1 && lower.has(c.text));
}

const germanArticles = new Set('ein eine einen einem einer eines der die das den dem des kein keine keinen'.split(' '));
const germanPrepositions = new Set(
  'am im an in auf aus bei mit nach von vom zu zum zur für über unter vor hinter neben zwischen ohne um gegen durch seit während wegen beim ins ans aufs'.split(
    ' ',
  ),
);
// A month, a weekday or a number dates or counts the thing asked about; it is not the thing.
const dateOrNumber = new RegExp(
  `^(\\d+(?:[.,:h]\\d*)?(?:am|pm|h|uhr)?|${[
    'january february march april may june july august september october november december',
    'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
    'januar februar märz april mai juni juli august september oktober november dezember',
    'monday tuesday wednesday thursday friday saturday sunday lundi mardi mercredi jeudi vendredi samedi dimanche',
    'montag dienstag mittwoch donnerstag freitag samstag sonntag',
    'two three four five six seven eight nine ten eleven twelve deux trois quatre cinq sept huit neuf dix onze douze',
    'zwei drei vier fünf sechs sieben acht neun zehn elf zwölf',
  ]
    .join(' ')
    .split(' ')
    .join('|')})s?$`,
  'u',
);
const notThing = (c: Concept) => c.age === true || dateOrNumber.test(c.text);
const placePrepositions = new Set(
  'at on in inside near by around outside behind à au aux dans sur près chez im am auf bei beim neben vor hinter ins aufs'.split(' '),
);
const determiners = new Set(
  "the a an our your this le la les l' un une du des notre votre ce cette der die das dem den des ein eine einem einer unserem unserer eurem".split(
    ' ',
  ),
);
/** A word in a place ("auf dem Balkon", "at the pool"): where the thing asked is, not the thing. */
function afterPlacePreposition(typed: string[], at: number): boolean {
  let k = at - 1;
  while (k >= 0 && determiners.has(typed[k]!.toLowerCase())) k--;
  return k >= 0 && placePrepositions.has(typed[k]!.toLowerCase());
}
/** A word of the place named after a preposition ("in fort william", "in den stable rooms"), up to three words on. */
function inPlacePhrase(typed: string[], at: number): boolean {
  for (let k = at; k >= 0 && k > at - 3; k--) {
    if (afterPlacePreposition(typed, k)) return true;
    const before = (typed[k - 1] ?? '').toLowerCase();
    if (anyStopWord.has(before) && !determiners.has(before)) return false;
  }
  return false;
}
// "The nearest stop" asks which stop: the nearest one is the one the knowledge names.
const nearness = /^(nearest|closest|next|nächste[nmrs]?|proches?|prochaine?s?)$/iu;
// A span or a time of day or week counts, rates or dates the thing asked about ("weekly", "pro
// Nacht", "le lundi soir", "nach Mitternacht", "en semaine"); it is not the thing.
const timeWord =
  /^(hours?|hourly|days?|daily|nights?|nightly|weeks?|weekly|months?|monthly|years?|yearly|heures?|jours?|journées?|nuits?|nuitées?|semaines?|mois|ans|années?|stunden?|tage?n?|nächte|nacht|wochen?|monate?n?|jahre?n?|täglich|wöchentlich|stündlich|weekdays?|week-?ends?|en semaine|wochentags?|werktags?|wochenenden?|unter der woche|morning|afternoon|evening|midnight|noon|matin|matinée|après-midi|soir|soirée|minuit|midi|morgens?|vormittags?|nachmittags?|abends?|mitternacht|mittags?)$/iu;
// Units after a figure ("90 minutes", "2 nuits"): the figure's, not a qualifier of a noun.
const units = /^(minutes?|min|heures?|h|jours?|nuits?|semaines?|mois|ans|personnes?|adultes?|enfants?|km|m|kg|kilos?|euros?)$/u;

/**
 * The thing a question asks about: the head noun of a noun phrase, the last word of a run of
 * adjacent concepts that starts after an article or a verb after a pronoun ("rent a car", "the night
 * shift allowance", "do you rent paddle boards"), the first concept only when nothing else is asked
 * of it; in French the noun before "de"; in German its last noun (written with a capital) or a noun
 * after an article outside a preposition. Never a month, a weekday, a number or an age. When no
 * passage mentions it (nor its translation, nor inside a longer word such as a compound), the
 * passages are about something else, however many other words they share.
 */
export function headNouns(question: string, concepts: Concept[], language: Lang | null): boolean[] {
  if (language === 'de') {
    const all = question.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
    const typed = all.slice(1);
    const last = typed
      .filter((w) => /^\p{Lu}/u.test(w))
      .pop()
      ?.toLowerCase();
    // A noun after an article that no preposition governs is a subject or an object: the thing asked
    // about ("Was kostet ein Ausritt am Strand?": the ride, not the beach).
    const objects = new Set(
      all
        .map((w, k) =>
          k > 1 && /^\p{Lu}/u.test(w) && germanArticles.has(all[k - 1]!.toLowerCase()) && !germanPrepositions.has(all[k - 2]!.toLowerCase())
            ? w.toLowerCase()
            : '',
        )
        .filter(Boolean),
    );
    // A compound split in its parts ("Kinderspielplatz": Kinder + Spielplatz) is named by its last part.
    const lastAt = all.length - 1 - [...all].reverse().findIndex((w, k) => k < all.length - 1 && /^\p{Lu}/u.test(w));
    const compoundHead = (c: Concept, i: number) =>
      c.typedAt === lastAt &&
      concepts.some((d, k) => k !== i && d.typedAt === c.typedAt) &&
      !concepts.some((d, k) => k > i && d.typedAt === c.typedAt);
    return concepts.map(
      (c, i) => !notThing(c) && !c.generic && c.length === 1 && ((i > 0 && c.text === last) || objects.has(c.text) || compoundHead(c, i)),
    );
  }
  const toks = words(question);
  // A word before an object pronoun is a verb ("does the generator cover them"): no noun of the phrase.
  const verb = (c: Concept) => objectPronouns.has(toks[c.typedAt + 1] ?? '');
  // "a bottle of water": the noun after "of" is the thing, the one before a measure of it.
  const follows = (d: Concept, c: Concept) =>
    d.clause === c.clause &&
    !verb(d) &&
    (d.position === c.position + c.length || (d.position === c.position + c.length + 1 && toks[c.position + c.length] === 'of'));
  const named = namedConcepts(question, concepts, language);
  // French names the thing first and its kind after "de" ("un cours de cuisine"): the first is the head.
  const qualified = new Set(language === 'fr' ? frenchQualified(question, concepts).filter((k) => k >= 0) : []);
  return concepts.map((c, i) => {
    if (notThing(c) || verb(c)) return false;
    if (qualified.has(i) && c.afterArticle) return true;
    // The question's first subject ("Le restaurant est-il ouvert le soir…") is its topic, not the
    // thing asked for, unless nothing else is asked of it ("Les chats sont-ils acceptés ?"). A generic word
    // after a noun is a verb ("the wedding cake cost"), not a noun it qualifies.
    const alone = concepts.every((d, k) => k === i || d.generic);
    if ((i === 0 && !(c.afterArticle && alone)) || c.generic || concepts.some((d) => !d.generic && follows(d, c))) return false;
    let start = i;
    for (;;) {
      const before = concepts.findIndex((d) => !d.generic && follows(concepts[start]!, d));
      // A verb after a pronoun ends the noun phrase: "do you rent paddle boards" asks about the boards.
      if (before < 0 || before === start || concepts[before]!.afterPronoun) {
        if (before >= 0 && before !== start && concepts[before]!.afterPronoun) return true;
        break;
      }
      start = before;
    }
    // After a name ("the Lake escape package") the noun is a category the name already identifies.
    for (let k = start; k < i; k++) if (named[k]) return false;
    return Boolean(concepts[start]!.afterArticle);
  });
}

const objectPronouns = new Set(['them', 'it', 'him', 'her', 'us', 'me']);

const folded = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a concept (or a translation), stems of 5 letters or more, is inside a word of the German passages ("paket" in "Hochzeitspaket"). */
function insideWords(concept: Concept, passages: Passage[]): boolean {
  // The word as typed too: a stemmer cuts "Wartung" to "wart", which is inside too many words.
  const typed = concept.length === 1 ? [[concept.text]] : [];
  const forms = [concept.stems, ...typed, ...concept.alternativeStems.map((a) => a.stems)].filter((st) => st.every((x) => x.length >= 5));
  if (forms.length === 0) return false;
  // German glues its compounds; English and French write them apart ("honey" is not in "honeymoon").
  const texts = passages
    .filter((p) => (langOfRegconfig(p.language) ?? detectLanguage(p.text)) === 'de')
    .map((p) => folded(`${p.title} ${p.text}`));
  return forms.some((st) => texts.some((t) => st.every((x) => t.includes(folded(x)))));
}

// Words that make a known phrase another thing than its noun: a late check-out is no check-out
// time, an early check-in no check-in time ("départ tardif", "früher Check-in"). An underground
// garage is still a garage: other modifiers keep the noun's meaning.
const otherThingBefore = /^(late|early|express|späte[rnms]?|spätere[rnms]?|frühe[rnms]?|frühere[rnms]?)$/u;
const otherThingAfter = /^(tardif|tardive|anticipée?|express)$/u;
const makesOtherThing = (span: string[]) => otherThingBefore.test(span[0]!) || otherThingAfter.test(span[span.length - 1]!);

/**
 * A concept said only as a part of a word or phrase the lexicon knows as a whole: "déjeuner"
 * (lunch) in "petit-déjeuner" (breakfast), "check-out" in "late check-out" (see makesOtherThing).
 * It counts as a heading would (0.5), so that a sentence saying the thing itself ranks first; it
 * is still covered.
 */
export function partOnly(concept: Concept, text: string, stems: Set<string>, lang: Lang | null): boolean {
  const ws = words(text);
  const inWhole = ws.map(() => false);
  const wholes: string[][] = [];
  ws.forEach((w, i) => {
    for (let n = Math.min(3, ws.length - i); n >= 1; n--) {
      const phrase = ws.slice(i, i + n).join(' ');
      if ((n === 1 ? w.includes('-') : makesOtherThing(ws.slice(i, i + n))) && knowsPhrase(phrase)) {
        wholes.push(contentStems(phrase));
        for (let k = i; k < i + n; k++) inWhole[k] = true;
        break;
      }
    }
  });
  if (wholes.length === 0) return false;
  const alone = new Set(contentStems(ws.filter((_, i) => !inWhole[i]).join(' ')));
  const forms = [concept.stems, ...concept.alternativeStems.filter((a) => lang === null || a.lang === lang).map((a) => a.stems)].filter(
    (f) => hasAll(stems, f),
  );
  return (
    forms.length > 0 &&
    forms.every((f) => !hasAll(alone, f) && wholes.some((whole) => whole.length > f.length && f.every((x) => whole.includes(x))))
  );
}

export interface DeclineEvidence {
  /** Per concept: found in no sentence of any passage (nor its translation, heading or title). */
  absent: boolean[];
  /** Per concept: the index of the concept it qualifies in French ("cinéma" in "salle de cinéma"), or -1. */
  qualifies: number[];
  /** Per concept: a name (see namedConcepts). */
  named: boolean[];
  /** Per concept: no noun a word before it could qualify (see notNouns). */
  notHead?: boolean[];
  /** Per concept: the head noun of what is asked about (see headNouns). */
  head?: boolean[];
  /** The question's language: where a qualifier stands (after the noun in French). */
  language?: Lang | null;
  /** The question as typed (its hyphenated compounds). */
  question?: string;
  /** Per concept: left out of the share the sentence must cover (see compose). */
  aside?: boolean[];
  /**
   * A question about what was told (see questionClause): the told words the knowledge has, and the
   * rarest of them; one of the rarest, or half of them all, must be covered.
   */
  toldKeys?: number[];
  toldRarest?: number[];
  /** Per concept, where a ride asked about goes (rideDestinations): a name even when told. */
  destination?: boolean[];
  /** The question asks a kind of fact (a price, a time…) and the best sentence holds none. */
  typeMissing: boolean;
  /** Another sentence covers every key concept, the best one does not, and it holds no fact of the asked kind. */
  subjectWithoutFact: boolean;
}

/**
 * Why the best sentence does not answer, by class (null: it answers). Beyond coversQuestion:
 * - a French noun covered without the word qualifying it ("salle de cinéma" is not "Lake Hall");
 * - a name the knowledge never mentions ("rates at Hotel Bellevue": another hotel);
 * - a name the sentence does not say ("a taxi to Lausanne" is not "a taxi to Geneva airport");
 * - the asked kind of fact missing from the sentence ("how much does the kids club cost" is not
 *   answered by its hours);
 * - the sentence about the asked subject lacks the asked fact, and the one holding a fact of that
 *   kind is about something else ("the price of dinner at the restaurant" is not the price of a
 *   package that includes a dinner);
 * - a named period asked ("at Christmas", "in high season") that the sentence does not mention.
 */
export function declineReason(concepts: Concept[], cover: number[], common: boolean[], evidence: DeclineEvidence): string | null {
  const told = evidence.toldKeys ?? [];
  const toldCovered = told.filter((i) => cover[i]! > 0).length;
  if (evidence.toldRarest?.length && evidence.toldRarest.every((i) => cover[i]! === 0) && toldCovered * 2 < told.length) return 'coverage';
  if (!coversQuestion(concepts, cover, common, evidence.absent, evidence.notHead, evidence.language, evidence.question, evidence.aside))
    return 'coverage';
  const keyIdx = concepts.map((c, i) => (c.generic ? -1 : i)).filter((i) => i >= 0);
  const idx = keyIdx.length ? keyIdx : concepts.map((_, i) => i);
  // A figure ("un labrador de 30 kg") is a measure or a count, judged as such (measures.ts), not a kind.
  if (
    idx.some(
      (i) =>
        cover[i]! === 0 &&
        evidence.qualifies[i]! >= 0 &&
        cover[evidence.qualifies[i]!]! > 0 &&
        // "combien de temps de route": a word naming the kind of fact asked has no qualifier to miss.
        !concepts[evidence.qualifies[i]!]!.generic &&
        !/^\d/.test(concepts[i]!.text),
    )
  )
    return 'qualifier missing';
  if (idx.some((i) => evidence.absent[i] && evidence.named[i])) return 'unknown name';
  // A name asked ("a taxi to Lausanne", "Chalet Myrtille") that the sentence does not say: it is about
  // another place or thing, even when the knowledge names the asked one elsewhere.
  if (
    idx.some((i) => evidence.named[i] && cover[i]! === 0 && (!evidence.aside?.[i] || evidence.destination?.[i]) && !notThing(concepts[i]!))
  )
    return 'another name';
  if (idx.some((i) => evidence.absent[i] && evidence.head?.[i])) return 'asked thing unknown';
  if (evidence.typeMissing) return 'no fact of the asked kind';
  if (evidence.subjectWithoutFact) return 'subject without the asked fact';
  if (concepts.some((c, i) => namesPeriod(c) && cover[i]! === 0)) return 'another period';
  return null;
}

const askStart = unicodeWords(
  /^(what|how|when|where|which|who|can|could|do|does|did|is|are|will|should|may|quel|quelle|quels|quelles|combien|comment|quand|où|est-ce|peut|peuvent|on|y a|faut|doit|was|wie|wann|wo|welche[rsnm]?|kann|können|darf|dürfen|muss|müssen|gibt|bis wann|ab wann|ist|sind|hat|haben)\b/iu,
);

// A question word inside a clause that ends in "?" ("le baby-sitting coûte combien après minuit ?").
const asksInside = unicodeWords(
  /\b(combien|quel(le)?s?|how much|how many|what|when|where|which|wie viel|wieviel|kostet|wann|wo|welche[rsnm]?)\b/iu,
);

/**
 * Staff often describe the situation before they ask ("guest slipped on ice by the entrance and
 * hurt her wrist, what form do I fill in?"; "Un client arrive ce soir vers 23h, la réception sera
 * fermée. Comment il récupère sa clé ?"). Words before the last clause that starts a question are
 * its circumstances: they help choose the sentence but are not what must be answered. Per concept.
 */
export function circumstances(question: string, concepts: Concept[]): boolean[] {
  return questionClause(question, concepts)?.aside ?? concepts.map(() => false);
}

/**
 * A question whose last clause asks nothing of its own ("the couple wants fireworks at midnight,
 * can we allow it?", "Client arrive avec un labrador de 32 kg, on accepte ?") asks about what was
 * told: per concept, whether it was told before that clause (all false otherwise).
 */
export function toldSubject(question: string, concepts: Concept[]): boolean[] {
  return questionClause(question, concepts)?.toldOnly ?? concepts.map(() => false);
}

/**
 * The clause that asks, after the situation told before it: its text, and per concept whether it
 * was told (aside) or, when the clause asks nothing of its own, whether it is what is asked about
 * (toldOnly). Null when the question tells no situation.
 */
export function questionClause(question: string, concepts: Concept[]): { text: string; aside: boolean[]; toldOnly: boolean[] } | null {
  const none = concepts.map(() => false);
  const clause = askingClause(question, concepts);
  if (clause) {
    const { text, before } = clause;
    const asked = concepts.filter((c) => c.typedAt >= before && !c.generic);
    const told = concepts.map((c) => c.typedAt < before);
    const toldCount = told.filter(Boolean).length;
    // "Das Brautpaar möchte ein Feuerwerk, ist das erlaubt?": a clause asking nothing of its own asks about what came before.
    if (asked.length === 0 && toldCount >= 2) return { text, aside: none, toldOnly: told };
    // A topic put first ("Spa-Behandlung absagen, bis wann kostenlos?") is no situation: that takes a few words.
    if (toldCount < 4 || asked.length === 0) return null;
    // "…, on lui facture ?" asks about what was told: its only word is a verb after a pronoun.
    if (asked.every((c) => c.afterPronoun)) return null;
    return { text, aside: told, toldOnly: none };
  }
  return null;
}

/**
 * The last clause of a question that asks, after what was said before it (by words: `before`), or
 * null when it is all one clause. A clause asks when it starts as a question, holds a question word,
 * is a bare "ok?", "any fee?", or is the question that ends a message of sentences ("Gast landet um
 * 2 Uhr. Fährt dann ein Zug?").
 */
export function askingClause(question: string, concepts: Concept[]): { text: string; before: number } | null {
  const cuts = [...question.matchAll(/(?:[,.;:–—?!]|\s-)\s+/gu)].map((m) => m.index! + m[0].length);
  for (const cut of cuts.reverse()) {
    const text = question.slice(cut).trim();
    const before = words(question.slice(0, cut)).length;
    const asked = concepts.filter((c) => c.typedAt >= before && !c.generic);
    const asks =
      askStart.test(text) ||
      (/\?$/.test(text) && (asksInside.test(text) || asked.length === 0 || /[.!?]\s+$/u.test(question.slice(0, cut))));
    if (asks) return { text, before };
  }
  return null;
}

// "Is there a…", "y a-t-il un…", "gibt es einen…", "do you have a…", at the start of the question or of a clause.
const existencePhrase =
  /(?:^|[,.;:?!–—]\s+)(is there|are there|y a-t-il|y'a-t-il|il y a|gibt es|do you have|do we have|have you got|avez-vous|vous avez|habt ihr|haben sie|(?:can|could) (?:i|we|guests|they|one) (?:rent|hire|borrow)|do (?:you|we) (?:rent|hire|lend|sell|offer|serve)(?: out)?|louez-vous|vous louez|prêtez-vous|vendez-vous|proposez-vous|vous proposez|verleiht ihr|vermietet ihr|verkauft ihr|bietet ihr)(?![\p{L}\p{N}])/giu;

/**
 * The words naming what a question asks to exist ("is there a cash machine nearby?": cash, machine;
 * "y a-t-il une navette gratuite…": navette, gratuite), the run of key words right after the
 * existence phrase. The answer must name each: a sentence about something else nearby (the card
 * payments, the airport rail link) says nothing of whether it exists. Indexes into concepts.
 */
export function existence(question: string, concepts: Concept[]): number[] {
  const m = [...question.matchAll(existencePhrase)].pop();
  if (!m) return [];
  const after = words(question.slice(0, m.index + m[0].length)).length;
  // "Is there someone watching the pool?", "y a-t-il quelqu'un…": an action is asked, not a thing.
  if (
    /^(someone|somebody|anyone|anybody|something|anything|somewhere|anywhere|quelqu'un|quelque|jemand|etwas|irgendwo)$/u.test(
      words(question)[after] ?? '',
    )
  )
    return [];
  const first = concepts.findIndex((c) => c.typedAt >= after && !c.generic);
  if (first < 0) return [];
  const run = [first];
  for (let k = first + 1; k < concepts.length; k++) {
    const prev = concepts[k - 1]!;
    if (concepts[k]!.position !== prev.position + prev.length || concepts[k]!.clause !== prev.clause) break;
    run.push(k);
  }
  // "Do you rent out bikes?": a sentence naming bikes (their covers, their storage) does not say
  // they are rented; the verb of the phrase must be said too.
  const start = words(question.slice(0, m.index)).length;
  const verb = concepts.findIndex((c) => c.typedAt >= start && c.typedAt < after && !c.generic);
  return [...(verb >= 0 ? [verb] : []), ...run].filter((k) => !concepts[k]!.generic && !notThing(concepts[k]!));
}

/** A short grounded answer with [n] citations: the sentence that answers first, then context. */
export function compose(input: { question: string; passages: Passage[]; language?: Lang | null }): Composition {
  const language = input.language ?? detectLanguage(input.question) ?? 'en';
  const notFound: Composition = { text: notFoundMessage[language], sentences: [], found: false, language };
  const analysed = analyseQuestion(input.question);
  const asking = questionClause(input.question, analysed.concepts);
  // The kind of fact asked is the asking clause's ("Gast landet um 2 Uhr nachts. Fährt dann noch ein Zug?": no time).
  // A clause asking nothing of its own asks of what was told, cues included ("congestion charge - do we pay it?").
  // An age asked outright, or given where nothing else is asked ("can a 10-year-old use the gym?").
  const ageAsked =
    asksAge(asking?.text ?? input.question) || (analysed.concepts.some((c) => c.age) && !answerTypeOf(asking?.text ?? input.question));
  const type = ageAsked
    ? null
    : asking
      ? (answerTypeOf(asking.text) ?? (asking.toldOnly.some(Boolean) ? analysed.type : null))
      : analysed.type;
  const yesNo = isYesNo(asking?.text ?? input.question);
  // The circumstances of a question count as generic words: weighed lightly, never required.
  const aside = asking?.aside ?? analysed.concepts.map(() => false);
  // An age given with another kind of fact asked ("the lounge day pass for a 10 year old") only
  // qualifies it: it ranks, but is not what a sentence must cover.
  const concepts = analysed.concepts.map((c, i) =>
    aside[i] ? { ...c, generic: true, required: false } : c.age && !ageAsked ? { ...c, qualifier: true } : c,
  );
  // A sentence holding the kind of fact asked for covers the words naming it ("email" by an address).
  // Hours asked ("Frühstückszeiten", "pool times") are clock times, not the dates of a season.
  const clock = type === 'time' && asksClock(asking?.text ?? input.question);
  const holds = (text: string) => type !== null && hasAnswerType(text, type) && (!clock || clockTime.test(text) || hourWords.test(text));
  const namesTypeIdx = analysed.concepts.map((c) => namesType(c, type));
  // …and names the kind of fact, not the thing asked ("what temperature is the sauna": the sauna).
  for (const [i, c] of concepts.entries()) if (namesTypeIdx[i]) concepts[i] = { ...c, generic: true };
  if (concepts.length === 0 || input.passages.length === 0) return notFound;
  const labels = labelsOf(input.question, concepts, notThing);
  const categories = categoriesAsked(asking?.text ?? input.question);
  const labelAt = new Map(labels.map((l) => [l.concept, l]));
  // "a 90 minute massage", "late check-out until 7pm": one option of several, by its measure, but
  // not one told in the circumstances ("arriving at 11pm by train, … how do they get in?"). The
  // passage's title counts: a price list's year is often only there.
  const measureIn = (m: Measure, text: string, title: string) => measureCover(m, `${text} ${title}`);
  const conceptsOf = (m: Measure) => concepts.flatMap((c, i) => (words(m.typed).includes(c.text) ? [i] : []));
  // A person's age, told or asked, picks the price or the group for that age ("…wants an extra bed
  // for their 7 year old, how much": child 2–12, not "adult or child from 13"); asked whether
  // allowed, the other age is the answer.
  const measured = measuresOf(input.question, type === 'time' || type === 'duration').filter((m) =>
    m.kind === 'age' ? type !== null && !ageAsked : !conceptsOf(m).some((i) => aside[i]),
  );
  const measureAt = new Map<number, Measure>(measured.flatMap((m) => conceptsOf(m).map((i): [number, Measure] => [i, m])));
  // A measure's unit ("90 minute massage", "SUP for the whole day… 1 day") is no thing asked about:
  // a sentence with "90 minutes" of something else does not cover half the question.
  for (const i of measureAt.keys()) concepts[i] = { ...concepts[i]!, qualifier: true };

  const all: Candidate[] = input.passages.flatMap((passage) => {
    const lang = langOfRegconfig(passage.language) ?? detectLanguage(passage.text);
    const title = contentStems(passage.title);
    // A title joins its parts ("Rooms, suites and villas – Resort — Junior Suite Ocean"): a phrase
    // is looked for side by side within one part, where a word said twice does not hide it.
    const titleParts = passage.title.split(/\s+[—–|›»>-]\s+/u).map(contentStems);
    let heading: string[] = [];
    const out: Candidate[] = [];
    const lineOf: number[] = passage.text
      .split(/\n+/)
      .flatMap(unflatten)
      .flatMap((line, k) => splitSentences(line).map(() => k));
    // Prose names its subject once and goes on ("The underground garage has 60 spaces. … The
    // height limit is 2.10 metres."): a paragraph's first sentence is context for the next ones.
    // It ranks them; whether a sentence answers is still judged on its own words and heading.
    let lead: { paragraph: number; stems: string[] } = { paragraph: -1, stems: [] };
    splitSentences(passage.text).forEach((text, position) => {
      if (isContextLine(text)) {
        heading = [...contentStems(text), ...calendarStems(text)];
        return;
      }
      const paragraph = lineOf[position] ?? -1;
      const leading = lead.paragraph === paragraph && paragraph >= 0 ? lead.stems : [];
      if (lead.paragraph !== paragraph) lead = { paragraph, stems: contentStems(text) };
      const stems = new Set([...contentStems(text), ...calendarStems(text)]);
      const context = new Set([...title, ...heading, ...leading]);
      const typed = holds(text);
      const aged = statesAge(text);
      const part = concepts.map((c) => partOnly(c, text, stems, lang));
      const coverOf = (ctx: Set<string>, lines: string[][]) =>
        concepts.map((c, i) =>
          labelAt.has(i)
            ? Number(labelCover(labelAt.get(i)!, text) === 1)
            : measureAt.has(i)
              ? Number(measureIn(measureAt.get(i)!, text, passage.title) === 1)
              : (namesTypeIdx[i] && typed) || (c.age && aged)
                ? 1
                : c.age // "10" in "under 10 kg", "year" in "all year": no age
                  ? 0
                  : part[i]
                    ? 0.5
                    : conceptCover(c, stems, ctx, lang, lines),
        );
      const ownCover = coverOf(new Set([...title, ...heading]), [...titleParts, heading]);
      const cover = leading.length ? coverOf(context, [...titleParts, heading, leading]) : ownCover;
      out.push({ passage, position, paragraph, text, stems, context, lang, cover, ownCover, score: 0, also: [] });
    });
    return out;
  });
  if (all.length === 0) return notFound;

  // idf over the sentences at hand: a word every sentence has ("hotel") decides nothing.
  const dfs = concepts.map((_, i) => all.filter((s) => s.cover[i]! >= 0.8).length);
  // What the question told weighs less than what it asks, more than a word that asks nothing.
  const weight = concepts.map(
    (c, i) => Math.log(1 + all.length / (1 + dfs[i]!)) * (aside[i] && !analysed.concepts[i]!.generic ? 0.6 : c.generic ? 0.3 : 1),
  );
  // Common: in most sentences of several passages (a handful of passages all about the subject is not that).
  const common = concepts.map(
    (_, i) =>
      all.length >= 4 && dfs[i]! / all.length > 0.3 && new Set(all.filter((s) => s.cover[i]! >= 0.8).map((s) => s.passage.n)).size >= 3,
  );
  const absent = concepts.map((_, i) => all.every((s) => s.cover[i]! === 0));
  // Prose names the subject in one sentence and gives the fact in the next ("Every item found is
  // entered in the lost-property log … Valuables go into the safe; everything is kept for three
  // months."): a sentence without the asked kind of fact whose paragraph's next sentence holds it
  // answers with it.
  if (type)
    for (const c of all) {
      if (holds(c.text)) continue;
      const next = all.find((d) => d.passage === c.passage && d.position === c.position + 1 && d.paragraph === c.paragraph);
      if (next && holds(next.text)) c.next = next;
    }
  // A sentence about a key concept says it among its first words ("Breakfast costs…"); one that
  // mentions it on the way ("two nights with breakfast, from £379") is about something else.
  const leads = (c: Candidate) => {
    const first = new Set(contentStems(c.text.split(/\s+/).slice(0, 4).join(' ')));
    return concepts.some(
      (k, i) => !k.generic && c.cover[i]! >= 0.8 && [k.stems, ...k.alternativeStems.map((a) => a.stems)].some((st) => hasAll(first, st)),
    );
  };
  for (const c of all) {
    c.score = c.cover.reduce((sum, v, i) => sum + v * weight[i]!, 0);
    if (c.score === 0) continue;
    if (type) c.score *= holds(c.text) ? 1.6 : c.next ? 1.4 : 0.6;
    else if (ageAsked) c.score *= statesAge(c.text) ? 1.6 : 0.6;
    if (c.lang === language) c.score *= 1.1;
    if (leads(c)) c.score *= 1.15;
    if (refersElsewhere(c.text)) c.score *= 0.5;
    for (const l of labels) c.score *= [0.7, 1, 1.3][labelCover(l, c.text) + 1]!;
    if (categoryCover(categories, c.text) === -1) c.score *= 0.7;
    for (const m of measured) c.score *= [0.7, 1, 1.3][measureIn(m, c.text, c.passage.title) + 1]!;
  }
  const keyIdx = concepts.map((c, i) => (c.generic ? -1 : i)).filter((i) => i >= 0);
  const coversAll = (c: Candidate, least = 0.8) => keyIdx.length > 1 && keyIdx.every((i) => c.cover[i]! >= least);
  // The subject without the measure asked ("Zurich card" of "zurich card 48 hours"): an option's row names it.
  const subjectIdx = keyIdx.filter((i) => !measureAt.has(i));
  const coversSubject = (c: Candidate) => subjectIdx.length > 0 && subjectIdx.every((i) => c.cover[i]! >= 0.5);
  const pool = all.filter((c) => c.score > 0).sort((a, b) => b.score - a.score || a.passage.n - b.passage.n || a.position - b.position);
  // A sentence whose next one holds the asked fact answers with it.
  const withNext = (c: Candidate): Candidate =>
    c.next ? { ...c, text: `${c.text} ${c.next.text}`, stems: new Set([...c.stems, ...c.next.stems]) } : c;
  let best = pool[0];
  if (!best) return notFound;
  // A sentence holding the asked fact under a heading that names the subject ("Junior Suite Ocean /
  // 48 m² with…") answers better than one naming the subject without the fact (its price row).
  if (type && !holds(best.text) && !best.next) best = pool.find((c) => holds(c.text) && coversAll(c, 0.5)) ?? best;
  // So does one saying the period asked ("Silvesterparty": "31. Dezember …, 149 €") against one about
  // another date that shares more words (the harbour birthday party).
  const periodsAsked = concepts.flatMap((c, i) => (namesPeriod(c) ? [i] : []));
  const saysPeriod = (c: Candidate) => periodsAsked.some((i) => c.cover[i]! > 0);
  if (periodsAsked.length > 0 && !saysPeriod(best)) {
    const floor = best.score / 2;
    best = pool.find((c) => c.score >= floor && saysPeriod(c) && (!type || holds(c.text))) ?? best;
  }
  best = withNext(best);

  const asked = analysed.language;
  const qualifies = asked === 'fr' ? frenchQualified(input.question, concepts) : concepts.map(() => -1);
  const named = namedConcepts(input.question, concepts, asked);
  const destination = rideDestinations(input.question, concepts);
  const notHead = notNouns(input.question, concepts, asked);
  const heads = headNouns(input.question, concepts, asked);
  // A person of the situation ("a local couple", "the bride's aunt", "un ado de 15 ans") is who asks, not
  // what is asked about: no passage naming them is needed.
  // Nor is a thing of the situation told before the clause that asks ("guest has a fever and it is
  // 11pm, what does the doctor charge…": the doctor is asked about), when that clause names one. A
  // topic put first ("personal trainer in the gym, how much per session?") is no situation: that
  // takes a sentence.
  const clause = askingClause(input.question, concepts);
  const toldBefore = (i: number) =>
    clause !== null &&
    clause.before >= 6 &&
    concepts[i]!.typedAt < clause.before &&
    concepts.some((c) => c.typedAt >= clause.before && !c.generic);
  const head = heads.map((h, i) => h && !insideWords(concepts[i]!, input.passages) && !isPerson(concepts[i]!.text) && !toldBefore(i));
  // In a long question (four key words or more), a word no passage has is the asker's own (the
  // situation, a paraphrase): a sentence holding the asked fact need not cover it. The thing
  // asked about (its head noun) and the qualifier checks still apply.
  const keys = concepts.filter((c) => !c.generic).length;
  // Only in a sentence: a string of key words ("new years eve gala dinner price") has no words of its own.
  const typedWords = words(input.question);
  // Letters alone do not count: "y a t il un brunch le dimanche" is a few key words.
  const sentence = typedWords.filter((w) => w.length > 1).length >= 8;
  const askersOwn = (typed: boolean, i: number) => keys >= 4 && sentence && typed && absent[i]! && !heads[i];
  // In a few key words ("Babysitter Preis pro Stunde", "friseur im haus"), a thing of the hotel's
  // world the lexicon knows that no passage names is what is asked, wherever it stands, unless the
  // sentence says two of the question's other words or a name it gives ("capacité banquet salle
  // Pacific": the room named): then the missing word is the asker's own. A time, a place after a
  // preposition ("auf dem Balkon") or "the nearest" is never that thing.
  const unknownThing = concepts.map(
    (c, i) =>
      !sentence &&
      absent[i]! &&
      !c.generic &&
      !c.qualifier &&
      !notThing(c) &&
      !namesPeriod(c) &&
      !timeWord.test(c.text) &&
      !nearness.test(c.text) &&
      !afterPlacePreposition(typedWords, c.typedAt) &&
      knowsPhrase(c.text),
  );
  const headOf = (c: Candidate) => {
    // A place the thing is asked in ("casino in fort william?") does not make the sentence about it.
    const said = keyIdx.filter((i) => c.ownCover[i]! >= 0.5 && (named[i] || !inPlacePhrase(typedWords, concepts[i]!.typedAt)));
    const unsure = said.length <= 1 && !said.some((i) => named[i]);
    return head.map((h, i) => h || (unknownThing[i]! && unsure));
  };
  // A question about what was told must be answered on its rarest word the knowledge has (the
  // fireworks, not the couple or midnight); its other words are the situation.
  const told = asking?.toldOnly ?? concepts.map(() => false);
  const toldKeys = concepts.map((_, i) => i).filter((i) => told[i] && !concepts[i]!.generic && !absent[i] && !notThing(concepts[i]!));
  const rarest = Math.min(...toldKeys.map((i) => dfs[i]!));
  const toldRarest = toldKeys.filter((i) => dfs[i] === rarest);
  const judge = (c: Candidate) => {
    const typed = holds(c.text);
    // A row stating the asked option ("Enfant de 5 à 12 ans : £11.00" for an 8 year old) is judged with
    // the paragraph's lead sentence that names its subject ("Petit-déjeuner …").
    const option = measured.some((m) => measureIn(m, c.text, c.passage.title) === 1);
    return declineReason(concepts, option ? c.cover : c.ownCover, common, {
      destination,
      absent,
      qualifies,
      named,
      language: asked,
      question: input.question,
      notHead,
      head: headOf(c),
      typeMissing: (!yesNo && type !== null && !typed) || (ageAsked && !statesAge(c.text)),
      // What was told is judged by toldKeys (see declineReason), not by the share of key words.
      aside: concepts.map((_, i) => askersOwn(typed, i) || (toldKeys.length > 0 && told[i]!)),
      toldKeys,
      toldRarest,
      // The sentence's heading names the subject ("Junior Suite Ocean / 48 m² with…"): it covers it.
      subjectWithoutFact: type !== null && typed && !coversAll(c, 0.5) && pool.some((d) => coversAll(d) && !holds(d.text)),
    });
  };
  // "Terminal 2" is not answered by a sentence about Terminal 1 only.
  const another = (c: Candidate) =>
    labels.some((l) => c.ownCover[l.noun]! > 0 && labelCover(l, c.text) === -1) ||
    (!yesNo && measured.some((m) => measureIn(m, c.text, c.passage.title) === -1)) ||
    // The options are listed elsewhere, the asked one not among them ("a 3 hour private hire" beside
    // the 1 and 2 hour ones), and the best sentence states none: it is not about the asked one either.
    (!yesNo &&
      measured.some(
        (m) =>
          measureIn(m, c.text, c.passage.title) === 0 &&
          pool.some((d) => coversSubject(d) && measureIn(m, d.text, d.passage.title) === -1) &&
          !pool.some((d) => measureIn(m, d.text, d.passage.title) === 1),
      ));
  const reasonOf = (c: Candidate) =>
    judge(c) ??
    (another(c) ? 'another one' : null) ??
    // Nor a baby's price by the adult rate.
    (categoryCover(categories, c.text) === -1 && !yesNo ? 'another category' : null) ??
    (existence(input.question, concepts).some((k) => c.ownCover[k] === 0) ? 'not said to exist' : null);
  const reason = reasonOf(best);
  // A period asked ("in summer") that a runner-up does not say, while it names another ("Winter
  // (December to April): …"), is another option too.
  const otherOption = (c: Candidate) =>
    measured.some((m) => measureIn(m, c.text, c.passage.title) === -1) ||
    labels.some((l) => labelCover(l, c.text) === -1) ||
    categoryCover(categories, c.text) === -1 ||
    (periodsAsked.length > 0 &&
      periodsAsked.every((i) => c.ownCover[i] === 0) &&
      contentStems(c.text).some((s) => periodWords.has(s) && !bareSeason.has(s)));
  if (process.env.DEBUG_ANSWERS === '2')
    for (const c of pool.slice(0, 5)) console.error(`  [pool] ${c.score.toFixed(2)} ${c.cover.join('/')} ${c.text.slice(0, 100)}`);
  if (process.env.DEBUG_ANSWERS) {
    const covers = concepts.map((c, i) => `${c.text}${c.generic ? '(g)' : ''}${c.required ? '(req)' : ''}=${best.cover[i]}`);
    // Key words no passage has, marked when they are the head noun or a name.
    const missing = concepts.flatMap((c, i) =>
      absent[i] && !c.generic ? [`${c.text}${heads[i] ? '(H)' : ''}${named[i] ? '(N)' : ''}`] : [],
    );
    console.error(
      `[why] ${input.question} => ${reason ?? 'answer'} | concepts ${covers.join(', ')} | type ${type} | absent ${missing.join(',')} | keys ${keys} | best: ${best.text.slice(0, 120)}`,
    );
  }
  if (reason !== null) {
    // Say what came close when it shares the question's subject, so staff can judge for themselves.
    if (best.cover.some((v, i) => v >= 0.8 && !concepts[i]!.generic)) {
      const nearby = { text: `${nearbyLeadIn[language]} ${cite(shorten(best.text), [best.passage.n])}`, cites: [best.passage.n] };
      return {
        text: `${notFoundMessage[language]} ${nearby.text}`,
        sentences: [{ text: notFoundMessage[language], cites: [] }, nearby],
        found: false,
        language,
      };
    }
    return notFound;
  }

  // Context: runners-up at least half as good that cover a key concept (in their own words or in
  // their heading, where a table row names its subject), in any language: when the
  // best sentence is not the one that answers, the next one often is (another document, the other
  // language's version). Each switch to a source in another language than the asker's is said.
  const picked: Candidate[] = [best];
  for (const c of pool.slice(1)) {
    if (picked.length >= maxSentences || c.score < best.score * contextShare) break;
    // The same fact in another language's document states the same figures ("de 7h à 10h30", "7:00 to 10:30").
    const figures = figuresOf(c.text);
    const twin = picked.find(
      (p) =>
        overlap(p.stems, c.stems) > 0.8 || (p.lang !== c.lang && figures.size > 0 && [...figures].every((f) => figuresOf(p.text).has(f))),
    );
    if (twin) {
      // Overlapping chunks repeat sentences: cite both passages once.
      if (twin.passage.n !== c.passage.n && !twin.also.includes(c.passage.n)) twin.also.push(c.passage.n);
      continue;
    }
    if (!c.cover.some((v, i) => v >= 0.5 && !concepts[i]!.generic)) continue;
    // Not another option than the one asked ("child 3–12" beside the price for a 15 year old).
    if (otherOption(c)) continue;
    picked.push(c);
  }
  const sentences: ComposedSentence[] = picked.flatMap((c, k) => {
    const cites = [...new Set([c.passage.n, ...c.also])];
    const switches = c.lang !== null && c.lang !== language && (k === 0 || c.lang !== picked[k - 1]!.lang);
    const said = { text: cite(shorten(c.text), cites), cites };
    return switches ? [{ text: foreignLeadIn[language](c.lang!), cites: [] }, said] : [said];
  });
  return { text: sentences.map((s) => s.text).join(' '), sentences, found: true, language };
}

const answerLanguage: Record<string, Lang> = { English: 'en', French: 'fr', German: 'de' };

/**
 * What the offline writer makes of a prompt: a grounded composition when the prompt carries
 * numbered passages (see prompt.ts), otherwise the first sentences of the text it was given
 * (a "Text:" block, else the last user message) unchanged: it cannot rewrite or invent.
 */
export function composeFromRequest(req: GenerateRequest): Composition {
  const last = [...req.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const asked = req.system?.match(/Answer in (English|French|German)\b/)?.[1];
  const language = asked ? answerLanguage[asked] : null;
  const { question, passages } = parseGroundedPrompt(last);
  if (passages.length > 0) return compose({ question: question ?? last, passages, language });
  const textBlock = last.match(/(?:^|\n)Text:\s*([\s\S]*)$/)?.[1] ?? last;
  const sentences = splitSentences(textBlock)
    .slice(0, 5)
    .map((text) => ({ text: shorten(text), cites: [] }));
  const lang = language ?? detectLanguage(textBlock) ?? 'en';
  if (sentences.length === 0) return { text: notFoundMessage[lang], sentences: [], found: false, language: lang };
  return { text: sentences.map((s) => s.text).join(' '), sentences, found: true, language: lang };
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted', 'AbortError');
}

export function offlineProvider(): ModelProvider {
  return {
    name: 'offline',
    model: null,
    async generate(req, signal) {
      if (signal?.aborted) throw abortError(signal);
      return composeFromRequest(req).text;
    },
    async *stream(req, signal) {
      const composed = composeFromRequest(req);
      const sentences = composed.sentences.length > 0 ? composed.sentences : [{ text: composed.text, cites: [] }];
      for (const [i, s] of sentences.entries()) {
        if (signal?.aborted) throw abortError(signal);
        yield i === 0 ? s.text : ` ${s.text}`;
      }
    },
  };
}

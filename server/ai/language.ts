/**
 * Just enough language handling for the three product languages: guess the language of a question
 * or passage from its stop words, and reduce words to rough stems so that "rooms" meets "room" and
 * "chambres" meets "chambre". Postgres does the real stemming for search; this serves the offline
 * writer, which works in JavaScript on a handful of passages.
 */
export type Lang = 'en' | 'fr' | 'de';

export const langs: readonly Lang[] = ['en', 'fr', 'de'];

export const regconfigOf: Record<Lang, 'english' | 'french' | 'german'> = { en: 'english', fr: 'french', de: 'german' };

export function langOfRegconfig(config: string | null | undefined): Lang | null {
  if (config === 'english') return 'en';
  if (config === 'french') return 'fr';
  if (config === 'german') return 'de';
  return null;
}

const stopWordLists: Record<Lang, string> = {
  en: `a about above after again all am an and any are as at be because been before being below between both but by can
    could did do does doing down during each few for from further had has have having he her here hers him his how i if in
    into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she
    should so some such than that the their theirs them then there these they this those through to too under until up
    very was we were what when where which while who whom why will with would you your yours please tell us there's what's
    where's when's how's i'm we're you're it's is there any can i do you per via
    someone somebody anyone anybody something anything goes go going must might shall ok okay thanks thank till whats
    bit even myself yourself herself himself ourselves yourselves themselves`,
  fr: `a à au aux avec ce ces cet cette dans de des du elle elles en est et être eu il ils je la le les leur leurs lui ma
    mais me même mes moi mon ne nos notre nous on ou où par pas pour qu que quel quelle quelles quels qui sa sans se ses
    si son sont sur ta te tes toi ton tu un une vos votre vous y était sont ont avez avons peut peux puis-je est-ce
    quand comment combien pourquoi quoi c'est qu'est-ce d'un d'une l'on s'il y a-t-il par doit doivent dois faut vers
    depuis chez pendant entre sous ça cela ceci va vont vais moins sera seront serait merci svp stp toute tout tous toutes quelque chose quelqu'un
    jusqu quelqu lorsqu puisqu presqu juste`,
  de: `aber alle als am an auch auf aus bei bin bis bist da damit dann das dass dein deine dem den der des die dies diese
    dieser dieses doch du ein eine einem einen einer eines er es euch euer für gibt hat hatte haben ich ihr ihre im in
    ist ja kann kein keine mein meine mich mir mit nach nicht noch nun nur ob oder ohne sein seine sich sie sind so über
    um und uns unser unsere von vor war waren was wann warum welche welcher welches wenn wer wie wir wird wo zu zum zur
    können könnt bitte wo pro je man ab muss müssen musst soll sollen sollte darf dürfen möchte möchten will wollen werden
    vom beim ins ans durch gegen seit während wegen aufs seinen seinem seiner seines ihren ihrem ihrer ihres welchem welchen
    unseren unserem eurem euren etwas jemand jemanden jemandem danke okay fürs übers vors unters hinters unterm überm vorm hinterm
    wieviel wieviele nochmal nochmals unbedingt geht gehts eigentlich denn mal halt`,
};

export const stopWords: Record<Lang, Set<string>> = {
  en: new Set(stopWordLists.en.split(/\s+/).filter(Boolean)),
  fr: new Set(stopWordLists.fr.split(/\s+/).filter(Boolean)),
  de: new Set(stopWordLists.de.split(/\s+/).filter(Boolean)),
};

// Typed without accents or umlauts ("fuer", "ueber", "ca", "etre"), a stop word is still one.
const typedPlain = (w: string) =>
  w.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
for (const lang of ['fr', 'de'] as const) for (const w of [...stopWords[lang]]) stopWords[lang].add(typedPlain(w));

/** A stop word of any of the three languages. */
export const anyStopWord = new Set([...stopWords.en, ...stopWords.fr, ...stopWords.de]);

/**
 * A regular expression whose \b is a word boundary in every alphabet: JavaScript's \b knows only
 * ASCII, so /\bheiß\b/ never matches "wie heiß" nor /\bà\b/ "à".
 */
export function unicodeWords(re: RegExp): RegExp {
  const edge = '(?:(?<=[\\p{L}\\p{N}_])(?![\\p{L}\\p{N}_])|(?<![\\p{L}\\p{N}_])(?=[\\p{L}\\p{N}_]))';
  return new RegExp(re.source.replace(/\\b/g, edge), re.flags.includes('u') ? re.flags : `${re.flags}u`);
}

/** Words in lower case, apostrophe elisions split off (l'hôtel → hôtel). */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).flatMap((w) => {
    const elided = w.match(/^(?:[ldjcmnst]|qu|jusqu|lorsqu|puisqu)['’](.+)$/u);
    return elided ? [elided[1]] : [w.replace(/’/g, "'")];
  });
}

/**
 * Per word of words(text): the clause it is in, counted by the marks that end one (",", ".", "?",
 * a spaced dash…): "who handles wedding enquiries, email?" asks two things side by side, and
 * "enquiries" does not qualify "email".
 */
export function clausesOf(text: string): number[] {
  let clause = 0;
  let from = 0;
  const out: number[] = [];
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)) {
    clause += text.slice(from, m.index).match(/[,.;:!?–—]|\s-\s/gu)?.length ?? 0;
    from = m.index + m[0].length;
    out.push(clause);
  }
  return out;
}

/** The most likely of en/fr/de, or null when the text gives too little evidence. */
export function detectLanguage(text: string): Lang | null {
  const ws = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const score: Record<Lang, number> = { en: 0, fr: 0, de: 0 };
  for (const w of ws) for (const l of langs) if (stopWords[l].has(w)) score[l] += 1;
  // Letters that only one of the three languages uses settle short questions ("Frühstück?").
  score.de += (text.match(/[äöüß]/gi)?.length ?? 0) * 1.5;
  score.fr += (text.match(/[éèêàùçœîôû]/gi)?.length ?? 0) * 1.5;
  score.fr += (text.match(/\b(?:l|d|qu|c|j|n|s)['’]\p{L}/giu)?.length ?? 0) * 1.5;
  const ranked = [...langs].sort((a, b) => score[b] - score[a]);
  const [best, second] = ranked;
  if (score[best] < 1 || score[best] === score[second]) return null;
  return best;
}

const suffixes = [
  'issements',
  'issement',
  'ements',
  'ement',
  'ations',
  'ation',
  'ungen',
  'ung',
  'heiten',
  'heit',
  'keiten',
  'keit',
  'ings',
  'ing',
  'ies',
  'ied',
  // German adjective endings after a past participle: "verlorene" meets "verloren".
  'enen',
  'ener',
  'enes',
  'enem',
  'ene',
  'ers',
  'ed',
  'es',
  'en',
  'er',
  'em',
  's',
  'e',
  'x',
];

/** A rough stem: lower case, no accents, one common en/fr/de suffix removed (never below 3 letters). */
// Words the rough rules would join with another word: a suite is no suit.
const ownStems = new Map([
  ['suite', 'suite'],
  ['suites', 'suite'],
  ['suiten', 'suite'],
]);

export function stem(word: string): string {
  // German typed without umlauts ("fruehstueck", "einfahrtshoehe") meets the umlauts, folded alike;
  // "ß" is "ss" as Swiss German and keyboards without it write it ("Ermässigung", "Strasse").
  const folded = word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/([a-z])([aou])e/g, '$1$2');
  const own = ownStems.get(folded);
  if (own) return own;
  if (folded.length <= 3 || /^\d/.test(folded)) return folded;
  // A plural's "s"/"x" first, so that singular and plural meet ("chien" / "chiens", "garden" / "gardens").
  const w = folded.length > 4 && /[^s][sx]$/.test(folded) ? folded.slice(0, -1) : folded;
  // A German participle meets its verb and noun: "storniert", "stornieren", "Stornierung".
  const participle = /(?<=.{3}ier)te?[nmrs]?$/.exec(w);
  if (participle && w.length > 6 && /iert/.test(w.slice(-6))) return w.slice(0, participle.index);
  for (const s of suffixes) {
    // A doubled final consonant left by the suffix goes too: "cancellation" meets "cancel".
    if (w.endsWith(s) && w.length - s.length >= 3) return w.slice(0, -s.length).replace(/([bdfglmnprt])\1$/, '$1');
  }
  // The same without a suffix, so that "Babybett" meets "Babybetten".
  return w.replace(/([bdfglmnprt])\1$/, '$1');
}

// Days of the week by index (Monday first), their full names in en / fr / de and the short forms
// timetables use ("Mon–Fri", "Lun–Ven", "Sa, So"). Two-letter German forms count only in a range or a list.
const dayNames = [
  ['monday', 'lundi', 'montag'],
  ['tuesday', 'mardi', 'dienstag'],
  ['wednesday', 'mercredi', 'mittwoch'],
  ['thursday', 'jeudi', 'donnerstag'],
  ['friday', 'vendredi', 'freitag'],
  ['saturday', 'samedi', 'samstag'],
  ['sunday', 'dimanche', 'sonntag'],
];
const dayShort: Record<string, number> = {
  mon: 0,
  tue: 1,
  tues: 1,
  wed: 2,
  thu: 3,
  thur: 3,
  thurs: 3,
  fri: 4,
  sat: 5,
  sun: 6,
  lun: 0,
  mar: 1,
  mer: 2,
  jeu: 3,
  ven: 4,
  sam: 5,
  dim: 6,
  mo: 0,
  di: 1,
  mi: 2,
  do: 3,
  fr: 4,
  sa: 5,
  so: 6,
};
const dayIndex = (w: string): number | undefined => {
  const k = w.toLowerCase().replace(/\.$/, '');
  const full = dayNames.findIndex((names) => names.some((n) => k === n || k === `${n}s`));
  return full >= 0 ? full : dayShort[k];
};
const dayToken = '[\\p{L}]{2,9}\\.?';
const dayRange = new RegExp(`(?<![\\p{L}])(${dayToken})\\s*(?:[-–—]|to|through|till|until|au|à|bis)\\s*(${dayToken})(?![\\p{L}])`, 'giu');
const dayList = new RegExp(`(?<![\\p{L}])(${dayToken})(?:\\s*[,/&+]\\s*(${dayToken}))+(?![\\p{L}])`, 'giu');

/**
 * The days a timetable's notation covers, as the stems of their full names in the three languages:
 * a range ("Mon–Thu", "lundi au vendredi", "Mo–Fr") gives every day in it, a list of short forms
 * ("Sam, Dim", "Sat/Sun") each day, so that "on Wednesday" or "at the weekend" is answered by it.
 */
export function dayStems(text: string): string[] {
  const days = new Set<number>();
  for (const m of text.matchAll(dayRange)) {
    const a = dayIndex(m[1]!);
    const b = dayIndex(m[2]!);
    if (a === undefined || b === undefined || a === b) continue;
    for (let d = a; ; d = (d + 1) % 7) {
      days.add(d);
      if (d === b) break;
    }
  }
  for (const m of text.matchAll(dayList)) {
    const listed = m[0].split(/\s*[,/&+]\s*/).map(dayIndex);
    if (listed.every((d) => d !== undefined)) for (const d of listed) days.add(d!);
  }
  return [...days].flatMap((d) => dayNames[d]!.map(stem));
}

const monthNames = [
  ['january', 'janvier', 'januar', 'jänner'],
  ['february', 'février', 'februar'],
  ['march', 'mars', 'märz'],
  ['april', 'avril', 'april'],
  ['may', 'mai', 'mai'],
  ['june', 'juin', 'juni'],
  ['july', 'juillet', 'juli'],
  ['august', 'août', 'august'],
  ['september', 'septembre', 'september'],
  ['october', 'octobre', 'oktober'],
  ['november', 'novembre', 'november'],
  ['december', 'décembre', 'dezember'],
];
// A day and month in figures ("07.01.2026", "1.5.", "24/12", "2026-01-07"), day first as Europe writes
// it; "2.10 m" is no date.
const numericDate =
  /(?<![\d.,/])(?:(\d{1,2})\.(\d{1,2})\.(?:\d{4}|\d{2}(?!\d))?|(\d{1,2})\/(\d{1,2})(?:\/(?:\d{4}|\d{2}))?|(\d{4})-(\d{2})-(\d{2}))(?![\d,/])/gu;
const rangeBetween = /^\s*,?\s*(?:[-–—]|bis|to|until|au|jusqu'au)\s*$/iu;

// A range of months by name ("from April to October", "d'avril à octobre", "1 June – 30 September", "Mai bis Sept.").
const monthShort: Record<string, number> = {
  jan: 0,
  janv: 0,
  feb: 1,
  febr: 1,
  févr: 1,
  fév: 1,
  apr: 3,
  avr: 3,
  jun: 5,
  jul: 6,
  juil: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  okt: 9,
  nov: 10,
  dec: 11,
  déc: 11,
  dez: 11,
};
const monthOf = new Map<string, number>([
  ...monthNames.flatMap((names, i) => names.map((n): [string, number] => [n, i])),
  ...Object.entries(monthShort),
]);
const monthToken = `(${[...monthOf.keys()].sort((a, b) => b.length - a.length).join('|')})\\.?`;
const namedMonthRange = new RegExp(
  `(?<![\\p{L}])${monthToken}(?:\\s+\\d{4})?\\s*(?:[-–—]|to|through|till|until|au|à|a|bis|jusqu'à|jusqu'au|jusqu'en|jusqu’à|jusqu’en)\\s*(?:(?:le\\s+)?\\d{1,2}(?:er|\\.)?\\s+)?${monthToken}(?![\\p{L}])`,
  'giu',
);
// The seasons a range of months spans whole, by their months (the northern hemisphere's).
const seasonMonths: [number[], string[]][] = [
  [
    [5, 6, 7],
    ['summer', 'été', 'sommer'],
  ],
  [
    [11, 0, 1],
    ['winter', 'hiver', 'winter'],
  ],
  [
    [2, 3, 4],
    ['spring', 'printemps', 'frühling'],
  ],
  [
    [8, 9, 10],
    ['autumn', 'fall', 'automne', 'herbst'],
  ],
];

/**
 * The months a date in figures falls in, as the stems of their names in the three languages: "von
 * 07.01.2026 bis 30.01.2026" answers "im Jänner", a range every month it spans. Either range, in
 * figures or by name, also gives the seasons it spans whole: "dinner from April to October"
 * answers "in summer".
 */
export function monthStems(text: string): string[] {
  const found: { month: number; start: number; end: number }[] = [];
  for (const m of text.matchAll(numericDate)) {
    const [day, month] = m[1] ? [Number(m[1]), Number(m[2])] : m[3] ? [Number(m[3]), Number(m[4])] : [Number(m[7]), Number(m[6])];
    if (day >= 1 && day <= 31 && month >= 1 && month <= 12) found.push({ month: month - 1, start: m.index!, end: m.index! + m[0].length });
  }
  const months = new Set(found.map((f) => f.month));
  const span = (a: number, b: number, into: Set<number>) => {
    for (let mo = a; ; mo = (mo + 1) % 12) {
      into.add(mo);
      if (mo === b) break;
    }
  };
  for (let k = 1; k < found.length; k++)
    if (rangeBetween.test(text.slice(found[k - 1]!.end, found[k]!.start))) span(found[k - 1]!.month, found[k]!.month, months);
  // Months named in a range count through the seasons they span whole: read as months, a sentence
  // on "May to September" would outrank the one that names June.
  const named = new Set<number>();
  for (const m of text.matchAll(namedMonthRange)) {
    const a = monthOf.get(m[1]!.toLowerCase());
    const b = monthOf.get(m[2]!.toLowerCase());
    if (a !== undefined && b !== undefined && a !== b) span(a, b, named);
  }
  const spanned = new Set([...months, ...named]);
  const seasons = seasonMonths.filter(([ms]) => ms.every((mo) => spanned.has(mo))).flatMap(([, names]) => names);
  return [...[...months].flatMap((mo) => monthNames[mo]!), ...seasons].map(stem);
}

/** The days and months a sentence's figures and short forms name (see dayStems, monthStems). */
export const calendarStems = (text: string): string[] => [...dayStems(text), ...monthStems(text)];

/** English particles that make a new word with the verb before them: check in / check out. */
export const particles = new Set(['in', 'out', 'up', 'off']);

// French "à partir de" is "from", not the verb "partir" (to leave): "à partir de 3 nuits".
const fromPhrase = (ws: string[], i: number) => ws[i] === 'partir' && (ws[i - 1] === 'à' || ws[i - 1] === 'a');

/**
 * Distinct stems of the content words of a text (stop words of all three languages dropped). A verb
 * with its particle ("check-out", "check out", "checkout") also gives the joined stem ("checkout"),
 * since the particle alone is a stop word: "check-out" must not read as "check-in".
 */
export function contentStems(text: string): string[] {
  const out = new Set<string>();
  const ws = words(text);
  ws.forEach((w, i) => {
    if (fromPhrase(ws, i)) return;
    const parts = w.split('-');
    for (const part of parts) {
      if (part.length < 2 || anyStopWord.has(part)) continue;
      out.add(stem(part));
    }
    if (parts.length === 2 && particles.has(parts[1]!) && parts[0]!.length >= 2) out.add(parts.join(''));
    const next = ws[i + 1];
    if (parts.length === 1 && next && particles.has(next) && w.length >= 2 && !anyStopWord.has(w)) out.add(`${w}${next}`);
  });
  return [...out];
}

/** Content words as typed (for building a search query), stop words dropped, order kept. */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  const ws = words(text);
  for (const [i, w] of ws.entries()) {
    if (fromPhrase(ws, i)) continue;
    const clean = w.replace(/'/g, '');
    if (clean.length < 2 || anyStopWord.has(w) || out.includes(clean)) continue;
    out.push(clean);
  }
  return out;
}

export const notFoundMessage: Record<Lang, string> = {
  en: "I could not find this in your property's knowledge.",
  fr: "Je n'ai pas trouvé cette information dans les connaissances de votre établissement.",
  de: 'Ich konnte dazu nichts im Wissen Ihrer Unterkunft finden.',
};

export const languageName: Record<Lang, string> = { en: 'English', fr: 'French', de: 'German' };

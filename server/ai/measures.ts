/**
 * A measure in a question picks one of several options: "a 90 minute massage" beside the 60 and
 * 75 minute ones, "the 3-day museum pass" beside the 2- and 4-day ones, "late check-out until
 * 7pm" beside 2 pm and 5 pm, "rates for 2026" in the 2025 price list, "a family of 5" beside the van
 * for 1–3 people, "a 7 year old" beside the price from 13 years. A sentence stating the same
 * kind of measure with other values only is about another option; one stating the asked value
 * (or a range holding it) is about this one.
 *
 * Thresholds are left out ("up to 3 days before arrival", "from 2 nights"): they cover a range the
 * words alone do not bound, so they neither pick nor rule out an option. A clock time is a measure
 * only when the question asks something else (a price, a yes/no): when it asks a time, the time is
 * the answer.
 */
export type MeasureKind = 'minutes' | 'days' | 'clock' | 'year' | 'people' | 'age';

export interface Measure {
  kind: MeasureKind;
  /**
   * A clock time said as a bound: "after 8 pm" allows every later time, "before 9 am" every earlier
   * one; "until 2 pm" is an option that ends then (a late check-out).
   */
  open?: 'after' | 'before' | 'until';
  /** Minutes for a duration or a clock time (from midnight), days, or the year. */
  value: number;
  /** The number as typed, to find the question's concept for it. */
  typed: string;
}

const threshold =
  /(?:up to|until|till|within|at least|at most|minimum|min\.|maximum|max\.|more than|less than|over|under|from|jusqu'à|jusqu’à|jusqu'au|au moins|au plus|plus de|moins de|à partir de|dès|dans les|bis zu|bis|mindestens|höchstens|mehr als|weniger als|ab|innerhalb von|über|unter)\s*$/iu;
const before = /^\s*(?:before|prior|in advance|ahead|avant|à l'avance|vorher|vor\b|im voraus|notice|préavis)/iu;

// "until 13:00" names an option (a late check-out until 1 pm); "after 8 pm" and "before 9 am" bound one.
const clockAfter = /(?:after|past|later than|from|après|à partir de|dès|nach|ab)\s*$/iu;
const clockBefore = /(?:before|earlier than|avant|vor)\s*$/iu;
const clockUntil = /(?:until|till|til|up to|jusqu'à|jusqu’à|jusqu'au|jusqu’au|bis)\s*$/iu;

// Hours are counted in minutes, so "a 2 hour massage" is no 50 or 80 minute one and "1h30" is the
// 90 minute one; "1.5 hours" too. Only 1 to 3 "h" read as a duration ("5h30" is a clock time).
const durations: [MeasureKind, RegExp, (m: RegExpMatchArray) => number][] = [
  ['minutes', /(?<![\p{L}\p{N}.,:])(\d{2,3})[\s-]?(?:min|mins|minutes?|minuten|minütige?[nmrs]?)(?!\p{L})/giu, (m) => Number(m[1])],
  [
    'minutes',
    /(?<![\p{L}\p{N}.,:])(\d{1,2}(?:[.,]5)?)[\s-]?(?:hours?|hrs?|heures?|stunden|stündige?[nmrs]?|std\.?)(?!\p{L})/giu,
    (m) => Number(m[1]!.replace(',', '.')) * 60,
  ],
  ['minutes', /(?<![\p{L}\p{N}.,:])([1-3])\s?h\s?([0-5]\d)?(?![\p{L}\p{N}])/giu, (m) => Number(m[1]) * 60 + Number(m[2] ?? 0)],
  // …and past a day's 24 hours, no clock either: "the 48h card", "72 h".
  ['minutes', /(?<![\p{L}\p{N}.,:])(2[5-9]|[3-9]\d|1\d\d)\s?h(?![\p{L}\p{N}])/giu, (m) => Number(m[1]) * 60],
  [
    'days',
    /(?<![\p{L}\p{N}.,:])(\d{1,2})[\s-]?(?:days?|jours?|journées?|tage|tagen|tages|tägige?[nmrs]?)(?!\p{L})/giu,
    (m) => Number(m[1]),
  ],
  // A half day, a full day and weeks in words: "E-bike for the whole week" is no half-day or full-day hire
  // ("en semaine", "unter der Woche" are the weekdays).
  ['days', /(?<!\p{L})(?:half[\s-]day|halbe[nr]?\s?tag(?:es)?|halbtag\p{L}*|demi[\s-]journ[ée]e)(?!\p{L})/giu, () => 0.5],
  [
    'days',
    // French prices "la journée" beside "la demi-journée".
    /(?<!\p{L})(?:full[\s-]day|whole[\s-]day|ganze[nr]?\s?tag(?:es)?|ganztag\p{L}*|ganzt[äa]gig\p{L}*|(?<!demi[\s-])journ[ée]e(?: compl[èe]te| enti[èe]re)?)(?!\p{L})/giu,
    () => 1,
  ],
  [
    'days',
    /(?<![\p{L}\p{N}.,:])(?<!(?:en|unter der|in der|pendant la|during the)\s)(?:(\d{1,2})[\s-]?)?(?:weeks?|weekly|wochen?|w[öo]e?chentlich|semaines?|hebdomadaire|hebdo)(?!\p{L})/giu,
    (m) => 7 * Number(m[1] ?? 1),
  ],
  // A stay counts in nights: "7 nights" is a week's stay.
  ['days', /(?<![\p{L}\p{N}.,:])(\d{1,2})[\s-]?(?:nights?|nuits?|n[äa]e?chte|n[äa]e?chten)(?!\p{L})/giu, (m) => Number(m[1])],
  ['year', /(?<![\p{L}\p{N}.,:/])(20[2-4]\d)(?![\p{N}.,:/-]\d)/gu, (m) => Number(m[1])],
];

// 7pm, 7 p.m., 19:00, 19.00 Uhr, 19h, 19h30, 19 Uhr, noon, midi, Mittag.
const clockRe =
  /(?<![\p{L}\p{N}.,:])(?:(\d{1,2})(?:[:.](\d{2}))?\s?(am|pm|a\.m\.|p\.m\.)|(\d{1,2})[:.](\d{2})(?:\s?uhr)?|(\d{1,2})\s?h(\d{2})?|(\d{1,2})\s?uhr)(?![\p{L}\p{N}])|\b(noon|midday|midi|mittag)\b/giu;

function clockValue(m: RegExpMatchArray): number | null {
  if (m[9]) return 12 * 60;
  let h: number;
  let min = 0;
  if (m[3]) {
    h = Number(m[1]) % 12;
    min = Number(m[2] ?? 0);
    if (/^p/i.test(m[3])) h += 12;
  } else if (m[4]) [h, min] = [Number(m[4]), Number(m[5])];
  // "2h" and "24h" are durations far more often than clock times; "14h" and "8h30" are times.
  else if (m[6]) [h, min] = m[7] || (Number(m[6]) >= 6 && Number(m[6]) < 24) ? [Number(m[6]), Number(m[7] ?? 0)] : [-1, 0];
  else h = Number(m[8]);
  return h >= 0 && h <= 24 && min < 60 ? h * 60 + min : null;
}

function found(text: string, kind: MeasureKind, re: RegExp, value: (m: RegExpMatchArray) => number | null): Measure[] {
  const out: Measure[] = [];
  for (const m of text.matchAll(re)) {
    const v = value(m);
    if (v === null) continue;
    const at = m.index ?? 0;
    const ahead = text.slice(0, at);
    if (kind === 'clock') {
      const open = clockAfter.test(ahead) ? 'after' : clockBefore.test(ahead) ? 'before' : clockUntil.test(ahead) ? 'until' : undefined;
      out.push({ kind, value: v, typed: m[0], ...(open ? { open } : {}) });
      continue;
    }
    const isThreshold = kind !== 'year' && (threshold.test(ahead) || before.test(text.slice(at + m[0].length)));
    out.push({ kind, value: isThreshold ? Number.NaN : v, typed: m[0] });
  }
  return out;
}

// Small counts in words before a unit are the same options as in figures: "a one hour massage" is
// the 60 minute one, "deux nuits" two nights, "eine halbe Stunde" thirty minutes. Only before a
// unit: "one of the rooms" counts nothing.
const numberWords: Record<string, number> = Object.fromEntries(
  [
    ['one', 'un', 'une', 'ein', 'eine', 'einen', 'einem', 'einer'],
    ['two', 'deux', 'zwei'],
    ['three', 'trois', 'drei'],
    ['four', 'quatre', 'vier'],
    ['five', 'cinq', 'fünf', 'fuenf', 'funf'],
    ['six', 'sechs'],
    ['seven', 'sept', 'sieben'],
    ['eight', 'huit', 'acht'],
    ['nine', 'neuf', 'neun'],
    ['ten', 'dix', 'zehn'],
  ].flatMap((names, i) => names.map((n) => [n, i + 1])),
);
const unitAhead = String.raw`(?=[\s-](?:hours?|heures?|stunden?|minutes?|minuten|days?|jours?|journées?|tage?n?|nights?|nuits?|n[äa]e?chte?n?|weeks?|semaines?|wochen?|people|persons|personnes?|personen|adults|adultes|erwachsene|children|kids|enfants|kinder)(?!\p{L}))`;
const countInWords = new RegExp(String.raw`(?<!\p{L})(${Object.keys(numberWords).join('|')})${unitAhead}`, 'giu');
const halfHour = /(?<!\p{L})(?:half an hour|half-hour|une demi-heure|demi-heure|eine halbe stunde|halbe stunde)(?!\p{L})/giu;
export const countsInFigures = (text: string) =>
  text.replace(halfHour, '30 minutes').replace(countInWords, (w) => String(numberWords[w.toLowerCase()]));

function measures(raw: string, clocks: boolean): Measure[] {
  const text = countsInFigures(raw);
  const out = durations.flatMap(([kind, re, value]) => found(text, kind, re, value));
  return clocks ? [...out, ...found(text, 'clock', clockRe, clockValue)] : out;
}

// People counted: "a party of 9", "family of 5", "7 personnes", "3 Kinder" (not "a group of 15 rooms").
const people = String.raw`(?:people|persons?|pers\.|pers|passengers?|personnes?|personen|guests|gäste|gaeste|pax|adults|adultes|erwachsene|kids|children|enfants|kinder)(?!\p{L})`;
const groupOf =
  /(?<!\p{L})(?:party|group|family|famille|groupe|gruppe|familie)\s+(?:of|de|von|mit)\s+(\d{1,2})(?!\d|[.,:]\d|\s*(?:rooms?|chambres?|zimmern?|nights?|nuits?|n[äa]e?chte|cars?|voitures?|autos?|bikes?|vélos?))/giu;
const countOf = new RegExp(String.raw`(?<![\p{L}\p{N}.,:/–-])(\d{1,2})\s?${people}`, 'giu');

function peopleAsked(raw: string): Measure[] {
  const question = countsInFigures(raw);
  return [...question.matchAll(groupOf), ...question.matchAll(countOf)].map((m) => ({ kind: 'people', value: Number(m[1]), typed: m[0] }));
}

/** The group sizes a text prices: "1 to 3 people", "Passengers 4-7", "up to 2 children", "ab 10 Personen", "4 persons". */
function peopleRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  const range = String.raw`(\d{1,2})\s?(?:-|–|to|à|a|bis)\s?(\d{1,2})`;
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\p{N}.,:])${range}\s?${people}`, 'giu'))) out.push([Number(m[1]), Number(m[2])]);
  for (const m of text.matchAll(new RegExp(String.raw`(?<!\p{L})${people}:?\s?${range}(?![\p{N}])`, 'giu')))
    out.push([Number(m[1]), Number(m[2])]);
  const upTo = String.raw`(?:up to|max\.?|maximum|at most|bis zu|bis|höchstens|maximal|jusqu'à|jusqu’à|au maximum|au plus)`;
  for (const m of text.matchAll(new RegExp(String.raw`(?<!\p{L})${upTo}\s?(\d{1,2})\s?${people}`, 'giu'))) out.push([1, Number(m[1])]);
  const from = String.raw`(?:from|at least|min\.?|minimum|ab|mindestens|dès|à partir de|au moins)`;
  for (const m of text.matchAll(new RegExp(String.raw`(?<!\p{L})${from}\s?(\d{1,2})\s?${people}`, 'giu'))) out.push([Number(m[1]), 99]);
  if (out.length === 0) for (const m of text.matchAll(countOf)) out.push([Number(m[1]), Number(m[1])]);
  return out;
}

// A person's age: "a 7 year old", "7yo", "enfant de 8 ans", "8-jähriges Kind", "10 Jahre alt", "Kind von 10 Jahren".
const ageOf =
  /(?<![\p{L}\p{N}.,:])(\d{1,2})(?:[\s-]?(?:years?|yrs?)[\s-]?old|\s?yo|[\s-]?j[äa]e?hrige?[nmrs]?|\s?jahre\s?alt)(?!\p{L})|(?<!\p{L})(?:de|von)\s(\d{1,2})\s?(?:ans|jahren)(?!\p{L})/giu;

function agesAsked(question: string): Measure[] {
  return [...question.matchAll(ageOf)].map((m) => ({ kind: 'age', value: Number(m[1] ?? m[2]), typed: m[0] }));
}

const young = String.raw`(?:child|children|kids?|infants?|babies|baby|teens?|teenagers?|juniors?|enfants?|bébés?|ados?|adolescents?|kinder|kind|jugendliche|babys)`;
const ageUnit = String.raw`(?:years?|yrs?|ans|jahren?|jährige?[nr]?)`;

/**
 * The ages a text prices or allows, as [from, to]: "Child 2–12", "(4–12 ans)", "6 to 16 years",
 * "from 13", "dès 13 ans", "under 6", "unter 6 Jahren", "bis 11 Jahre". A bound without a unit
 * counts only in a sentence about children, where "from 13" is no time or date.
 */
function ageRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  const about = new RegExp(String.raw`(?<!\p{L})${young}(?!\p{L})`, 'iu').test(text);
  const unit = about ? String.raw`(?:\s?${ageUnit})?` : String.raw`\s?${ageUnit}`;
  const range = String.raw`(?<![\p{N}.,:€$£])(\d{1,2})\s?(?:-|–|to|à|a|bis)\s?(\d{1,2})`;
  for (const m of text.matchAll(new RegExp(String.raw`${range}\s?${ageUnit}(?!\p{L})`, 'giu'))) out.push([Number(m[1]), Number(m[2])]);
  for (const m of text.matchAll(new RegExp(String.raw`(?<!\p{L})${young}\s?[(,:]?\s?(?:aged\s)?${range}(?![\p{N}]|[.,:]\d)`, 'giu')))
    out.push([Number(m[1]), Number(m[2])]);
  // A bound before the figure ("from 13", "unter 6 Jahren") or after it ("12 and under", "12 ans et moins").
  const bound = (pattern: string, f: (n: number) => [number, number]) => {
    for (const m of text.matchAll(new RegExp(pattern, 'giu'))) out.push(f(Number(m[1])));
  };
  const leading = (words: string) => String.raw`(?<!\p{L})(?:${words})\s(\d{1,2})${unit}(?![\p{L}\p{N}]|[.,:]\d)`;
  const trailing = (words: string) => String.raw`(?<![\p{N}.,:])(\d{1,2})${unit}\s(?:${words})(?!\p{L})`;
  bound(leading(String.raw`from|aged|ab|dès|à partir de|min\.?|minimum`), (n) => [n, 99]);
  bound(leading(String.raw`over|above|older than|plus de|über|älter als`), (n) => [n + 1, 99]);
  bound(leading(String.raw`under|below|younger than|moins de|unter|jünger als`), (n) => [0, n - 1]);
  bound(leading(String.raw`up to|bis|jusqu'à|jusqu’à|until`), (n) => [0, n]);
  bound(trailing(String.raw`and under|or under|and younger|or younger|et moins|ou moins|und jünger|oder jünger`), (n) => [0, n]);
  bound(trailing(String.raw`and over|or over|and older|or older|and up|et plus|ou plus|und älter|oder älter|und mehr`), (n) => [n, 99]);
  return out;
}

/**
 * The figures a sentence states, written alike in every language: clock times as minutes ("7h",
 * "7:00", "7 am" are one), other numbers as numbers ("10,50" is "10.50"). Two sentences stating
 * the same figures in two languages say the same fact.
 */
export function figuresOf(text: string): Set<string> {
  const out = new Set<string>();
  let rest = text;
  for (const m of text.matchAll(clockRe)) {
    const v = clockValue(m);
    // A lone "10.50" is more often a price than a time.
    if (v === null || /^\d{1,2}\.\d{2}$/.test(m[0])) continue;
    // …and its hour, for a range written "von 7 bis 10:30 Uhr".
    out.add(`t${v}`).add(String(Math.floor(v / 60)));
    rest = rest.replace(m[0], ' ');
  }
  for (const m of rest.matchAll(/\d+(?:[.,]\d+)?/g)) out.add(String(Number(m[0].replace(',', '.'))));
  return out;
}

/** The measures a question asks for (clock times only when it does not ask a time). */
export function measuresOf(question: string, asksTime: boolean): Measure[] {
  return [...measures(question, !asksTime).filter((m) => !Number.isNaN(m.value)), ...peopleAsked(question), ...agesAsked(question)];
}

/** Clock ranges of a text as [from, to] in minutes: "15:00-22:00", "de 15h à 22h", "3pm to 10pm". */
function clockRanges(text: string): [number, number][] {
  const times = [...text.matchAll(clockRe)];
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < times.length; i++) {
    const a = times[i]!;
    const b = times[i + 1]!;
    const between = text.slice((a.index ?? 0) + a[0].length, b.index ?? 0);
    if (!/^\s*(?:-|–|—|to|till|until|à|au|bis|and|et|und)\s*$/iu.test(between)) continue;
    const from = clockValue(a);
    const to = clockValue(b);
    if (from !== null && to !== null) out.push([from, to < from ? to + 24 * 60 : to]);
  }
  return out;
}

/**
 * 1: the text states the asked value of this measure (or a clock range holding it); -1: it states
 * the same kind of measure with other values only; 0: it states none, or a threshold.
 */
export function measureCover(asked: Measure, text: string): 1 | 0 | -1 {
  if (asked.kind === 'people' || asked.kind === 'age') {
    const ranges = asked.kind === 'people' ? peopleRanges(text) : ageRanges(text);
    if (ranges.length === 0) return 0;
    return ranges.some(([a, b]) => asked.value >= a && asked.value <= b) ? 1 : -1;
  }
  const stated = measures(text, asked.kind === 'clock').filter((m) => m.kind === asked.kind);
  if (stated.length === 0 || stated.some((m) => Number.isNaN(m.value))) return 0;
  if (stated.some((m) => m.value === asked.value)) return 1;
  if (asked.kind === 'clock' && clockRanges(text).some(([a, b]) => asked.value >= a && asked.value <= b)) return 1;
  // A bound holding the asked time ("after 8 pm" for 11 pm) allows it without naming it as the option.
  const bounds = (m: Measure) => (m.open === 'after' ? asked.value >= m.value : m.open === 'before' && asked.value <= m.value);
  if (stated.some(bounds)) return 0;
  // An option ending a little later holds the time asked: "keep the room till 1pm" is the late
  // check-out "until 2 pm" (not the one until noon).
  if (
    asked.kind === 'clock' &&
    asked.open !== 'after' &&
    asked.open !== 'before' &&
    stated.some((m) => m.open === 'until' && m.value > asked.value && m.value - asked.value <= 180)
  )
    return 1;
  return -1;
}

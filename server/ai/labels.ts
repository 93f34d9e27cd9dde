import { words } from './language.ts';
import type { Concept } from './question.ts';

/**
 * A number right after a noun names one of several ("Terminal 2", "Atlantic 1", "salle 3", "Gate
 * 24"): it is part of the thing asked, not a count. A sentence answers for it only when it names the
 * noun with that number; one naming the noun with other numbers only is about another one (the
 * Terminal 1 timetable does not answer for Terminal 2).
 */
export interface Label {
  /** The number's concept, or -1 (a single digit is no concept). */
  concept: number;
  /** The noun's concept. */
  noun: number;
  value: string;
  /** The noun with any number after it, in the noun's forms (as typed and translated). */
  pattern: RegExp;
}

// After the number, a unit makes it a count ("table 4 people", "room 2 nights").
const unitAfter =
  /^(people|persons?|pax|guests?|adults?|kids?|children|nights?|days?|weeks?|hours?|h|min|minutes?|rooms?|beds?|years?|personnes?|pers|adultes?|enfants?|nuits?|jours?|semaines?|heures?|chambres?|lits?|ans|personen|gäste|erwachsene|kinder|nächte|tage|wochen|stunden|zimmer|betten|jahre|eur|euros?|€|chf|%|m|km|kg|m2|m²)$/u;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function labelsOf(question: string, concepts: Concept[], isCountOrDate: (c: Concept) => boolean): Label[] {
  const typed = words(question);
  const out: Label[] = [];
  typed.forEach((w, k) => {
    if (!/^\d{1,4}$/.test(w) || unitAfter.test(typed[k + 1] ?? '')) return;
    const noun = concepts.findIndex((p) => p.typedAt <= k - 1 && p.typedAt + p.length - 1 >= k - 1);
    const p = concepts[noun];
    if (!p || p.generic || p.age || isCountOrDate(p)) return;
    const concept = concepts.findIndex((c) => c.typedAt === k && !c.age);
    if (concept >= 0 && concepts[concept]!.clause !== p.clause) return;
    const forms = [p.text, ...p.alternatives].map((f) => f.split(' ').pop()!).filter((f) => f.length >= 2);
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${[...new Set(forms)].map(escape).join('|')})\\p{L}*\\.?\\s*(?:n°|nr\\.?|no\\.?|#)?\\s*(\\d+)(?![\\p{N}:.,]\\d)`,
      'giu',
    );
    out.push({ concept, noun, value: String(Number(w)), pattern });
  });
  return out;
}

/** 1: the sentence names the noun with the label's number; -1: with other numbers only; 0: neither. */
export function labelCover(label: Label, text: string): 1 | 0 | -1 {
  const numbers = [...text.matchAll(label.pattern)].map((m) => String(Number(m[1])));
  if (numbers.includes(label.value)) return 1;
  return numbers.length ? -1 : 0;
}

/**
 * Who a price or a rule is for is one of several too: an adult's rate does not answer for a baby,
 * nor a child's extra bed for an adult. Words in en/fr/de, by category.
 */
const personCategories: [string, RegExp][] = [
  ['adult', /^(adults?|grown-ups?|adultes?|erwachsenen?r?)$/u],
  ['child', /^(child|children|kids?|enfants?|kind|kinder[n]?)$/u],
  ['baby', /^(bab(y|ies)|infants?|toddlers?|bébés?|nourrissons?|säuglinge?|kleinkind(er)?)$/u],
  ['teen', /^(teens?|teenagers?|youths?|ados?|adolescents?|jugendlichen?r?)$/u],
  ['senior', /^(seniors?|senioren|rentner)$/u],
];

/** The person categories a text names. */
export function categoriesAsked(text: string): Set<string> {
  const found = new Set<string>();
  for (const w of words(text)) for (const [name, re] of personCategories) if (re.test(w)) found.add(name);
  return found;
}

/** 1: the sentence names the category the question asks for; -1: other categories only; 0: none asked or none named. */
export function categoryCover(asked: Set<string>, text: string): 1 | 0 | -1 {
  if (asked.size === 0) return 0;
  const named = categoriesAsked(text);
  if ([...asked].some((c) => named.has(c))) return 1;
  return named.size ? -1 : 0;
}

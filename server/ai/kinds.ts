import { stem } from './language.ts';
import type { Concept } from './question.ts';

/**
 * Words a sentence says another way. A word naming a kind ("which languages does the staff speak", "quelles cartes acceptez-vous") is
 * said by a sentence naming two or more of its members ("Notre équipe parle allemand, anglais,
 * italien…"), in en/fr/de, though the sentence never says the kind's word.
 */
const kinds: { kind: RegExp; members: Set<string> }[] = [
  {
    kind: /^(languages?|langues?|sprachen?|fremdsprachen?)$/u,
    members: `english french german italian spanish dutch flemish portuguese russian polish hungarian czech arabic chinese
      mandarin japanese turkish greek swedish danish norwegian finnish hebrew hindi korean ukrainian romanian croatian
      anglais français allemand italien espagnol néerlandais flamand portugais russe polonais hongrois tchèque arabe
      chinois japonais turc grec suédois danois norvégien finnois hébreu coréen ukrainien roumain croate
      englisch französisch deutsch italienisch spanisch niederländisch holländisch flämisch portugiesisch russisch
      polnisch ungarisch tschechisch arabisch chinesisch japanisch türkisch griechisch schwedisch dänisch norwegisch
      finnisch hebräisch koreanisch ukrainisch rumänisch kroatisch`,
  },
  {
    kind: /^(cards?|cartes?|karten?|kreditkarten?|credit cards?)$/u,
    members: 'visa mastercard amex maestro diners jcb unionpay bancontact girocard discover postfinance twint',
  },
].map((k) => ({ kind: k.kind, members: new Set(k.members.split(/\s+/).filter(Boolean).map(stem)) }));

/** Whether the sentence's stems name two or more members of the kind the concept names. */
export function namesMembers(concept: Concept, stems: Set<string>): boolean {
  const kind = kinds.find((k) => k.kind.test(concept.text));
  if (!kind) return false;
  let named = 0;
  for (const s of stems) if (kind.members.has(s)) named++;
  return named >= 2;
}

/**
 * A rate table names its seasons by their level only ("Low (EUR) 145, Mid (EUR) 175, High (EUR)
 * 210"): with two levels in the sentence, "high season" (or its translation) is the column "High".
 */
const seasonStems = new Set(['season', 'saison'].map(stem));
const levels = new Set(['low', 'mid', 'high', 'peak', 'shoulder', 'basse', 'moyenne', 'haute'].map(stem));
export function seasonColumn(want: string[], stems: Set<string>): boolean {
  const level = want.filter((s) => !seasonStems.has(s));
  if (level.length !== want.length - 1 || level.length === 0 || !level.every((s) => levels.has(s) && stems.has(s))) return false;
  let named = 0;
  for (const s of stems) if (levels.has(s)) named++;
  return named >= 2;
}

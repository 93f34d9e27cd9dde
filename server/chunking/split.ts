export type Location = Record<string, string | number>;

/** A piece of extracted text with where it came from. */
export interface Block {
  text: string;
  location: Location;
  /** Passages never mix blocks of different groups (a page, a slide, a sheet, a section). */
  group?: string;
  /** Shown as the passage title (e.g. the heading or the sheet). */
  title?: string;
  /** A record (e.g. a spreadsheet row): packed with its neighbours but never split nor overlapped. */
  record?: boolean;
}

export interface Passage {
  text: string;
  title: string;
  location: Location;
  url?: string;
}

export interface SplitOptions {
  targetWords?: number;
  maxWords?: number;
  overlapWords?: number;
}

const wordCount = (s: string) => (s.match(/\S+/g) ?? []).length;

/** Sentences, keeping their punctuation; a very long "sentence" (a list, a table) is cut by words. */
export function sentences(text: string, maxWords: number): string[] {
  const parts = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?…;])\s+(?=["“«([]?[\p{Lu}\p{N}])/u)
    .filter(Boolean);
  const out: string[] = [];
  for (const p of parts) {
    const words = p.split(' ');
    for (let i = 0; i < words.length; i += maxWords) out.push(words.slice(i, i + maxWords).join(' '));
  }
  return out;
}

/** A short line without closing punctuation, such as "Electric cars" or "Parking": a heading. */
export function isHeadingLine(line: string): boolean {
  const t = line.trim();
  if (!t || /[.!?…:;,|)\]"»”]$/.test(t)) return false;
  const n = wordCount(t);
  return n >= 1 && n <= 8 && /\p{L}/u.test(t);
}

const openEnding =
  /\b(a|an|the|of|to|at|from|for|by|with|and|or|until|in|on|is|are|de|du|des|la|le|les|à|au|aux|et|ou|dès|jusqu'à|pour|par|en|sur|est|ab|bis|von|um|mit|und|oder|für|der|die|das|den|dem|im|am|zu|ist)$/iu;

/**
 * A paragraph cut before and after its heading lines, so "Electric cars\nThere are six…" stays two
 * units and is never glued into "Electric cars There are six…" (PDF pages and plain text carry
 * headings as lines of their own).
 */
export function splitHeadingLines(para: string): string[] {
  const lines = para.split('\n');
  if (lines.length < 2) return [para];
  const out: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) out.push(current.join('\n'));
    current = [];
  };
  // A line wrapped mid-sentence is not a heading: the line before a heading ends a sentence (or is
  // a heading too), the heading starts with a capital and so does the line after it.
  const endsSentence = (l: string | undefined) => l === undefined || /[.!?…:;]["»”)]?\s*$/.test(l) || isHeadingLine(l);
  const capital = (l: string | undefined) => /^\s*["“«(]?\p{Lu}/u.test(l ?? '');
  // A heading may be followed by a figure ("Salle Farol\n45 m², …"), unless it ends in a word that
  // cannot end a heading ("open from\n9 am"): then it is a wrapped line.
  const figure = (l: string | undefined) => /^\s*\d/u.test(l ?? '');
  const openEnd = (l: string) => openEnding.test(l.trim());
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    if (
      isHeadingLine(line) &&
      i < lines.length - 1 &&
      capital(line) &&
      (capital(next) || (figure(next) && !openEnd(line))) &&
      endsSentence(lines[i - 1])
    ) {
      flush();
      out.push(line.trim());
    } else current.push(line);
  });
  flush();
  return out.filter((p) => p.trim());
}

function mergeLocation(first: Location, last: Location): Location {
  const out: Location = { ...first };
  for (const [k, v] of Object.entries(last)) {
    if (typeof v === 'number' && typeof first[k] === 'number' && v !== first[k]) out[`${k}End`] = v;
  }
  return out;
}

interface Unit {
  text: string;
  words: number;
  block: Block;
  /** Starts a new paragraph (joined with a blank line rather than a space). */
  paragraph: boolean;
}

/**
 * Packs blocks into passages of about `targetWords` (never more than `maxWords`), cutting at
 * paragraph, then sentence boundaries. Consecutive passages of one group of prose share the last
 * sentence(s) of the previous one (up to `overlapWords`), so a fact spanning a cut is still found.
 */
export function splitPassages(blocks: Block[], opts: SplitOptions = {}): Passage[] {
  const target = opts.targetWords ?? 200;
  const max = opts.maxWords ?? 250;
  const overlap = opts.overlapWords ?? 30;
  const passages: Passage[] = [];
  let current: Unit[] = [];
  let currentWords = 0;
  // Units in `current` that are not overlap carried over from the previous passage.
  let fresh = 0;

  const flush = (carry: boolean) => {
    const own = current;
    if (!fresh) {
      current = [];
      currentWords = 0;
      return;
    }
    // Records (table rows) read best one per line; paragraphs are separated by a blank line.
    const separator = (u: Unit, prev: Unit) => (!u.paragraph ? ' ' : u.block.record && prev.block.record ? '\n' : '\n\n');
    const text = own.map((u, i) => (i === 0 ? u.text : separator(u, own[i - 1]!) + u.text)).join('');
    const first = own[0]!.block;
    const last = own[own.length - 1]!.block;
    passages.push({ text: text.trim(), title: first.title ?? '', location: mergeLocation(first.location, last.location) });
    const tail: Unit[] = [];
    if (carry && !last.record) {
      let words = 0;
      for (let i = own.length - 1; i >= 0; i--) {
        const u = own[i]!;
        if (u.block !== last || words + u.words > overlap || i === 0) break;
        tail.unshift({ ...u, paragraph: false });
        words += u.words;
      }
    }
    current = tail;
    currentWords = tail.reduce((n, u) => n + u.words, 0);
    fresh = 0;
  };

  let group: string | undefined;
  for (const block of blocks) {
    const text = block.text.trim();
    if (!text) continue;
    if (group !== (block.group ?? '')) {
      flush(false);
      group = block.group ?? '';
    }
    const units: Unit[] = block.record
      ? [{ text: text.replace(/\s+/g, ' '), words: wordCount(text), block, paragraph: true }]
      : text
          .split(/\n\s*\n/)
          .flatMap(splitHeadingLines)
          .flatMap((para) => sentences(para, max).map((s, i) => ({ text: s, words: wordCount(s), block, paragraph: i === 0 })));
    for (const unit of units) {
      if (currentWords + unit.words > max || (unit.paragraph && currentWords >= target)) flush(true);
      // The overlap alone plus this unit would still be too long: drop the overlap.
      if (currentWords + unit.words > max) {
        current = [];
        currentWords = 0;
      }
      current.push(unit);
      currentWords += unit.words;
      fresh++;
    }
  }
  flush(false);
  return passages;
}

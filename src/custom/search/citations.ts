export type AnswerPart = { type: 'text'; text: string } | { type: 'cite'; n: number };

/** Splits "… [1] … [2, 3]" into text and citation parts; numbers not in `known` stay text. */
export const splitCitations = (text: string, known?: ReadonlySet<number>): AnswerPart[] => {
  const parts: AnswerPart[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = parts[parts.length - 1];
    if (previous?.type === 'text') previous.text += value;
    else parts.push({ type: 'text', text: value });
  };
  for (const match of text.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)) {
    const numbers = match[1].split(',').map((n) => Number.parseInt(n.trim(), 10));
    pushText(text.slice(last, match.index));
    if (known && numbers.some((n) => !known.has(n))) pushText(match[0]);
    else for (const n of numbers) parts.push({ type: 'cite', n });
    last = match.index + match[0].length;
  }
  pushText(text.slice(last));
  return parts;
};

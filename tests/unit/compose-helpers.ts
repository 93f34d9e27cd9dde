import { expect } from 'vitest';
import { notFoundMessage } from '../../server/ai/language.ts';
import { compose } from '../../server/ai/offline.ts';
import type { Passage } from '../../server/ai/prompt.ts';

/** Helpers for the offline writer's class tests: a numbered passage, an answer, a decline. */
export const passage = (n: number, title: string, text: string, language = 'english'): Passage => ({ n, title, text, language });

/** The writer's answer, failing when it declined (a decline quotes what it found nearby). */
export const answer = (question: string, passages: Passage[]) => {
  const a = compose({ question, passages });
  expect(a.found, `${question} → ${a.text}`).toBe(true);
  return a;
};

export const declined = (question: string, passages: Passage[]) => {
  const a = compose({ question, passages });
  expect(
    Object.values(notFoundMessage).some((m) => a.text.startsWith(m)),
    `${question} → ${a.text}`,
  ).toBe(true);
};

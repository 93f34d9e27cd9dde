import { describe, expect, it } from 'vitest';
import { wordDiff } from '../../src/custom/faq-manager/diff.ts';
import {
  canGenerate,
  isDirty,
  isLowConfidence,
  noEdits,
  progressPercent,
  unansweredQuestion,
  withEdits,
  type FaqQuestion,
} from '../../src/custom/faq-manager/faqModel.ts';
import { citedNumbers, draftConfidence, findConflicts, pricesIn, timesIn } from '../../server/faq/draft-logic.ts';
import { groupMatcher } from '../../server/auth/groups.ts';

describe('word diff', () => {
  it('marks added and removed words and reads back both texts', () => {
    const before = 'Breakfast is served from 7 am to 10 am.';
    const after = 'Breakfast is served from 6:30 am to 10 am in the Garden Room.';
    const parts = wordDiff(before, after);
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after);
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual(['7', 'am.']);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['6:30', 'am in the Garden Room.']);
  });

  it('an empty current answer is all added; identical texts are all same', () => {
    expect(wordDiff('', 'New answer.')).toEqual([{ kind: 'added', text: 'New answer.' }]);
    expect(wordDiff('Same text', 'Same text')).toEqual([{ kind: 'same', text: 'Same text' }]);
  });
});

// Each case starts from the product's own unanswered question and changes what it is about.
const q = (over: Partial<FaqQuestion>): FaqQuestion => ({ ...unansweredQuestion('q', 's', 'Q?', 0), ...over });

describe('FAQ screen model', () => {
  it('tells why Auto Populate has nothing to do', () => {
    expect(canGenerate([])).toBe('no_questions');
    expect(canGenerate([q({ enabled: false })])).toBe('no_questions');
    expect(canGenerate([q({ status: 'published' }), q({ status: 'draft' })])).toBe('all_answered');
    expect(canGenerate([q({ status: 'published' }), q({ status: 'generation_failed' })])).toBe('ok');
  });

  it('applies collected edits to what is shown', () => {
    const saved = [q({ id: 'a' }), q({ id: 'b' })];
    const edits = { created: [{ tempId: 'new-1', sectionId: 's', question: 'New?' }], updated: { a: { enabled: false } }, deleted: ['b'] };
    expect(isDirty(noEdits)).toBe(false);
    expect(isDirty(edits)).toBe(true);
    const shown = withEdits(saved, edits);
    expect(shown.map((x) => [x.id, x.enabled, Boolean(x.pending)])).toEqual([
      ['a', false, true],
      ['new-1', true, true],
    ]);
    // A new question stands unanswered, in its section, after the saved ones, until the server has it.
    expect(shown[1]).toMatchObject({ sectionId: 's', question: 'New?', status: 'unanswered', answer: null, draftAnswer: null });
    expect(shown[1]!.position).toBeGreaterThan(shown[0]!.position);
  });

  it('marks low-confidence drafts and reads job progress', () => {
    expect(isLowConfidence(q({ status: 'draft', confidence: 0.3 }))).toBe(true);
    expect(isLowConfidence(q({ status: 'draft', confidence: 0.8 }))).toBe(false);
    expect(progressPercent({ done: 1, total: 4 })).toBe(25);
    expect(progressPercent(null)).toBeNull();
  });
});

describe('draft rules (server/faq/draft-logic)', () => {
  it('reads citations and times and prices in several spellings', () => {
    expect(citedNumbers('A [2]. B [1][2].')).toEqual([2, 1]);
    expect(timesIn('Check-in from 3 pm, check-out by 11:00, bar opens 18h30, Frühstück ab 7 Uhr')).toEqual([900, 660, 1110, 420]);
    expect(timesIn('We have 24 rooms and 3 floors')).toEqual([]);
    expect(pricesIn('Parking costs €25 per day or 30 EUR for vans; $30.50 for valet.')).toEqual(['25', '30', '30.5']);
  });

  it('finds sources that give different check-in times, not ones that agree', () => {
    const passages = [
      { n: 1, title: 'Arrival guide', source: 'documents', text: 'Check-in starts at 3 pm.' },
      { n: 2, title: 'Old letter', source: 'documents', text: 'Check-in starts at 2 pm for all rooms.' },
      { n: 3, title: 'Website', source: 'website', text: 'Our check-in time is 15:00.' },
    ];
    const conflicts = findConflicts('What time is check-in?', passages);
    expect(conflicts.map((c) => c.sides.map((s) => s.n))).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(findConflicts('What time is check-in?', [passages[0], passages[2]])).toEqual([]);
  });

  it('gives no confidence without citations, more when the sources cover the question', () => {
    expect(draftConfidence('When is breakfast?', [])).toBe(0);
    const good = draftConfidence('When is breakfast served?', [{ text: 'Breakfast is served at 7.', score: 0.8 }]);
    const weak = draftConfidence('When is breakfast served?', [{ text: 'The bar opens at 6.', score: 0.2 }]);
    expect(good).toBeGreaterThan(0.5);
    expect(weak).toBeLessThan(0.5);
  });

  it('reads Okta group names by the configured pattern', () => {
    const match = groupMatcher('app-{role}-{property}');
    expect(match('app-admin-grand-hotel')).toEqual({ propertyId: 'grand-hotel', role: 'admin' });
    expect(match('hotel:grand-hotel:admin')).toBeNull();
  });
});

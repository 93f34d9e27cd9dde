import { describe, expect, it } from 'vitest';
import { WindowLimiter } from '../../server/chatbot/limiter.ts';
import { draftKindOf, draftTopic, pickFilePassages, quotedReview } from '../../server/agents/compose.ts';

describe('chatbot rate limiter', () => {
  it('allows `limit` requests per key and window, then says how long to wait', () => {
    let now = 0;
    const l = new WindowLimiter(2, 60_000, () => now);
    expect(l.hit('a')).toBeNull();
    expect(l.hit('a')).toBeNull();
    expect(l.hit('a')).toBe(60);
    expect(l.hit('b')).toBeNull();
    now = 45_000;
    expect(l.hit('a')).toBe(15);
    now = 60_000;
    expect(l.hit('a')).toBeNull();
  });
});

describe('agent requests', () => {
  it('tells drafts from questions, in three languages', () => {
    expect(draftKindOf('Write an email about the spa weekend')).toBe('email');
    expect(draftKindOf('Rédige un article de blog sur le brunch')).toBe('blog');
    expect(draftKindOf('Schreib einen Instagram Post zum Sommerfest')).toBe('social');
    expect(draftKindOf('Reply to this review: "Lovely room but noisy street"')).toBe('review');
    expect(draftKindOf('What time is breakfast?')).toBeNull();
    expect(draftTopic('Write an email about the spa weekend.')).toBe('the spa weekend');
    expect(quotedReview('Reply to this review: "Lovely room but noisy street"')).toBe('Lovely room but noisy street');
  });

  it('picks the uploaded passages that share the question\'s words, or the opening ones for "this document"', () => {
    const passages = [
      { id: 'f', title: 'a.txt', text: 'Wedding on 14 June needs 120 chairs.' },
      { id: 'f', title: 'a.txt', text: 'Parking is in the garage.' },
    ];
    expect(pickFilePassages('How many chairs for the wedding?', passages).map((p) => p.text)).toEqual([
      'Wedding on 14 June needs 120 chairs.',
    ]);
    expect(pickFilePassages('Summarise this document', passages)).toHaveLength(2);
    expect(pickFilePassages('What is the pool schedule?', passages)).toEqual([]);
  });
});

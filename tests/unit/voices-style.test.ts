import { describe, expect, it } from 'vitest';
import { normaliseProfile } from '../../src/resources/voices/styleProfile.ts';
import { deriveProfile } from '../../server/voices/style.ts';
import { outlinePoints, writeDraft } from '../../server/voices/templates.ts';

const formalLetter = `Dear guest,

We are pleased to confirm the arrangements for your stay. Our concierge will ensure that every request is handled with the utmost care, and the spa facilities are available to you throughout your visit.

Kindly inform our reception of your arrival time so that we may prepare accordingly.

Kind regards,
The Management`;

const casualPost = `Hey friends! 🎉 Our rooftop bar is open again! 🍹 Come say hi, we're serving awesome cocktails all weekend. Can't wait! 🎉`;

describe('style profile', () => {
  it('reads a formal letter as formal and professional, with its greeting and sign-off', () => {
    const p = deriveProfile([formalLetter]);
    expect(p.formality).toBe('formal');
    expect(p.tone).toContain('professional');
    expect(p.greeting).toBe('Dear');
    expect(p.signOff).toBe('Kind regards');
    expect(p.emoji).toBe(false);
    expect(p.exclamations).toBe(false);
    expect(p.sentenceLength).not.toBe('short');
  });

  it('reads a short social post as casual, with emoji and exclamations', () => {
    const p = deriveProfile([casualPost]);
    expect(p.formality).toBe('casual');
    expect(p.emoji).toBe(true);
    expect(p.emojiExamples[0]).toBe('🎉');
    expect(p.exclamations).toBe(true);
    expect(p.tone).toContain('enthusiastic');
    expect(p.sentenceLength).toBe('short');
  });

  it('gives an empty profile for no text, and normalises hostile input', () => {
    expect(deriveProfile([]).vocabulary).toEqual([]);
    const p = normaliseProfile({
      tone: ['warm', 'evil'],
      formality: 'shouty',
      vocabulary: 'x',
      signOff: '  Bye  ',
      examples: Array(20).fill('a'),
    });
    expect(p).toMatchObject({ tone: ['warm'], formality: 'neutral', vocabulary: [], signOff: 'Bye', examples: ['a'] });
  });
});

describe('offline drafts', () => {
  it('splits an outline by lines or commas', () => {
    expect(outlinePoints('- one\n- two.\n3) three')).toEqual(['one', 'two', 'three']);
    expect(outlinePoints('one, two; three')).toEqual(['one', 'two', 'three']);
  });

  it('writes each content type from the topic and outline, the voice changing the register', () => {
    const formal = deriveProfile([formalLetter]);
    const email = writeDraft({ contentType: 'email', topic: 'Spa weekend', outline: 'Two massages, Late check-out', profile: formal });
    expect(email).toMatch(/^Subject: Spa weekend/);
    expect(email).toContain('Dear guest,');
    expect(email).toContain('- Two massages\n- Late check-out');
    expect(email).toContain('Kind regards,');
    const blog = writeDraft({ contentType: 'blog', topic: 'Spa weekend', outline: 'Two massages', profile: null });
    expect(blog).toMatch(/^# Spa weekend\n\n/);
    expect(blog).toContain('## Two massages');
    const social = writeDraft({ contentType: 'social', topic: 'Rooftop bar', outline: 'Cocktails', profile: deriveProfile([casualPost]) });
    expect(social).toContain('🎉');
    expect(social).toContain('#RooftopBar');
  });
});

describe('style profile of extracted text', () => {
  it('finds the greeting and sign-off when extraction joined the letter into one paragraph', () => {
    const p = deriveProfile(['Dear guest, We are pleased to welcome you to our hotel for your stay with us. Kind regards, The Management']);
    expect(p.signOff).toBe('Kind regards');
  });
});

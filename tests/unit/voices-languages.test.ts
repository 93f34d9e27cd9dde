import { describe, expect, it } from 'vitest';
import { draftKindOf, draftTopic } from '../../server/agents/compose.ts';
import { draftLanguage, writeDraft, writeReviewReply } from '../../server/voices/templates.ts';
import { deriveProfile } from '../../server/voices/style.ts';

/** The offline writer writes in the user's language: the topic's own, else the screen's. */
const english = /\b(the|and|your|we|our|hotel team|Subject)\b/;

describe('offline drafts in French and German', () => {
  it('takes the language of the topic, and the screen language when the topic does not tell', () => {
    expect(draftLanguage('Un week-end spa pour les amoureux', 'en')).toBe('fr');
    expect(draftLanguage('Das neue Frühstück auf der Terrasse', 'fr')).toBe('de');
    expect(draftLanguage('Spa', 'de')).toBe('de');
    expect(draftLanguage('Spa', 'xx')).toBe('en');
  });

  it('writes a French blog post, email and social post with French framing around the outline', () => {
    const input = { topic: 'Week-end spa', outline: 'Deux massages\nDépart tardif', profile: null, language: 'fr' as const };
    const blog = writeDraft({ ...input, contentType: 'blog' });
    expect(blog).toContain('# Week-end spa');
    expect(blog).toContain('## Deux massages');
    expect(blog).toMatch(/Nous nous réjouissons de vous accueillir\./);
    const email = writeDraft({ ...input, contentType: 'email' });
    expect(email.split('\n')[0]).toBe('Objet : Week-end spa');
    expect(email).toMatch(/^Bonjour,$/m);
    expect(email).toMatch(/Cordialement,\nL’équipe de l’hôtel$/);
    const social = writeDraft({ ...input, contentType: 'social' });
    expect(social).toMatch(/#WeekEndSpa/);
    for (const text of [blog, email, social]) expect(text).not.toMatch(english);
  });

  it('writes German drafts, and applies a German voice (its greeting, sign-off, formality)', () => {
    const voice = deriveProfile([
      'Liebe Gäste,\n\nwir freuen uns sehr, Ihnen mitteilen zu dürfen, dass unser Restaurant ab Mai wieder geöffnet ist. Sie erwartet eine sorgfältig zusammengestellte Karte mit regionalen Spezialitäten.\n\nHerzliche Grüße\nIhr Team vom Seehotel',
    ]);
    const plain = writeDraft({
      contentType: 'email',
      topic: 'Wellness-Wochenende',
      outline: 'Zwei Massagen, Später Check-out',
      profile: null,
      language: 'de',
    });
    expect(plain.split('\n')[0]).toBe('Betreff: Wellness-Wochenende');
    expect(plain).toMatch(/Mit freundlichen Grüßen\nIhr Hotelteam$/);
    const voiced = writeDraft({
      contentType: 'email',
      topic: 'Wellness-Wochenende',
      outline: 'Zwei Massagen, Später Check-out',
      profile: voice,
      language: 'de',
    });
    expect(voiced).toMatch(/^Liebe Gäste,$/m);
    expect(voiced).toMatch(/Herzliche grüße\nIhr Hotelteam$/i);
    for (const text of [plain, voiced]) expect(text).not.toMatch(english);
  });

  it("keeps a voice's English greeting out of a French draft", () => {
    const voice = deriveProfile([
      'Dear guest,\n\nWe are pleased to welcome you. Kindly let us know of any request.\n\nKind regards,\nThe team',
    ]);
    const email = writeDraft({ contentType: 'email', topic: 'Week-end spa', outline: 'Deux massages', profile: voice, language: 'fr' });
    expect(email).not.toMatch(/Dear|Kind regards/);
    expect(email).toMatch(/^Chère cliente, cher client,$/m);
  });

  it('answers a review in the language the guest wrote it in, praise and complaint each acknowledged', () => {
    const de = writeReviewReply('Das Zimmer war sauber und das Personal sehr freundlich, aber das Frühstück war kalt.', null);
    expect(de).toMatch(/^Guten Tag,/);
    expect(de).toContain('„Das Zimmer war sauber und das Personal sehr freundlich“');
    expect(de).toContain('„das Frühstück war kalt“');
    expect(de).not.toMatch(english);
    const fr = writeReviewReply('La chambre était propre mais le petit-déjeuner était froid.', null, [], 'en');
    expect(fr).toContain('Merci d’avoir pris le temps de partager votre avis.');
    expect(fr).toContain('« le petit-déjeuner était froid »');
    const en = writeReviewReply('The room was lovely but the breakfast was cold.', null);
    expect(en).toContain('We are delighted to read that the room was lovely.');
    expect(en).toContain('We are sorry to hear that the breakfast was cold.');
  });

  it('reads French and German requests to the Marketing agent', () => {
    expect(draftKindOf('Écris un article de blog sur notre week-end spa')).toBe('blog');
    expect(draftTopic('Écris un article de blog sur notre week-end spa')).toBe('notre week-end spa');
    expect(draftKindOf('Schreib eine E-Mail über das Wellness-Wochenende')).toBe('email');
    expect(draftKindOf('Réponds à cet avis : « La chambre était propre »')).toBe('review');
  });
});

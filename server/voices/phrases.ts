import type { Lang } from '../ai/language.ts';
import type { StyleProfile } from '../../src/resources/voices/styleProfile.ts';

/**
 * The offline writer's phrases in the three product languages. Topics are quoted or set after a
 * colon rather than woven into a sentence, so no article or case agreement is needed in French or
 * German. Casual German and French address the reader familiarly (ihr, on), as such posts do.
 */
export interface Register {
  opener: (topic: string) => string;
  pointFollow: string[];
  close: string;
  cta: string;
  greeting: string;
  signOff: string;
  subject: (topic: string) => string;
}

export interface Phrases {
  neutral: Register;
  formal: Register;
  casual: Register;
  toneFollow: Partial<Record<StyleProfile['tone'][number], string>>;
  /** "Think a, b and c: everything you know us for." */
  vocabulary: (list: string) => string;
  and: string;
  /** The end of a sentence exclaimed (French sets a thin space before it). */
  exclaim: string;
  /** Joins a point and its follow-up into one long sentence. */
  joinLong: (point: string, follow: string) => string;
  /** A greeting word that needs a noun after it ("Dear" guest, "Liebe" Gäste). */
  greetingNoun: Record<string, string>;
  /** Sign-offs are followed by a comma in English and French, not in German. */
  signOffComma: boolean;
  team: string;
  review: {
    thanks: string;
    praise: (sentence: string) => string;
    complaint: (sentence: string) => string;
    neither: string;
    again: string;
    back: string;
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** English: "Spa weekend" reads "spa weekend" mid-sentence. */
const lowerEn = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
/** German capitalises nouns: only the function words these phrases start with are lowered. */
const lowerDe = (s: string) =>
  s.replace(/^(Unser|Unsere|Es|Das|Dies|Jedes|Wir|Bei|Teilen|Planen|Nehmen|Gönnen|Fragt|Sichert|Kontaktieren|Details)\b/, (w) =>
    w === 'Details' ? w : w.toLowerCase(),
  );
const lowerFr = (s: string) => (/^[A-ZÀÂÉÈÊÎÔÛ][a-zàâçéèêëîïôûù]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

export const lowerFirst: Record<Lang, (s: string) => string> = { en: lowerEn, fr: lowerFr, de: lowerDe };

const en: Phrases = {
  neutral: {
    opener: (t) => `Here is an update on ${lowerEn(t)}: what it is and what it means for your stay.`,
    pointFollow: [
      'Details are available from the front desk.',
      'This applies for the whole period.',
      'Ask the team if you have any questions.',
    ],
    close: 'We look forward to seeing you.',
    cta: 'Contact the hotel to book or to find out more.',
    greeting: 'Hello,',
    signOff: 'Regards,\nThe hotel team',
    subject: (t) => capital(t),
  },
  formal: {
    opener: (t) => `We are pleased to share ${lowerEn(t)} with you, and the details below set out what you may expect.`,
    pointFollow: [
      'Our team will be delighted to make the necessary arrangements.',
      'Every detail has been considered for your comfort.',
      'Kindly let us know of any particular request.',
    ],
    close: 'It will be our pleasure to welcome you.',
    cta: 'Our reservations team will gladly assist you with your booking.',
    greeting: 'Dear guest,',
    signOff: 'Kind regards,\nThe hotel team',
    subject: (t) => `${capital(t)}: an invitation`,
  },
  casual: {
    opener: (t) => `Guess what? ${capital(t)} is here, and we can't wait to tell you all about it.`,
    pointFollow: ["You're going to love this one.", "It's the little things that count.", 'Just ask us and we’ll sort it.'],
    close: "Can't wait to see you!",
    cta: 'Grab your spot now: message us or book online.',
    greeting: 'Hi there,',
    signOff: 'Cheers,\nThe team',
    subject: (t) => `${capital(t)} is here`,
  },
  toneFollow: {
    warm: 'It is one of the touches we love sharing with our guests.',
    elegant: 'A refined detail, thoughtfully prepared for you.',
    calm: 'Take your time, slow down and simply enjoy it.',
    enthusiastic: 'It really is something special',
    playful: 'Go on, treat yourself',
    direct: 'Plan ahead: it is popular.',
    professional: 'Our team will make sure everything is ready for you.',
  },
  vocabulary: (list) => `Think ${list}: everything you know us for.`,
  and: 'and',
  exclaim: '!',
  joinLong: (p, f) => `${p}, and ${lowerEn(f)}`,
  greetingNoun: { dear: 'guest' },
  signOffComma: true,
  team: 'The hotel team',
  review: {
    thanks: 'Thank you for taking the time to share your review',
    praise: (s) => `We are delighted to read that ${lowerEn(s)}`,
    complaint: (s) => `We are sorry to hear that ${lowerEn(s)}. We have shared your comments with the team so that we can put this right.`,
    neither: 'Your feedback helps us make every stay better.',
    again: 'We would be glad to welcome you again and show you a better stay',
    back: 'We look forward to welcoming you back',
  },
};

const fr: Phrases = {
  neutral: {
    opener: (t) => `À propos de « ${t} » : voici ce qu’il faut savoir et ce que cela change pour votre séjour.`,
    pointFollow: [
      'Tous les détails sont disponibles à la réception.',
      'Cela s’applique pendant toute la période.',
      'N’hésitez pas à interroger l’équipe si vous avez des questions.',
    ],
    close: 'Nous nous réjouissons de vous accueillir.',
    cta: 'Contactez l’hôtel pour réserver ou pour en savoir plus.',
    greeting: 'Bonjour,',
    signOff: 'Cordialement,\nL’équipe de l’hôtel',
    subject: (t) => capital(t),
  },
  formal: {
    opener: (t) => `Nous avons le plaisir de vous présenter « ${t} » ; vous trouverez ci-dessous tout ce qui vous attend.`,
    pointFollow: [
      'Notre équipe se fera un plaisir de prendre toutes les dispositions nécessaires.',
      'Chaque détail a été pensé pour votre confort.',
      'Nous vous remercions de nous faire part de toute demande particulière.',
    ],
    close: 'Ce sera un plaisir de vous accueillir.',
    cta: 'Notre service des réservations se tient à votre disposition.',
    greeting: 'Chère cliente, cher client,',
    signOff: 'Bien cordialement,\nL’équipe de l’hôtel',
    subject: (t) => `${capital(t)} : une invitation`,
  },
  casual: {
    opener: (t) => `Devinez quoi ? ${capital(t)}, c’est maintenant, et on a hâte de tout vous raconter.`,
    pointFollow: ['Vous allez adorer.', 'Ce sont les petits détails qui comptent.', 'Demandez-nous, on s’en occupe.'],
    close: 'On a hâte de vous voir\u202f!',
    cta: 'Réservez vite : écrivez-nous ou réservez en ligne.',
    greeting: 'Salut,',
    signOff: 'À bientôt,\nL’équipe',
    subject: (t) => `${capital(t)}, c’est maintenant`,
  },
  toneFollow: {
    warm: 'C’est l’une des attentions que nous aimons partager avec nos hôtes.',
    elegant: 'Un détail raffiné, préparé avec soin pour vous.',
    calm: 'Prenez votre temps, ralentissez et profitez simplement.',
    enthusiastic: 'C’est vraiment quelque chose de spécial',
    playful: 'Allez, faites-vous plaisir',
    direct: 'Pensez à réserver : c’est très demandé.',
    professional: 'Notre équipe veillera à ce que tout soit prêt pour vous.',
  },
  vocabulary: (list) => `${capital(list)} : tout ce qui fait notre réputation.`,
  and: 'et',
  exclaim: '\u202f!',
  joinLong: (p, f) => `${p}, et ${lowerFr(f)}`,
  greetingNoun: { cher: 'client', chère: 'cliente', chers: 'clients' },
  signOffComma: true,
  team: 'L’équipe de l’hôtel',
  review: {
    thanks: 'Merci d’avoir pris le temps de partager votre avis',
    praise: (s) => `Nous sommes ravis de lire : « ${s} »`,
    complaint: (s) => `Nous sommes désolés de lire : « ${s} ». Nous avons transmis vos remarques à l’équipe afin d’y remédier.`,
    neither: 'Vos commentaires nous aident à améliorer chaque séjour.',
    again: 'Nous serions heureux de vous accueillir à nouveau et de vous offrir un meilleur séjour',
    back: 'Au plaisir de vous accueillir à nouveau',
  },
};

const de: Phrases = {
  neutral: {
    opener: (t) => `Neuigkeiten zum Thema „${t}“: was es ist und was es für Ihren Aufenthalt bedeutet.`,
    pointFollow: [
      'Details erhalten Sie an der Rezeption.',
      'Dies gilt für den gesamten Zeitraum.',
      'Bei Fragen hilft Ihnen unser Team gern weiter.',
    ],
    close: 'Wir freuen uns auf Ihren Besuch.',
    cta: 'Kontaktieren Sie das Hotel, um zu buchen oder mehr zu erfahren.',
    greeting: 'Guten Tag,',
    signOff: 'Mit freundlichen Grüßen\nIhr Hotelteam',
    subject: (t) => capital(t),
  },
  formal: {
    opener: (t) => `Wir freuen uns, Ihnen „${t}“ vorzustellen; im Folgenden erfahren Sie, was Sie erwartet.`,
    pointFollow: [
      'Unser Team trifft gern alle nötigen Vorkehrungen für Sie.',
      'Jedes Detail wurde für Ihren Komfort bedacht.',
      'Teilen Sie uns gern Ihre besonderen Wünsche mit.',
    ],
    close: 'Es wird uns eine Freude sein, Sie zu begrüßen.',
    cta: 'Unser Reservierungsteam ist Ihnen bei der Buchung gern behilflich.',
    greeting: 'Sehr geehrte Gäste,',
    signOff: 'Mit freundlichen Grüßen\nIhr Hotelteam',
    subject: (t) => `${capital(t)}: eine Einladung`,
  },
  casual: {
    opener: (t) => `Ratet mal! ${capital(t)} ist da, und wir können es kaum erwarten, euch alles zu erzählen.`,
    pointFollow: ['Das werdet ihr lieben.', 'Es sind die kleinen Dinge, die zählen.', 'Fragt uns einfach, wir kümmern uns darum.'],
    close: 'Wir freuen uns auf euch!',
    cta: 'Sichert euch euren Platz: schreibt uns oder bucht online.',
    greeting: 'Hallo zusammen,',
    signOff: 'Viele Grüße\nEuer Team',
    subject: (t) => `${capital(t)} ist da`,
  },
  toneFollow: {
    warm: 'Es ist eine der Aufmerksamkeiten, die wir gern mit unseren Gästen teilen.',
    elegant: 'Ein raffiniertes Detail, sorgfältig für Sie vorbereitet.',
    calm: 'Nehmen Sie sich Zeit, kommen Sie zur Ruhe und genießen Sie einfach.',
    enthusiastic: 'Es ist wirklich etwas ganz Besonderes',
    playful: 'Gönnen Sie sich etwas',
    direct: 'Planen Sie rechtzeitig: Es ist sehr gefragt.',
    professional: 'Unser Team sorgt dafür, dass alles für Sie bereit ist.',
  },
  vocabulary: (list) => `${capital(list)}: alles, wofür Sie uns kennen.`,
  and: 'und',
  exclaim: '!',
  joinLong: (p, f) => `${p}, und ${lowerDe(f)}`,
  greetingNoun: { liebe: 'Gäste', lieber: 'Gast' },
  signOffComma: false,
  team: 'Ihr Hotelteam',
  review: {
    thanks: 'Vielen Dank, dass Sie sich die Zeit für Ihre Bewertung genommen haben',
    praise: (s) => `Es freut uns sehr zu lesen: „${s}“`,
    complaint: (s) => `Es tut uns leid zu lesen: „${s}“. Wir haben Ihre Hinweise an das Team weitergegeben, damit wir das verbessern.`,
    neither: 'Ihr Feedback hilft uns, jeden Aufenthalt besser zu machen.',
    again: 'Wir würden uns freuen, Sie wieder bei uns zu begrüßen und Ihnen einen besseren Aufenthalt zu bieten',
    back: 'Wir freuen uns darauf, Sie wieder bei uns zu begrüßen',
  },
};

export const phrases: Record<Lang, Phrases> = { en, fr, de };

/** The language a greeting or sign-off of a voice's sources is written in (style.ts finds them). */
export function phraseLanguage(phrase: string): Lang {
  const p = phrase.toLowerCase();
  if (/^(bonjour|cher|chère|chers|bien à vous|cordialement|chaleureusement|à bientôt)/.test(p)) return 'fr';
  if (/^(liebe|lieber|hallo|guten tag|mit freundlichen grüßen|herzliche grüße|viele grüße|liebe grüße|bis bald)/.test(p)) return 'de';
  return 'en';
}

import type { TranslationMessages } from 'react-admin';
import type { messages as shellEn } from './shell/en.ts';

/** Same keys as the English catalogue, any wording: a missing or extra key fails the type check. */
export type MessagesOf<T> = { [K in keyof T]: T[K] extends string ? string : MessagesOf<T[K]> };

/**
 * A part of a locale's catalogue: the shell's, or one feature folder's `i18n/<locale>.ts`
 * (`resources.<name>.*` labels and `app.<feature>.*` strings).
 */
export type MessagesPart = { [key: string]: string | MessagesPart };

/** One locale's merged catalogue; the shell's keys are typed so tests can name them. */
export type Catalogue = TranslationMessages & { app: MessagesOf<typeof shellEn.app> };

import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from '../i18n/en.ts';
import { setServerErrorTranslator } from './serverErrors.ts';

export const DEFAULT_LOCALE = 'en';
export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'de', name: 'Deutsch' },
] as const;
export type LocaleCode = (typeof locales)[number]['locale'];

type Messages = { [key: string]: Messages | string | undefined };

/** English under every other locale, so a key a catalogue lacks still reads in English. */
export function withEnglishFallback<T extends Messages>(fallback: Messages, messages: T): T {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(messages)) {
    const base = merged[key];
    merged[key] = value && typeof value === 'object' && base && typeof base === 'object' ? withEnglishFallback(base, value) : value;
  }
  return merged as T;
}

// French and German are separate chunks: most users never download them.
const loaders: Record<Exclude<LocaleCode, 'en'>, () => Promise<TranslationMessages>> = {
  fr: () => import('../i18n/fr.ts').then((m) => m.fr),
  de: () => import('../i18n/de.ts').then((m) => m.de),
};

export function getMessages(locale: string): TranslationMessages | Promise<TranslationMessages> {
  if (locale === 'fr' || locale === 'de') {
    return loaders[locale]().then((messages) => withEnglishFallback(en as Messages, messages as Messages) as TranslationMessages);
  }
  return en;
}

export const createI18nProvider = (): I18nProvider => {
  const provider = polyglotI18nProvider(getMessages, DEFAULT_LOCALE, [...locales], { allowMissing: true });
  return {
    ...provider,
    // The page declares the language it shows (index.html says en), so screen readers and
    // hyphenation follow a switch, and a saved choice restored at start-up.
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      if (typeof document !== 'undefined') document.documentElement.lang = locale;
    },
  };
};

export const i18nProvider = createI18nProvider();
// Server error codes become text in the language shown (see serverErrors.ts).
setServerErrorTranslator((key, options) => i18nProvider.translate(key, options));

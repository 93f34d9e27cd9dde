import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { messages as failures } from './failures/en.ts';
import { messages as fileErrors } from './file-errors/en.ts';
import { messages as shell } from './shell/en.ts';
import type { Catalogue, MessagesPart } from './types.ts';

/**
 * Every feature folder's English part, found by its place (`src/resources/<name>/i18n/en.ts`,
 * `src/custom/<feature>/i18n/en.ts`): a new feature brings its strings without a line here, and
 * this module holds English only, so French and German stay out of its chunk.
 */
const features = import.meta.glob<MessagesPart>(['../resources/*/i18n/en.ts', '../custom/*/i18n/en.ts'], {
  eager: true,
  import: 'messages',
});

/** The product's English parts by file; no two define the same key (tests/unit/i18n-catalogues.test.ts). */
export const enParts: Record<string, MessagesPart> = {
  './shell/en.ts': shell,
  './failures/en.ts': failures,
  './file-errors/en.ts': fileErrors,
  ...features,
};

/** react-admin's English, then the product's parts (the shell's `ra.*` rewordings win). */
export const en: Catalogue = mergeTranslations(englishMessages, ...Object.values(enParts));

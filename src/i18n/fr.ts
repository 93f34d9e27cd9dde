import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'react-admin';
import { messages as failures } from './failures/fr.ts';
import { messages as fileErrors } from './file-errors/fr.ts';
import { messages as shell } from './shell/fr.ts';
import type { Catalogue, MessagesPart } from './types.ts';

/** Every feature folder's French part (see en.ts); each is typed against its English file. */
const features = import.meta.glob<MessagesPart>(['../resources/*/i18n/fr.ts', '../custom/*/i18n/fr.ts'], {
  eager: true,
  import: 'messages',
});

export const frParts: Record<string, MessagesPart> = {
  './shell/fr.ts': shell,
  './failures/fr.ts': failures,
  './file-errors/fr.ts': fileErrors,
  ...features,
};

export const fr: Catalogue = mergeTranslations(frenchMessages, ...Object.values(frParts));

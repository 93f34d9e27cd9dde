import { germanMessages } from './ra-german.ts';
import { mergeTranslations } from 'react-admin';
import { messages as failures } from './failures/de.ts';
import { messages as fileErrors } from './file-errors/de.ts';
import { messages as shell } from './shell/de.ts';
import type { Catalogue, MessagesPart } from './types.ts';

/** Every feature folder's German part (see en.ts); each is typed against its English file. */
const features = import.meta.glob<MessagesPart>(['../resources/*/i18n/de.ts', '../custom/*/i18n/de.ts'], {
  eager: true,
  import: 'messages',
});

export const deParts: Record<string, MessagesPart> = {
  './shell/de.ts': shell,
  './failures/de.ts': failures,
  './file-errors/de.ts': fileErrors,
  ...features,
};

export const de: Catalogue = mergeTranslations(germanMessages, ...Object.values(deParts));

import { faqManagerMessages } from '../custom/faq-manager/messages.ts';
import { agentMessages } from '../custom/agents/messages.ts';
import { searchMessages } from '../custom/search/messages.ts';
import { documentMessages } from '../resources/documents/messages.ts';
import { integrationsMessages } from '../resources/integrations/messages.ts';
import { voiceMessages } from '../resources/voices/messages.ts';
import { failureMessages } from './failureMessages.ts';
import { fileErrorMessages } from './fileErrors.ts';
import { deepMerge } from './merge.ts';

export type Locale = 'en' | 'fr' | 'de';

/** The `app.*` strings that feature folders keep beside their screens, for one locale. */
export const featureApp = (locale: Locale) =>
  deepMerge<Record<string, unknown>>({ documents: documentMessages[locale], voices: voiceMessages[locale], agents: agentMessages[locale] }, searchMessages[locale].app, integrationsMessages[locale].app, failureMessages[locale], fileErrorMessages[locale], faqManagerMessages[locale]);

import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  app: {
    resources: {
      empty: 'Noch keine %{name}',
      create_only: '%{field} kann nach dem Erstellen nicht mehr geändert werden',
      url_invalid: 'Bitte geben Sie eine gültige URL ein',
      more: '+%{count}',
      more_label: '%{count} weitere: %{items}',
      json_invalid: 'Bitte geben Sie gültiges JSON ein',
    },
    access: {
      helper:
        'Wer Antworten sehen darf, die aus diesem Element stammen: nur das Personal oder Personal und Gäste über den öffentlichen Chatbot.',
      staff_hint: 'Nur angemeldetes Personal sieht Antworten aus diesem Element.',
      public_hint: 'Das Personal und Gäste über den öffentlichen Chatbot sehen Antworten aus diesem Element.',
    },
  },
} satisfies MessagesOf<typeof en>;

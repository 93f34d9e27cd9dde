import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  resources: {
    'faq-sections': {
      name: 'FAQ-Abschnitt |||| FAQ-Abschnitte',
      fields: {
        id: 'ID',
        createdAt: 'Erstellt am',
        updatedAt: 'Aktualisiert am',
        title: 'Titel',
        description: 'Beschreibung',
        position: 'Position',
      },
      choices: {},
      empty: 'Noch keine FAQ-Abschnitte',
      emptyHint: 'Abschnitte gruppieren Ihre häufig gestellten Fragen.',
      helper: {},
      locked: {},
    },
  },
  app: {
    faq: {
      empty_section: 'Sie können keinen leeren Abschnitt erstellen',
    },
  },
} satisfies MessagesOf<typeof en>;

import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  resources: {
    'faq-sections': {
      name: 'Section de FAQ |||| Sections de FAQ',
      fields: {
        id: 'ID',
        createdAt: 'Créé le',
        updatedAt: 'Mis à jour le',
        title: 'Titre',
        description: 'Description',
        position: 'Position',
      },
      choices: {},
      empty: 'Aucune section de FAQ pour le moment',
      emptyHint: 'Les sections regroupent vos questions fréquentes.',
      helper: {},
      locked: {},
    },
  },
  app: {
    faq: {
      empty_section: 'Vous ne pouvez pas créer une section vide',
    },
  },
} satisfies MessagesOf<typeof en>;

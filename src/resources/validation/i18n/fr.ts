import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  app: {
    validation: {
      text: 'Doit être du texte',
      reference: 'Doit être un identifiant',
      not_found: 'Introuvable dans cet établissement',
      boolean: 'Doit être vrai ou faux',
      date: 'Doit être une date',
      list: 'Doit être une liste',
      words: 'Doit être une liste de mots',
      among: 'Doit faire partie de : %{options}',
      too_large: 'Doit faire %{max} au plus',
      create_only: 'Ne peut plus être modifié après la création',
    },
    errors: {
      invalid_input: 'Certains champs ne sont pas valides : voyez les messages sous ces champs.',
      missing_required: 'Veuillez remplir tous les champs obligatoires',
    },
  },
} satisfies MessagesOf<typeof en>;

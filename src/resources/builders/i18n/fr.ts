import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  app: {
    resources: {
      empty: 'Aucun(e) %{name} pour le moment',
      create_only: '%{field} ne peut pas être modifié(e) après la création',
      url_invalid: 'Veuillez saisir une URL valide',
      more: '+%{count}',
      more_label: '%{count} de plus : %{items}',
      json_invalid: 'Veuillez saisir un JSON valide',
    },
    access: {
      helper:
        'Qui peut voir les réponses tirées de cet élément : le personnel uniquement, ou le personnel et les clients via le chatbot public.',
      staff_hint: 'Seul le personnel connecté voit les réponses tirées de cet élément.',
      public_hint: 'Le personnel, et les clients via le chatbot public, voient les réponses tirées de cet élément.',
    },
  },
} satisfies MessagesOf<typeof en>;

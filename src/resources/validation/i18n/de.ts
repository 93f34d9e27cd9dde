import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  app: {
    validation: {
      text: 'Muss Text sein',
      reference: 'Muss eine ID sein',
      not_found: 'In diesem Betrieb nicht gefunden',
      boolean: 'Muss wahr oder falsch sein',
      date: 'Muss ein Datum sein',
      list: 'Muss eine Liste sein',
      words: 'Muss eine Liste von Wörtern sein',
      among: 'Muss einer dieser Werte sein: %{options}',
      too_large: 'Darf höchstens %{max} groß sein',
      create_only: 'Kann nach dem Erstellen nicht mehr geändert werden',
    },
    errors: {
      invalid_input: 'Einige Felder sind ungültig: siehe die Hinweise darunter.',
      missing_required: 'Bitte füllen Sie alle Pflichtfelder aus',
    },
  },
} satisfies MessagesOf<typeof en>;

import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  resources: {
    members: {
      name: 'Mitglied |||| Mitglieder',
      fields: {
        id: 'ID',
        createdAt: 'Mitglied seit',
        updatedAt: 'Aktualisiert am',
        email: 'E-Mail',
        name: 'Name',
        role: 'Rolle',
        origin: 'Hinzugefügt durch',
        userId: 'Benutzer',
      },
      choices: {
        role: {
          staff: 'Team',
          admin: 'Admin',
        },
        origin: {
          invite: 'Einladung',
          groups: 'Okta-Gruppe',
          seed: 'Entwicklungskonto',
        },
      },
      empty: 'Noch keine Mitglieder',
      emptyHint: 'Laden Sie Personen per E-Mail ein; Admins geben FAQ-Antworten frei und veröffentlichen sie.',
      helper: {
        role: 'Das Team fügt Fragen hinzu und bearbeitet sie; Admins geben außerdem Antworten frei, lehnen ab, veröffentlichen und verwalten Mitglieder.',
      },
      locked: {
        email: 'Die E-Mail kann nach der Einladung nicht geändert werden',
      },
    },
  },
  app: {
    members: {
      email_required: 'E-Mail-Adresse ist erforderlich',
    },
  },
} satisfies MessagesOf<typeof en>;

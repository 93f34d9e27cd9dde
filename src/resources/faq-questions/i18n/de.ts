import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  resources: {
    'faq-questions': {
      name: 'FAQ-Frage |||| FAQ-Fragen',
      fields: {
        id: 'ID',
        createdAt: 'Erstellt am',
        updatedAt: 'Aktualisiert am',
        sectionId: 'Abschnitt',
        question: 'Frage',
        answer: 'Antwort',
        draftAnswer: 'Vorgeschlagener Entwurf',
        enabled: 'Aktiviert',
        status: 'Status',
        position: 'Position',
        error: 'Fehler',
        confidence: 'Sicherheit',
        needsAnswer: 'Antwort erforderlich',
        citations: 'Quellen',
        conflicts: 'Widersprüchliche Quellen',
      },
      choices: {
        status: {
          unanswered: 'Unbeantwortet',
          generating: 'Wird generiert',
          draft: 'Entwurf',
          approved: 'Genehmigt',
          published: 'Veröffentlicht',
          rejected: 'Abgelehnt',
          generation_failed: 'Generierung fehlgeschlagen',
        },
      },
      empty: 'Noch keine FAQ-Fragen',
      emptyHint: 'Fügen Sie die Fragen hinzu, die Ihre Gäste am häufigsten stellen.',
      helper: {},
      locked: {
        question: 'Der Fragetext kann nach dem Erstellen nicht mehr geändert werden',
      },
    },
  },
  app: {
    faq: {
      question_required: 'Der Fragetext ist erforderlich',
    },
  },
} satisfies MessagesOf<typeof en>;

import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  resources: {
    chatbots: {
      name: 'Chatbot |||| Chatbots',
      fields: {
        id: 'ID',
        createdAt: 'Erstellt am',
        updatedAt: 'Aktualisiert am',
        name: 'Name',
        agent: 'Agent',
        sources: 'Quellen',
        welcome: 'Begrüßungstext',
        primaryColor: 'Farbe',
        textColor: 'Textfarbe',
        enabled: 'Aktiviert',
      },
      choices: {
        agent: {
          'customer-service': 'Kundenservice',
          operations: 'Betrieb',
          marketing: 'Marketing',
        },
        sources: {
          faqs: 'Veröffentlichte FAQs',
          documents: 'Für Gäste freigegebene Dokumente',
          website: 'Für Gäste freigegebene Verbindungen',
        },
      },
      empty: 'Noch keine Chatbots',
      emptyHint: 'Ein Chatbot beantwortet Gästefragen auf Ihrer Website aus veröffentlichten FAQs und für Gäste freigegebenen Quellen.',
      helper: {
        sources: 'Es werden nur veröffentlichte FAQ-Antworten und Einträge mit dem Zugriff „Mitarbeitende und Gäste“ verwendet.',
      },
      locked: {},
    },
  },
  app: {
    chatbots: {
      color_hint: 'Eine Farbe wie #1f6feb',
    },
  },
} satisfies MessagesOf<typeof en>;

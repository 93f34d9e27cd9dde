import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  app: {
    agents: {
      title: 'Agenten durchsuchen',
      tabs: {
        all: 'Alle',
        operations: 'Betrieb',
        marketing: 'Marketing',
        'customer-service': 'Kundenservice',
      },
      welcome: {
        all: {
          title: 'Wie kann ich Ihnen helfen?',
          body: 'Fragen Sie etwas zu Ihrer Unterkunft, oder laden Sie ein Dokument hoch und fragen Sie dazu.',
        },
        operations: {
          title: 'Betriebsagent',
          body: 'Sucht Richtlinien, Reservierungen und Zimmerdaten aus Ihrem PMS sowie Ihre Dokumente.',
        },
        marketing: {
          title: 'Marketingagent',
          body: 'Entwirft Blogbeiträge, E-Mails, Social-Media-Posts und Antworten auf Bewertungen in Ihrer Markenstimme.',
        },
        'customer-service': {
          title: 'Kundenservice-Agent',
          body: 'Beantwortet Gästefragen aus Ihren veröffentlichten FAQs und den für Gäste freigegebenen Quellen.',
        },
      },
      input: 'Nachricht eingeben...',
      send: 'Senden',
      stop: 'Stopp',
      voice: 'Markenstimme',
      voice_auto: 'Passend zur Anfrage',
      voice_used: 'Verfasst in der Markenstimme %{name}',
      voice_none: 'Noch keine Markenstimme: Entwürfe sind neutral formuliert.',
      history_failed: 'Ihre Unterhaltungen konnten nicht geladen werden.',
      conversation_failed: 'Diese Unterhaltung konnte nicht geladen werden.',
      voices_failed: 'Markenstimmen konnten nicht geladen werden: Entwürfe nutzen die passendste.',
      upload: 'Dokument hochladen',
      uploaded: '%{name} zu dieser Unterhaltung hinzugefügt',
      upload_failed: 'Die Datei konnte nicht hinzugefügt werden: %{message}',
      create_chatbot: 'Chatbot erstellen',
      integrations: 'Integrationen',
      history: 'Unterhaltungen',
      new_conversation: 'Neue Unterhaltung',
      rename: 'Umbenennen',
      rename_title: 'Unterhaltung umbenennen',
      title_label: 'Titel',
      delete: 'Löschen',
      no_history: 'Noch keine Unterhaltungen',
      sources: 'Quellen',
      you: 'Sie',
      failed: 'Die Antwort konnte nicht geschrieben werden',
      files: 'Dateien dieser Unterhaltung',
      upload_source: 'Hochgeladene Datei',
      chatbot: {
        snippet_title: 'Auf Ihrer Website einbinden',
        snippet_hint: 'Fügen Sie diese Zeile vor </body> auf einer beliebigen Seite Ihrer Website ein.',
        copy: 'Code kopieren',
        copied: 'Code kopiert',
        demo: 'Demoseite öffnen',
        disabled: 'Dieser Chatbot ist deaktiviert: Das Widget antwortet nicht.',
      },
    },
  },
} satisfies MessagesOf<typeof en>;

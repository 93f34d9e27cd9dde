import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  app: {
    search: {
      title: 'Suche',
      subtitle: 'Finden Sie alles im Wissen Ihres Hauses, oder stellen Sie eine Frage und erhalten Sie eine Antwort mit Quellen.',
      placeholder: 'Dateien und Dokumente durchsuchen...',
      input_label: 'Dateien und Dokumente durchsuchen',
      filters_label: 'Quellen',
      sources: {
        all: 'Alle Quellen',
        documents: 'Dokumente',
        images: 'Bilder',
        faqs: 'FAQs',
        website: 'Website',
        pms: 'PMS',
        reviews: 'Bewertungen',
      },
      actions: {
        ask: 'Fragen',
        open: 'Öffnen',
        stop: 'Stoppen',
        retry: 'Erneut versuchen',
        load_more: 'Mehr laden',
      },
      results: {
        label: 'Suchergebnisse',
        count: '%{smart_count} Ergebnis |||| %{smart_count} Ergebnisse',
        none: 'Keine Ergebnisse für „%{q}“',
        none_hint: 'Versuchen Sie andere oder weniger Wörter, oder suchen Sie in allen Quellen.',
        error_title: 'Die Suche ist fehlgeschlagen',
        thumbnail_alt: 'Vorschau von %{title}',
      },
      tips: {
        title: 'Durchsuchen Sie das Wissen Ihres Hauses',
        search: 'Drücken Sie Enter, um zu suchen.',
        ask: 'Drücken Sie Strg+Enter (⌘+Enter auf dem Mac), um eine Frage zu stellen und eine Antwort mit nummerierten Quellen zu erhalten.',
        focus: 'Drücken Sie irgendwo auf dieser Seite /, um zum Suchfeld zu springen.',
        phrase: 'Setzen Sie Wörter in Anführungszeichen für eine exakte Wortfolge, z. B. "später Check-out".',
        sources: 'Grenzen Sie die Suche mit den Quellenfiltern ein.',
      },
      ask: {
        title: 'Antwort',
        thinking: 'Ihre Quellen werden gelesen...',
        offline: 'Beantwortet vom integrierten Offline-Schreiber',
        model: 'Beantwortet von %{model}',
        sources: 'Quellen',
        others: 'Weitere gelesene Passagen (%{count})',
        others_title: 'Ebenfalls gelesen, nicht zitiert',
        stopped: 'Gestoppt',
        error_title: 'Die Antwort konnte nicht abgeschlossen werden',
        cite: 'Quelle %{n}: %{title}',
      },
    },
  },
} satisfies MessagesOf<typeof en>;

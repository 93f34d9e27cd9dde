import type { MessagesOf } from '../types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  app: {
    auth: {
      property_switched: 'Sie arbeiten jetzt in %{name}',
      property_refused: 'Sie sind kein Mitglied der Unterkunft „%{id}“: Sie arbeiten weiterhin in %{name}.',
    },
    errors: {
      malformed_json: 'Die Anfrage konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
      nul_character: 'Der Text enthält ein nicht erlaubtes Zeichen.',
      body_too_large: 'Die Anfrage ist zu groß: Die Grenze liegt bei %{limit}.',
      json_too_deep: 'Die Daten sind zu tief verschachtelt (höchstens %{max} Ebenen).',
      server_busy: 'Der Server ist ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
      http_status: 'Der Server hat mit einem Fehler geantwortet (%{status}).',
    },
    list: {
      load_failed: '%{name} konnten nicht geladen werden.',
      load_failed_detail: 'Grund: %{reason}',
      retry: 'Erneut versuchen',
    },
    document: {
      summary: 'Übersicht',
      pages: 'Seiten',
      slides: 'Folien',
      sheets: 'Tabellenblätter',
      rows: 'Zeilen',
      words: 'Wörter',
      language: 'Sprache',
      size: 'Größe',
      created: 'Hinzugefügt am',
      type: 'Typ',
      reason: 'Grund des Fehlers',
      open: 'Datei öffnen',
      passages: 'Abschnitte',
      actions: 'Aktionen für %{name}',
      edit: 'Bearbeiten',
      delete: 'Löschen',
      ready: 'Bereit',
      failed: 'Fehlgeschlagen: %{reason}',
      processing_live: 'Datei wird gelesen…',
    },
    units: {
      bytes: '%{n} Byte',
      kb: '%{n} KB',
      mb: '%{n} MB',
    },
  },
} satisfies MessagesOf<typeof en>;

import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  resources: {
    documents: {
      name: 'Dokument |||| Dokumente',
      fields: {
        id: 'ID',
        createdAt: 'Erstellt am',
        updatedAt: 'Aktualisiert am',
        name: 'Name',
        status: 'Status',
        access: 'Zugriff',
        mimeType: 'Dateityp',
        size: 'Größe (Bytes)',
        file: 'Datei',
        error: 'Fehler',
        errorCode: 'Grundcode',
        errorParams: 'Details zum Grund',
        meta: 'Details',
        chunks: 'Passagen',
      },
      choices: {
        status: {
          uploaded: 'Hochgeladen',
          processing: 'In Verarbeitung',
          ready: 'Bereit',
          failed: 'Fehlgeschlagen',
        },
        access: {
          staff: 'Nur Personal',
          public: 'Personal und Gäste',
        },
      },
      empty: 'Noch keine Dokumente',
      emptyHint: 'Laden Sie Dateien wie Excel- oder Word-Dokumente hoch, damit der Assistent daraus antworten kann.',
      helper: {},
      locked: {},
    },
  },
  app: {
    documents: {
      upload: 'Hochladen',
      dialog_title: 'Dokumente hochladen',
      drop_here: 'Dateien hierher ziehen oder klicken, um sie auszuwählen',
      drop_release: 'Loslassen, um die Dateien hochzuladen',
      formats: 'Excel, Word, PDF, PowerPoint, CSV, Text, Bilder',
      limit: 'Bis zu %{size} pro Datei',
      access_label: 'Wer Antworten aus diesen Dateien sehen darf',
      uploading: 'Wird hochgeladen… %{percent} %',
      waiting: 'Wartet…',
      processing: 'Hochgeladen: Datei wird gelesen…',
      uploaded: 'Hochgeladen',
      cancelled: 'Abgebrochen',
      cancel: 'Hochladen abbrechen',
      remove: 'Aus der Liste entfernen',
      close: 'Schließen',
      done: 'Fertig',
      too_large: 'Datei zu groß: Die Grenze liegt bei %{size}',
      unsupported: 'Nicht unterstützter Dateityp',
      uploaded_success: 'Dokument erfolgreich hochgeladen',
      upload_failed: 'Dokument konnte nicht hochgeladen werden',
      upload_failed_reason: 'Dokument konnte nicht hochgeladen werden: %{reason}',
      open_file: '%{name} öffnen',
    },
  },
} satisfies MessagesOf<typeof en>;

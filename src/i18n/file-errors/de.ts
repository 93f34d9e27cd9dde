import type { MessagesOf } from '../types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  app: {
    errors: {
      unsupported_type: 'Dateityp wird nicht unterstützt',
      old_office_format:
        'Dateityp wird nicht unterstützt: Speichern Sie alte Office-Dateien (.doc, .xls, .ppt) als .docx, .xlsx oder .pptx',
      not_text_file: 'Die Datei konnte nicht gelesen werden: Sie ist keine Textdatei',
      file_too_large: 'Datei zu groß: Das Limit beträgt %{max}',
      empty_file: 'Die Datei ist leer',
      encrypted_file: 'Die Datei ist verschlüsselt: Entfernen Sie das Passwort und laden Sie sie erneut hoch',
      corrupt_file: 'Die Datei konnte nicht gelesen werden: Sie ist beschädigt oder nicht das, was ihr Name angibt',
      no_text_found: 'In der Datei wurde kein Text gefunden',
      zip_bomb: 'Die Datei konnte nicht gelesen werden: Sie entpackt sich auf ein Vielfaches ihrer Größe (Zip-Bombe?)',
      too_slow: 'Das Lesen der Datei hat zu lange gedauert',
      too_much_memory: 'Die Datei konnte nicht gelesen werden: Sie braucht zu viel Speicher',
      file_missing: 'Die Datei fehlt: Laden Sie sie erneut hoch',
      processing_interrupted: 'Die Verarbeitung wurde unterbrochen: Laden Sie die Datei erneut hoch',
      processing_failed: 'Die Datei konnte nicht verarbeitet werden',
      upload_too_large: 'Der Upload ist zu groß: höchstens %{maxFiles} Dateien mit je %{max}',
      too_many_files: 'Laden Sie höchstens %{max} Dateien auf einmal hoch',
      upload_interrupted: 'Der Upload wurde unterbrochen. Bitte versuchen Sie es erneut.',
      storage_unavailable:
        'Der Dateispeicher ist nicht erreichbar: Es wurde nichts gespeichert. Bitte versuchen Sie es gleich noch einmal.',
      malformed_upload: 'Der Upload konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
      no_file: 'Wählen Sie eine Datei zum Hochladen',
      private_address: 'Diese Adresse liegt in einem privaten Netzwerk und ist von hier aus nicht erreichbar',
    },
  },
} satisfies MessagesOf<typeof en>;

/**
 * Strings of the Documents screens. Each locale object is the `app.documents` subtree: the lead
 * merges them into the catalogues as `app.documents.*`.
 */
const documentsEn = {
  upload: 'Upload',
  dialog_title: 'Upload documents',
  drop_here: 'Drag and drop files here, or click to browse',
  drop_release: 'Drop the files to upload them',
  formats: 'Excel, Word, PDF, PowerPoint, CSV, text, images',
  limit: 'Up to %{size} per file',
  access_label: 'Who may see answers drawn from these files',
  uploading: 'Uploading… %{percent}%',
  waiting: 'Waiting…',
  processing: 'Uploaded: reading the file…',
  uploaded: 'Uploaded',
  cancelled: 'Cancelled',
  cancel: 'Cancel upload',
  remove: 'Remove from the list',
  close: 'Close',
  done: 'Done',
  too_large: 'File too large: the limit is %{size}',
  unsupported: 'Unsupported file type',
  uploaded_success: 'Document uploaded successfully',
  upload_failed: 'Failed to upload document',
  upload_failed_reason: 'Failed to upload document: %{reason}',
  open_file: 'Open %{name}',
};

export type DocumentMessages = typeof documentsEn;

const documentsFr: DocumentMessages = {
  upload: 'Importer',
  dialog_title: 'Importer des documents',
  drop_here: 'Glissez-déposez des fichiers ici, ou cliquez pour parcourir',
  drop_release: 'Relâchez pour importer les fichiers',
  formats: 'Excel, Word, PDF, PowerPoint, CSV, texte, images',
  limit: "Jusqu'à %{size} par fichier",
  access_label: 'Qui peut voir les réponses tirées de ces fichiers',
  uploading: 'Import… %{percent} %',
  waiting: 'En attente…',
  processing: 'Importé : lecture du fichier…',
  uploaded: 'Importé',
  cancelled: 'Annulé',
  cancel: "Annuler l'import",
  remove: 'Retirer de la liste',
  close: 'Fermer',
  done: 'Terminé',
  too_large: 'Fichier trop volumineux : la limite est de %{size}',
  unsupported: 'Type de fichier non pris en charge',
  uploaded_success: 'Document importé avec succès',
  upload_failed: "Échec de l'import du document",
  upload_failed_reason: "Échec de l'import du document : %{reason}",
  open_file: 'Ouvrir %{name}',
};

const documentsDe: DocumentMessages = {
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
};

export const documentMessages = { en: documentsEn, fr: documentsFr, de: documentsDe };

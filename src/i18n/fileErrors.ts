import type { MessagesOf } from './types.ts';

/**
 * `app.errors.<code>` for why a file was refused or could not be read: the `errorCode` and
 * `errorParams` of a failed document, and the `code`/`params` of upload and integration errors
 * (server/extract/types.ts FailureCode, server/documents, server/integrations).
 */
const en = {
  errors: {
    unsupported_type: 'Unsupported file type',
    old_office_format: 'Unsupported file type: save old Office files (.doc, .xls, .ppt) as .docx, .xlsx or .pptx',
    not_text_file: 'The file could not be read: it is not a text file',
    file_too_large: 'File too large: the limit is %{max}',
    empty_file: 'The file is empty',
    encrypted_file: 'The file is encrypted: remove the password and upload it again',
    corrupt_file: 'The file could not be read: it is damaged or not what its name says',
    no_text_found: 'No text could be found in the file',
    zip_bomb: 'The file could not be read: it expands to far more than its size (a zip bomb?)',
    too_slow: 'The file took too long to read',
    too_much_memory: 'The file could not be read: it needs too much memory',
    file_missing: 'The file is missing: upload it again',
    processing_interrupted: 'Processing was interrupted: upload the file again',
    processing_failed: 'The file could not be processed',
    upload_too_large: 'The upload is too large: at most %{maxFiles} files of %{max} each',
    too_many_files: 'Upload at most %{max} files at once',
    upload_interrupted: 'The upload was interrupted. Please try again.',
    storage_unavailable: 'File storage is unavailable: nothing was saved. Please try again shortly.',
    malformed_upload: 'The upload could not be read. Please try again.',
    no_file: 'Choose a file to upload',
    private_address: 'This address is on a private network and cannot be reached from here',
  },
};

export type FileErrorMessages = MessagesOf<typeof en>;

const fr: FileErrorMessages = {
  errors: {
    unsupported_type: 'Type de fichier non pris en charge',
    old_office_format: 'Type de fichier non pris en charge : enregistrez les anciens fichiers Office (.doc, .xls, .ppt) au format .docx, .xlsx ou .pptx',
    not_text_file: 'Le fichier n’a pas pu être lu : ce n’est pas un fichier texte',
    file_too_large: 'Fichier trop volumineux : la limite est de %{max}',
    empty_file: 'Le fichier est vide',
    encrypted_file: 'Le fichier est chiffré : retirez le mot de passe et téléversez-le à nouveau',
    corrupt_file: 'Le fichier n’a pas pu être lu : il est endommagé ou n’est pas ce que son nom indique',
    no_text_found: 'Aucun texte n’a été trouvé dans le fichier',
    zip_bomb: 'Le fichier n’a pas pu être lu : il se décompresse en bien plus que sa taille (bombe zip ?)',
    too_slow: 'La lecture du fichier a pris trop de temps',
    too_much_memory: 'Le fichier n’a pas pu être lu : il demande trop de mémoire',
    file_missing: 'Le fichier est introuvable : téléversez-le à nouveau',
    processing_interrupted: 'Le traitement a été interrompu : téléversez le fichier à nouveau',
    processing_failed: 'Le fichier n’a pas pu être traité',
    upload_too_large: 'L’envoi est trop volumineux : au plus %{maxFiles} fichiers de %{max} chacun',
    too_many_files: 'Envoyez au plus %{max} fichiers à la fois',
    upload_interrupted: 'L’envoi a été interrompu. Veuillez réessayer.',
    storage_unavailable: 'Le stockage des fichiers est indisponible : rien n’a été enregistré. Réessayez dans un instant.',
    malformed_upload: 'L’envoi n’a pas pu être lu. Veuillez réessayer.',
    no_file: 'Choisissez un fichier à téléverser',
    private_address: 'Cette adresse se trouve sur un réseau privé et n’est pas accessible d’ici',
  },
};

const de: FileErrorMessages = {
  errors: {
    unsupported_type: 'Dateityp wird nicht unterstützt',
    old_office_format: 'Dateityp wird nicht unterstützt: Speichern Sie alte Office-Dateien (.doc, .xls, .ppt) als .docx, .xlsx oder .pptx',
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
    storage_unavailable: 'Der Dateispeicher ist nicht erreichbar: Es wurde nichts gespeichert. Bitte versuchen Sie es gleich noch einmal.',
    malformed_upload: 'Der Upload konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
    no_file: 'Wählen Sie eine Datei zum Hochladen',
    private_address: 'Diese Adresse liegt in einem privaten Netzwerk und ist von hier aus nicht erreichbar',
  },
};

export const fileErrorMessages = { en, fr, de } as const;

import type { MessagesOf } from '../types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  app: {
    errors: {
      unsupported_type: 'Type de fichier non pris en charge',
      old_office_format:
        'Type de fichier non pris en charge : enregistrez les anciens fichiers Office (.doc, .xls, .ppt) au format .docx, .xlsx ou .pptx',
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
  },
} satisfies MessagesOf<typeof en>;

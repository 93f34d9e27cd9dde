import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  resources: {
    documents: {
      name: 'Document |||| Documents',
      fields: {
        id: 'ID',
        createdAt: 'Créé le',
        updatedAt: 'Mis à jour le',
        name: 'Nom',
        status: 'Statut',
        access: 'Accès',
        mimeType: 'Type de fichier',
        size: 'Taille (octets)',
        file: 'Fichier',
        error: 'Erreur',
        errorCode: 'Code de la raison',
        errorParams: 'Détails de la raison',
        meta: 'Détails',
        chunks: 'Passages',
      },
      choices: {
        status: {
          uploaded: 'Téléversé',
          processing: 'En traitement',
          ready: 'Prêt',
          failed: 'Échec',
        },
        access: {
          staff: 'Personnel uniquement',
          public: 'Personnel et clients',
        },
      },
      empty: 'Aucun document pour le moment',
      emptyHint: "Téléversez des fichiers, par exemple Excel ou Word, pour que l'assistant puisse s'en servir.",
      helper: {},
      locked: {},
    },
  },
  app: {
    documents: {
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
    },
  },
} satisfies MessagesOf<typeof en>;

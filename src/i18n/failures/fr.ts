import type { MessagesOf } from '../types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  app: {
    auth: {
      property_switched: 'Vous travaillez maintenant dans %{name}',
      property_refused: 'Vous n’êtes pas membre de l’établissement « %{id} » : vous travaillez toujours dans %{name}.',
    },
    errors: {
      malformed_json: 'La requête n’a pas pu être lue. Veuillez réessayer.',
      nul_character: 'Le texte contient un caractère non autorisé.',
      body_too_large: 'La requête est trop volumineuse : la limite est de %{limit}.',
      json_too_deep: 'Les données sont trop imbriquées (%{max} niveaux au plus).',
      server_busy: 'Le serveur est occupé. Veuillez réessayer dans un instant.',
      http_status: 'Le serveur a répondu par une erreur (%{status}).',
    },
    list: {
      load_failed: 'Impossible de charger : %{name}.',
      load_failed_detail: 'Raison : %{reason}',
      retry: 'Réessayer',
    },
    document: {
      summary: 'Résumé',
      pages: 'Pages',
      slides: 'Diapositives',
      sheets: 'Feuilles',
      rows: 'Lignes',
      words: 'Mots',
      language: 'Langue',
      size: 'Taille',
      created: 'Ajouté le',
      type: 'Type',
      reason: 'Raison de l’échec',
      open: 'Ouvrir le fichier',
      passages: 'Passages',
      actions: 'Actions pour %{name}',
      edit: 'Modifier',
      delete: 'Supprimer',
      ready: 'Prêt',
      failed: 'Échec : %{reason}',
      processing_live: 'Lecture du fichier…',
    },
    units: {
      bytes: '%{n} octets',
      kb: '%{n} Ko',
      mb: '%{n} Mo',
    },
  },
} satisfies MessagesOf<typeof en>;

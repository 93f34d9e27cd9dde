import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  app: {
    search: {
      title: 'Recherche',
      subtitle:
        'Trouvez tout dans les connaissances de votre établissement, ou posez une question et obtenez une réponse avec ses sources.',
      placeholder: 'Rechercher des fichiers et des documents...',
      input_label: 'Rechercher des fichiers et des documents',
      filters_label: 'Sources',
      sources: {
        all: 'Toutes les sources',
        documents: 'Documents',
        images: 'Images',
        faqs: 'FAQ',
        website: 'Site web',
        pms: 'PMS',
        reviews: 'Avis',
      },
      actions: {
        ask: 'Demander',
        open: 'Ouvrir',
        stop: 'Arrêter',
        retry: 'Réessayer',
        load_more: 'Voir plus',
      },
      results: {
        label: 'Résultats de recherche',
        count: '%{smart_count} résultat |||| %{smart_count} résultats',
        none: 'Aucun résultat pour « %{q} »',
        none_hint: "Essayez d'autres mots, moins de mots, ou toutes les sources.",
        error_title: 'La recherche a échoué',
        thumbnail_alt: 'Aperçu de %{title}',
      },
      tips: {
        title: 'Cherchez dans les connaissances de votre établissement',
        search: 'Appuyez sur Entrée pour rechercher.',
        ask: 'Appuyez sur Ctrl+Entrée (⌘+Entrée sur Mac) pour poser une question et obtenir une réponse avec des sources numérotées.',
        focus: "Appuyez sur / n'importe où sur cette page pour aller au champ de recherche.",
        phrase: 'Mettez des mots entre guillemets pour une expression exacte, par ex. "départ tardif".',
        sources: 'Utilisez les filtres de sources pour affiner la recherche.',
      },
      ask: {
        title: 'Réponse',
        thinking: 'Lecture de vos sources...',
        offline: 'Réponse rédigée par le rédacteur hors ligne intégré',
        model: 'Réponse rédigée par %{model}',
        sources: 'Sources',
        others: 'Autres passages lus (%{count})',
        others_title: 'Lus aussi, non cités',
        stopped: 'Arrêtée',
        error_title: "La réponse n'a pas pu être terminée",
        cite: 'Source %{n} : %{title}',
      },
    },
  },
} satisfies MessagesOf<typeof en>;

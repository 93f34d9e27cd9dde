import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  app: {
    agents: {
      title: 'Parcourir les agents',
      tabs: {
        all: 'Tous',
        operations: 'Opérations',
        marketing: 'Marketing',
        'customer-service': 'Service client',
      },
      welcome: {
        all: {
          title: 'Comment puis-je vous aider ?',
          body: 'Posez une question sur votre établissement, ou importez un document et interrogez-le.',
        },
        operations: {
          title: 'Agent opérations',
          body: 'Consulte les règles, les réservations et les chambres de votre PMS, et vos documents.',
        },
        marketing: {
          title: 'Agent marketing',
          body: 'Rédige articles, e-mails, publications et réponses aux avis dans votre voix de marque.',
        },
        'customer-service': {
          title: 'Agent service client',
          body: 'Répond aux questions des clients à partir de vos FAQ publiées et des sources ouvertes aux clients.',
        },
      },
      input: 'Saisissez un message...',
      send: 'Envoyer',
      stop: 'Arrêter',
      voice: 'Voix de marque',
      voice_auto: 'La plus adaptée à la demande',
      voice_used: 'Rédigé avec la voix de marque %{name}',
      voice_none: 'Aucune voix de marque pour l’instant : les brouillons adoptent un ton neutre.',
      history_failed: 'Vos conversations n’ont pas pu être chargées.',
      conversation_failed: 'Cette conversation n’a pas pu être chargée.',
      voices_failed: 'Les voix de marque n’ont pas pu être chargées : les brouillons prennent la plus adaptée.',
      upload: 'Importer un document',
      uploaded: '%{name} ajouté à cette conversation',
      upload_failed: "Le fichier n'a pas pu être ajouté : %{message}",
      create_chatbot: 'Créer un chatbot',
      integrations: 'Intégrations',
      history: 'Conversations',
      new_conversation: 'Nouvelle conversation',
      rename: 'Renommer',
      rename_title: 'Renommer la conversation',
      title_label: 'Titre',
      delete: 'Supprimer',
      no_history: 'Aucune conversation pour le moment',
      sources: 'Sources',
      you: 'Vous',
      failed: "La réponse n'a pas pu être rédigée",
      files: 'Fichiers de cette conversation',
      upload_source: 'Fichier importé',
      chatbot: {
        snippet_title: 'Ajoutez-le à votre site',
        snippet_hint: "Collez cette ligne avant </body> sur n'importe quelle page de votre site.",
        copy: 'Copier le code',
        copied: 'Code copié',
        demo: 'Ouvrir la page de démonstration',
        disabled: 'Ce chatbot est désactivé : le widget ne répond pas.',
      },
    },
  },
} satisfies MessagesOf<typeof en>;

import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  resources: {
    chatbots: {
      name: 'Chatbot |||| Chatbots',
      fields: {
        id: 'ID',
        createdAt: 'Créé le',
        updatedAt: 'Mis à jour le',
        name: 'Nom',
        agent: 'Agent',
        sources: 'Sources',
        welcome: "Message d'accueil",
        primaryColor: 'Couleur',
        textColor: 'Couleur du texte',
        enabled: 'Activé',
      },
      choices: {
        agent: {
          'customer-service': 'Service client',
          operations: 'Opérations',
          marketing: 'Marketing',
        },
        sources: {
          faqs: 'FAQ publiées',
          documents: 'Documents ouverts aux clients',
          website: 'Connexions ouvertes aux clients',
        },
      },
      empty: 'Aucun chatbot pour le moment',
      emptyHint: 'Un chatbot répond aux clients sur votre site à partir de vos FAQ publiées et des sources ouvertes aux clients.',
      helper: {
        sources: "Seules les réponses de FAQ publiées et les éléments dont l'accès est « Personnel et clients » sont utilisés.",
      },
      locked: {},
    },
  },
  app: {
    chatbots: {
      color_hint: 'Une couleur comme #1f6feb',
    },
  },
} satisfies MessagesOf<typeof en>;

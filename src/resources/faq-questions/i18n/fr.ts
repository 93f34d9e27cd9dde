import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  resources: {
    'faq-questions': {
      name: 'Question de FAQ |||| Questions de FAQ',
      fields: {
        id: 'ID',
        createdAt: 'Créé le',
        updatedAt: 'Mis à jour le',
        sectionId: 'Section',
        question: 'Question',
        answer: 'Réponse',
        draftAnswer: 'Brouillon proposé',
        enabled: 'Activée',
        status: 'Statut',
        position: 'Position',
        error: 'Erreur',
        confidence: 'Confiance',
        needsAnswer: 'Réponse à rédiger',
        citations: 'Sources',
        conflicts: 'Sources divergentes',
      },
      choices: {
        status: {
          unanswered: 'Sans réponse',
          generating: 'Génération en cours',
          draft: 'Brouillon',
          approved: 'Approuvée',
          published: 'Publiée',
          rejected: 'Rejetée',
          generation_failed: 'Échec de la génération',
        },
      },
      empty: 'Aucune question de FAQ pour le moment',
      emptyHint: 'Ajoutez les questions que vos clients posent le plus souvent.',
      helper: {},
      locked: {
        question: 'Le texte de la question ne peut pas être modifié après la création',
      },
    },
  },
  app: {
    faq: {
      question_required: 'Le texte de la question est obligatoire',
    },
  },
} satisfies MessagesOf<typeof en>;

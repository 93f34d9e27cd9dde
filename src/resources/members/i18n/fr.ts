import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  resources: {
    members: {
      name: 'Membre |||| Membres',
      fields: {
        id: 'ID',
        createdAt: 'Membre depuis',
        updatedAt: 'Mis à jour le',
        email: 'E-mail',
        name: 'Nom',
        role: 'Rôle',
        origin: 'Ajouté par',
        userId: 'Utilisateur',
      },
      choices: {
        role: {
          staff: 'Équipe',
          admin: 'Administrateur',
        },
        origin: {
          invite: 'Invitation',
          groups: 'Groupe Okta',
          seed: 'Compte de développement',
        },
      },
      empty: 'Aucun membre',
      emptyHint: 'Invitez des personnes par e-mail ; les administrateurs approuvent et publient les réponses de la FAQ.',
      helper: {
        role: 'L’équipe ajoute et modifie les questions ; les administrateurs approuvent, rejettent et publient aussi les réponses et gèrent les membres.',
      },
      locked: {
        email: 'L’e-mail ne peut pas être modifié après l’invitation',
      },
    },
  },
  app: {
    members: {
      email_required: 'L’adresse e-mail est obligatoire',
    },
  },
} satisfies MessagesOf<typeof en>;

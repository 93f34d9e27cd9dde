import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  resources: {
    voices: {
      name: 'Voix de marque |||| Voix de marque',
      fields: {
        id: 'ID',
        createdAt: 'Ajoutée le',
        updatedAt: 'Mis à jour le',
        name: 'Voix de marque',
        description: 'Description',
        usedFor: 'Idéale pour',
        knowledgeSources: 'Sources de connaissances',
        styleProfile: 'Profil de style',
      },
      choices: {
        usedFor: {
          emails: 'E-mails',
          blogs: 'Blogs',
          social: 'Réseaux sociaux',
          website: 'Site web',
          ads: 'Publicités',
        },
      },
      empty: 'Aucune voix de marque pour le moment',
      emptyHint: 'Une voix de marque garde le contenu généré dans votre ton.',
      helper: {
        description: 'Décrivez le ton, le style et le vocabulaire de cette voix.',
      },
      locked: {},
    },
  },
  app: {
    voices: {
      tabs: {
        details: 'Détails',
        knowledge: 'Connaissances',
        profile: 'Profil de style',
        preview: 'Aperçu',
      },
      continue: 'Continuer',
      create: 'Créer',
      knowledge: {
        search: 'Rechercher des connexions et des documents',
        hint: 'Choisissez les documents et connexions qui illustrent cette voix : newsletters, brochures, votre site web.',
        none: 'Aucune connexion ni aucun document ne correspond.',
        failed: 'Les sources n’ont pas pu être chargées.',
        selected: '%{smart_count} source sélectionnée |||| %{smart_count} sources sélectionnées',
        document: 'Document',
        integration: 'Connexion',
      },
      profile: {
        hint: 'Déduit des sources sélectionnées. Corrigez ce qui ne vous ressemble pas ; vos modifications sont conservées.',
        empty: "Sélectionnez des sources dans l'onglet Connaissances pour déduire un profil.",
        fields: {
          tone: 'Ton',
          formality: 'Registre',
          sentenceLength: 'Longueur des phrases',
          averageSentenceWords: 'Mots par phrase',
          vocabulary: 'Vocabulaire',
          vocabulary_hint: 'Mots privilégiés par la voix, séparés par des virgules',
          emoji: 'Utilise des emoji',
          exclamations: "Utilise des points d'exclamation",
          greeting: 'Salutation',
          signOff: 'Formule de fin',
          examples: 'Exemples tirés des sources',
        },
        formality: {
          formal: 'Soutenu',
          neutral: 'Neutre',
          casual: 'Familier',
        },
        length: {
          short: 'Courtes',
          medium: 'Moyennes',
          long: 'Longues',
        },
        tones: {
          warm: 'Chaleureux',
          professional: 'Professionnel',
          enthusiastic: 'Enthousiaste',
          elegant: 'Élégant',
          playful: 'Ludique',
          calm: 'Apaisé',
          direct: 'Direct',
        },
      },
      preview: {
        title: 'Aperçu',
        content_type: 'Type de contenu',
        types: {
          blog: 'Article de blog',
          email: 'E-mail',
          social: 'Réseaux sociaux',
        },
        topic: 'Sujet',
        outline: 'Plan',
        outline_hint: 'Un point par ligne',
        generate: 'Générer',
        stop: 'Arrêter',
        without: 'Sans voix de marque',
        with: 'Avec %{name}',
        copy: 'Copier',
        copied: 'Copié dans le presse-papiers',
        failed: "L'aperçu n'a pas pu être rédigé",
        topic_required: 'Saisissez un sujet',
      },
    },
  },
} satisfies MessagesOf<typeof en>;

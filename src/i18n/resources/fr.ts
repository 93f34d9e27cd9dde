import type { ResourceAppMessages, ResourcesMessages } from './en.ts';

const systemFields = { id: 'ID', createdAt: 'Créé le', updatedAt: 'Mis à jour le' };

const access = { staff: 'Personnel uniquement', public: 'Personnel et clients' };

export const resourcesFr = {
  documents: {
    name: 'Document |||| Documents',
    fields: {
      ...systemFields,
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
      status: { uploaded: 'Téléversé', processing: 'En traitement', ready: 'Prêt', failed: 'Échec' },
      access,
    },
    empty: 'Aucun document pour le moment',
    emptyHint: "Téléversez des fichiers, par exemple Excel ou Word, pour que l'assistant puisse s'en servir.",
    helper: {},
    locked: {},
  },
  integrations: {
    name: 'Intégration |||| Intégrations',
    fields: {
      ...systemFields,
      name: 'Nom',
      kind: 'Type',
      url: 'URL',
      schedule: 'Mises à jour',
      status: 'Statut',
      pages: 'Pages',
      access: 'Accès',
      settings: 'Paramètres',
      error: 'Erreur',
      lastSyncedAt: 'Dernière synchronisation',
    },
    choices: {
      kind: { website: 'Site web', pms: 'Logiciel de gestion hôtelière (PMS)', reviews: 'Fiche partagée et avis' },
      schedule: { snapshot: 'Instantané actuel', daily: 'Mise à jour quotidienne' },
      status: {
        pending: 'En attente',
        gathering_data: 'Collecte des données',
        chunking: 'En traitement',
        active: 'Active',
        inactive: 'Inactive',
        failed: 'Échec',
      },
      access,
    },
    empty: 'Aucune intégration pour le moment',
    emptyHint: "Connectez votre site web, votre PMS ou vos avis pour alimenter l'assistant.",
    helper: {},
    locked: { kind: 'Le type ne peut pas être modifié après la création' },
  },
  'faq-sections': {
    name: 'Section de FAQ |||| Sections de FAQ',
    fields: { ...systemFields, title: 'Titre', description: 'Description', position: 'Position' },
    choices: {},
    empty: 'Aucune section de FAQ pour le moment',
    emptyHint: 'Les sections regroupent vos questions fréquentes.',
    helper: {},
    locked: {},
  },
  'faq-questions': {
    name: 'Question de FAQ |||| Questions de FAQ',
    fields: {
      ...systemFields,
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
    locked: { question: 'Le texte de la question ne peut pas être modifié après la création' },
  },
  members: {
    name: 'Membre |||| Membres',
    fields: { ...systemFields, createdAt: 'Membre depuis', email: 'E-mail', name: 'Nom', role: 'Rôle', origin: 'Ajouté par', userId: 'Utilisateur' },
    choices: { role: { staff: 'Équipe', admin: 'Administrateur' }, origin: { invite: 'Invitation', groups: 'Groupe Okta', seed: 'Compte de développement' } },
    empty: 'Aucun membre',
    emptyHint: 'Invitez des personnes par e-mail ; les administrateurs approuvent et publient les réponses de la FAQ.',
    helper: { role: 'L’équipe ajoute et modifie les questions ; les administrateurs approuvent, rejettent et publient aussi les réponses et gèrent les membres.' },
    locked: { email: 'L’e-mail ne peut pas être modifié après l’invitation' },
  },
  voices: {
    name: 'Voix de marque |||| Voix de marque',
    fields: {
      ...systemFields,
      createdAt: 'Ajoutée le',
      name: 'Voix de marque',
      description: 'Description',
      usedFor: 'Idéale pour',
      knowledgeSources: 'Sources de connaissances',
      styleProfile: 'Profil de style',
    },
    choices: {
      usedFor: { emails: 'E-mails', blogs: 'Blogs', social: 'Réseaux sociaux', website: 'Site web', ads: 'Publicités' },
    },
    empty: 'Aucune voix de marque pour le moment',
    emptyHint: 'Une voix de marque garde le contenu généré dans votre ton.',
    helper: { description: 'Décrivez le ton, le style et le vocabulaire de cette voix.' },
    locked: {},
  },
  chatbots: {
    name: 'Chatbot |||| Chatbots',
    fields: { ...systemFields, name: 'Nom', agent: 'Agent', sources: 'Sources', welcome: "Message d'accueil", primaryColor: 'Couleur', textColor: 'Couleur du texte', enabled: 'Activé' },
    choices: {
      agent: { 'customer-service': 'Service client', operations: 'Opérations', marketing: 'Marketing' },
      sources: { faqs: 'FAQ publiées', documents: 'Documents ouverts aux clients', website: 'Connexions ouvertes aux clients' },
    },
    empty: 'Aucun chatbot pour le moment',
    emptyHint: 'Un chatbot répond aux clients sur votre site à partir de vos FAQ publiées et des sources ouvertes aux clients.',
    helper: { sources: "Seules les réponses de FAQ publiées et les éléments dont l'accès est « Personnel et clients » sont utilisés." },
    locked: {},
  },
} satisfies ResourcesMessages;

export const resourceAppFr = {
  chatbots: { color_hint: 'Une couleur comme #1f6feb' },
  access: {
    helper:
      'Qui peut voir les réponses tirées de cet élément : le personnel uniquement, ou le personnel et les clients via le chatbot public.',
    staff_hint: 'Seul le personnel connecté voit les réponses tirées de cet élément.',
    public_hint: 'Le personnel, et les clients via le chatbot public, voient les réponses tirées de cet élément.',
  },
  members: {
    email_required: 'L’adresse e-mail est obligatoire',
  },
  faq: {
    question_required: 'Le texte de la question est obligatoire',
    empty_section: 'Vous ne pouvez pas créer une section vide',
  },
  integrations: {
    url_invalid: 'Veuillez saisir une URL valide',
    url_required: "L'URL est obligatoire",
    url_hint:
      "Collez le domaine racine pour indexer tout le site, ou l'URL d'une page ou d'un sous-répertoire pour n'enregistrer que celle-ci.",
  },
  resources: {
    empty: 'Aucun(e) %{name} pour le moment',
    create_only: '%{field} ne peut pas être modifié(e) après la création',
    url_invalid: 'Veuillez saisir une URL valide',
    more: '+%{count}',
    more_label: '%{count} de plus : %{items}',
    json_invalid: 'Veuillez saisir un JSON valide',
  },
} satisfies ResourceAppMessages;

import type { MessagesOf } from '../types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  ra: {
    notification: {
      created: 'Créé',
      updated: 'Mis à jour',
      deleted: 'Supprimé',
    },
    message: {
      delete_title: 'Êtes-vous absolument sûr ?',
      delete_content: 'Cette action est irréversible. Voulez-vous vraiment supprimer définitivement %{name} ?',
      bulk_delete_title: 'Êtes-vous absolument sûr ?',
      bulk_delete_content:
        'Cette action est irréversible. Voulez-vous vraiment supprimer définitivement cet élément (%{name}) ? |||| Cette action est irréversible. Voulez-vous vraiment supprimer définitivement ces %{smart_count} éléments ?',
    },
  },
  app: {
    name: 'Espace IA Hôtel',
    loading: 'Chargement...',
    auth: {
      redirecting: 'Redirection vers la connexion...',
      completing: 'Finalisation de l’authentification...',
      failed: 'Échec de l’authentification. Veuillez réessayer.',
      signed_out_title: 'Vous êtes déconnecté',
      signed_out_body: 'Votre session est terminée. Reconnectez-vous quand vous le souhaitez.',
      sign_in_again: 'Se reconnecter',
    },
    not_found: {
      title: 'Oups ! La page que vous recherchez n’existe pas.',
      subtitle: 'Remettons-vous sur la bonne voie !',
      back: 'Retour',
      image_alt: 'Une carte-clé d’hôtel à côté d’une carte vide',
    },
    menu: {
      home: 'Accueil',
      search: 'Recherche',
      agents: 'Agents',
      faq: 'FAQ',
      assets: 'Ressources',
      your_content: 'Votre contenu',
      navigation: 'Navigation principale',
    },
    sidebar: {
      toggle: 'Afficher ou masquer le menu',
      collapse: 'Réduire le menu',
      expand: 'Déplier le menu',
    },
    user_menu: {
      open: 'Ouvrir le menu utilisateur',
      profile: 'Profil',
      billing: 'Facturation',
      notifications: 'Notifications',
      coming_soon: 'Bientôt disponible',
      theme: 'Thème',
      theme_light: 'Clair',
      theme_dark: 'Sombre',
      theme_system: 'Système',
      language: 'Langue',
      logout: 'Déconnexion',
    },
    home: {
      greeting_morning: 'Bonjour, %{name}',
      greeting_afternoon: 'Bon après-midi, %{name}',
      greeting_evening: 'Bonsoir, %{name}',
      property_line: 'Votre espace IA pour %{property}',
      get_started: 'Pour commencer',
      get_started_hint: 'Alimentez l’assistant avec ce que vos clients demandent, puis mettez-le au travail.',
      open: 'Ouvrir',
      cards: {
        integrations_title: 'Connectez votre site web',
        integrations_body: 'Indexez votre site pour que chaque réponse s’appuie sur vos propres pages.',
        documents_title: 'Importez des documents',
        documents_body: 'Ajoutez menus, politiques et fiches pratiques depuis Word, Excel ou PDF.',
        faq_title: 'Gérez vos FAQ',
        faq_body: 'Organisez les questions par section et laissez l’IA rédiger des réponses à valider.',
        search_title: 'Recherchez partout',
        search_body: 'Trouvez des réponses dans les documents, images et FAQ au même endroit.',
        voices_title: 'Définissez vos voix de marque',
        voices_body: 'Gardez le ton de votre établissement dans chaque e-mail et article.',
        agents_title: 'Travaillez avec les agents',
        agents_body: 'Des assistants marketing, opérations et service client prêts à aider.',
      },
    },
    pages: {
      search_title: 'Recherche',
      agents_title: 'Parcourir les agents',
      faq_manager_title: 'Gestionnaire de FAQ',
      coming_soon: 'Cet écran arrive bientôt.',
    },
    errors: {
      not_found: 'Introuvable',
      unauthorized: 'Non autorisé',
      forbidden: 'Accès interdit',
      internal: 'Erreur interne du serveur',
      timeout: 'Le serveur n’a pas répondu dans les 10 secondes. Veuillez réessayer.',
      network: 'Erreur réseau. Vérifiez votre connexion et réessayez.',
    },
    toast: {
      close: 'Fermer',
    },
  },
} satisfies MessagesOf<typeof en>;

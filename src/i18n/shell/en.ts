/**
 * The shell's strings: react-admin messages the product words differently (spec 5 and 8, under
 * `ra`) and the app frame (`app`: sign-in, menu, user menu, home, errors). fr.ts and de.ts beside
 * this file are typed against it; src/i18n/<locale>.ts merges it with the features' parts.
 */
export const messages = {
  ra: {
    notification: {
      created: 'Created',
      updated: 'Updated',
      deleted: 'Deleted',
    },
    message: {
      delete_title: 'Are you absolutely sure?',
      delete_content: 'This action cannot be undone. Are you sure you want to permanently delete %{name}?',
      bulk_delete_title: 'Are you absolutely sure?',
      bulk_delete_content:
        'This action cannot be undone. Are you sure you want to permanently delete this %{name}? |||| This action cannot be undone. Are you sure you want to permanently delete these %{smart_count} items?',
    },
  },
  app: {
    name: 'Hotel AI Workspace',
    loading: 'Loading...',
    auth: {
      redirecting: 'Redirecting to login...',
      completing: 'Completing authentication...',
      failed: 'Authentication failed. Please try again.',
      signed_out_title: 'You have signed out',
      signed_out_body: 'Your session has ended. Sign in again whenever you are ready.',
      sign_in_again: 'Sign in again',
    },
    not_found: {
      title: "Oops! The page you're looking for doesn't exist.",
      subtitle: "Let's get you back on track!",
      back: 'Go back',
      image_alt: 'A hotel key card next to an empty map',
    },
    menu: {
      home: 'Home',
      search: 'Search',
      agents: 'Agents',
      faq: 'FAQs',
      assets: 'Assets',
      your_content: 'Your content',
      navigation: 'Main navigation',
    },
    sidebar: {
      toggle: 'Toggle sidebar',
      collapse: 'Collapse sidebar',
      expand: 'Expand sidebar',
    },
    user_menu: {
      open: 'Open user menu',
      profile: 'Profile',
      billing: 'Billing',
      notifications: 'Notifications',
      coming_soon: 'Coming soon',
      theme: 'Theme',
      theme_light: 'Light',
      theme_dark: 'Dark',
      theme_system: 'System',
      language: 'Language',
      logout: 'Logout',
    },
    home: {
      greeting_morning: 'Good morning, %{name}',
      greeting_afternoon: 'Good afternoon, %{name}',
      greeting_evening: 'Good evening, %{name}',
      property_line: 'Your AI workspace for %{property}',
      get_started: 'Get started',
      get_started_hint: 'Feed the assistant with what your guests ask about, then put it to work.',
      open: 'Open',
      cards: {
        integrations_title: 'Connect your website',
        integrations_body: 'Index your website so every answer draws on your own pages.',
        documents_title: 'Upload documents',
        documents_body: 'Add menus, policies and fact sheets from Word, Excel or PDF files.',
        faq_title: 'Manage your FAQs',
        faq_body: 'Organise questions by section and let AI draft answers for your review.',
        search_title: 'Search everything',
        search_body: 'Find answers across documents, images and FAQs in one place.',
        voices_title: 'Define brand voices',
        voices_body: "Keep every email and blog post in your property's own tone.",
        agents_title: 'Work with agents',
        agents_body: 'Marketing, operations and customer-service assistants, ready to help.',
      },
    },
    pages: {
      search_title: 'Search',
      agents_title: 'Browse agents',
      faq_manager_title: 'FAQ manager',
      coming_soon: 'This screen is on its way.',
    },
    errors: {
      not_found: 'Not Found',
      unauthorized: 'Unauthorized',
      forbidden: 'Forbidden',
      internal: 'Internal Server Error',
      timeout: 'The server did not answer within 10 seconds. Please try again.',
      network: 'Network error. Please check your connection and try again.',
    },
    toast: {
      close: 'Close',
      region: 'Notifications',
    },
  },
};

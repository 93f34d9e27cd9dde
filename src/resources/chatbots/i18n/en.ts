/**
 * Chatbots: labels of the resource and its colour hint.
 * fr.ts and de.ts beside this file are typed against it; src/i18n/en.ts merges it.
 */
export const messages = {
  resources: {
    chatbots: {
      name: 'Chatbot |||| Chatbots',
      fields: {
        id: 'ID',
        createdAt: 'Created At',
        updatedAt: 'Updated At',
        name: 'Name',
        agent: 'Agent',
        sources: 'Sources',
        welcome: 'Welcome message',
        primaryColor: 'Colour',
        textColor: 'Text colour',
        enabled: 'Enabled',
      },
      choices: {
        agent: {
          'customer-service': 'Customer Service',
          operations: 'Operations',
          marketing: 'Marketing',
        },
        sources: {
          faqs: 'Published FAQs',
          documents: 'Documents open to guests',
          website: 'Connections open to guests',
        },
      },
      empty: 'No chatbots yet',
      emptyHint: 'A chatbot answers guests on your website from your published FAQs and the sources open to guests.',
      helper: {
        sources: 'Only published FAQ answers and items whose Access is "Staff and guests" are ever used.',
      },
      locked: {},
    },
  },
  app: {
    chatbots: {
      color_hint: 'A colour like #1f6feb',
    },
  },
};

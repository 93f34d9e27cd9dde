/**
 * FAQ sections: labels of the resource and its validation message.
 * fr.ts and de.ts beside this file are typed against it; src/i18n/en.ts merges it.
 */
export const messages = {
  resources: {
    'faq-sections': {
      name: 'FAQ section |||| FAQ sections',
      fields: {
        id: 'ID',
        createdAt: 'Created At',
        updatedAt: 'Updated At',
        title: 'Title',
        description: 'Description',
        position: 'Position',
      },
      choices: {},
      empty: 'No FAQ sections yet',
      emptyHint: 'Sections group your frequently asked questions.',
      helper: {},
      locked: {},
    },
  },
  app: {
    faq: {
      empty_section: 'You cannot create an empty section',
    },
  },
};

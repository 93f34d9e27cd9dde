/**
 * Members: labels of the resource and its validation message.
 * fr.ts and de.ts beside this file are typed against it; src/i18n/en.ts merges it.
 */
export const messages = {
  resources: {
    members: {
      name: 'Member |||| Members',
      fields: {
        id: 'ID',
        createdAt: 'Member since',
        updatedAt: 'Updated At',
        email: 'Email',
        name: 'Name',
        role: 'Role',
        origin: 'Added by',
        userId: 'User',
      },
      choices: {
        role: {
          staff: 'Staff',
          admin: 'Admin',
        },
        origin: {
          invite: 'Invitation',
          groups: 'Okta group',
          seed: 'Development account',
        },
      },
      empty: 'No members yet',
      emptyHint: 'Invite people by email; admins approve and publish FAQ answers.',
      helper: {
        role: 'Staff add and edit questions; admins also approve, reject and publish answers and manage members.',
      },
      locked: {
        email: 'The email cannot be modified after the invitation',
      },
    },
  },
  app: {
    members: {
      email_required: 'Email is required',
    },
  },
};

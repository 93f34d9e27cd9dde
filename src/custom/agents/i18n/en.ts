/**
 * Agents screen and chatbot strings (`app.agents`).
 * fr.ts and de.ts beside this file are typed against it; src/i18n/en.ts merges it.
 */
export const messages = {
  app: {
    agents: {
      title: 'Browse agents',
      tabs: {
        all: 'All',
        operations: 'Operations',
        marketing: 'Marketing',
        'customer-service': 'Customer Service',
      },
      welcome: {
        all: {
          title: 'How can I help you?',
          body: 'Ask anything about your property, or upload a document and ask about it.',
        },
        operations: {
          title: 'Operations agent',
          body: 'Looks up policies, reservations and room data from your PMS, and your documents.',
        },
        marketing: {
          title: 'Marketing agent',
          body: 'Drafts blog posts, emails, social posts and replies to reviews in your brand voice.',
        },
        'customer-service': {
          title: 'Customer service agent',
          body: 'Answers guest questions from your published FAQs and the sources open to guests.',
        },
      },
      input: 'Type a message...',
      send: 'Send',
      stop: 'Stop',
      voice: 'Brand voice',
      voice_auto: 'Best fit for the request',
      voice_used: 'Written in the brand voice %{name}',
      voice_none: 'No brand voice yet: drafts use a neutral register.',
      history_failed: 'Your conversations could not be loaded.',
      conversation_failed: 'This conversation could not be loaded.',
      voices_failed: 'Brand voices could not be loaded: drafts use the best fit.',
      upload: 'Upload a document',
      uploaded: '%{name} added to this conversation',
      upload_failed: 'The file could not be added: %{message}',
      create_chatbot: 'Create Chatbot',
      integrations: 'Integrations',
      history: 'Conversations',
      new_conversation: 'New conversation',
      rename: 'Rename',
      rename_title: 'Rename conversation',
      title_label: 'Title',
      delete: 'Delete',
      no_history: 'No conversations yet',
      sources: 'Sources',
      you: 'You',
      failed: 'The answer could not be written',
      files: 'Files in this conversation',
      upload_source: 'Uploaded file',
      chatbot: {
        snippet_title: 'Add it to your website',
        snippet_hint: 'Paste this line before </body> on any page of your site.',
        copy: 'Copy snippet',
        copied: 'Snippet copied',
        demo: 'Open the demo page',
        disabled: 'This chatbot is disabled: the widget does not answer.',
      },
    },
  },
};

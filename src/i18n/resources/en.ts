/**
 * Resource labels (merged under `resources` by the shell): `resources.<name>.name` (smart_count),
 * `fields.<source>` for every field incl. system fields, `choices.<source>.<value>`, the empty
 * state, and per-field form texts (`helper`, `locked` for create-only fields in Edit).
 */
const systemFields = { id: 'ID', createdAt: 'Created At', updatedAt: 'Updated At' };

const access = { staff: 'Staff only', public: 'Staff and guests' };

export const resourcesEn = {
  documents: {
    name: 'Document |||| Documents',
    fields: {
      ...systemFields,
      name: 'Name',
      status: 'Status',
      access: 'Access',
      mimeType: 'File type',
      size: 'Size (bytes)',
      file: 'File',
      error: 'Error',
      errorCode: 'Reason code',
      errorParams: 'Reason details',
      meta: 'Details',
      chunks: 'Passages',
    },
    choices: {
      status: { uploaded: 'Uploaded', processing: 'Processing', ready: 'Ready', failed: 'Failed' },
      access,
    },
    empty: 'No documents yet',
    emptyHint: 'Upload files such as Excel or Word documents so the assistant can answer from them.',
    helper: {},
    locked: {},
  },
  integrations: {
    name: 'Integration |||| Integrations',
    fields: {
      ...systemFields,
      name: 'Name',
      kind: 'Type',
      url: 'URL',
      schedule: 'Updates',
      status: 'Status',
      pages: 'Pages',
      access: 'Access',
      settings: 'Settings',
      error: 'Error',
      lastSyncedAt: 'Last synced',
    },
    choices: {
      kind: { website: 'Website', pms: 'Property management system', reviews: 'Shared profile and reviews' },
      schedule: { snapshot: 'Current snapshot', daily: 'Daily update' },
      status: {
        pending: 'Pending',
        gathering_data: 'Gathering data',
        chunking: 'Processing',
        active: 'Active',
        inactive: 'Inactive',
        failed: 'Failed',
      },
      access,
    },
    empty: 'No integrations yet',
    emptyHint: 'Connect your website, property management system or reviews to feed the assistant.',
    helper: {},
    locked: { kind: 'The type cannot be modified after creation' },
  },
  'faq-sections': {
    name: 'FAQ section |||| FAQ sections',
    fields: { ...systemFields, title: 'Title', description: 'Description', position: 'Position' },
    choices: {},
    empty: 'No FAQ sections yet',
    emptyHint: 'Sections group your frequently asked questions.',
    helper: {},
    locked: {},
  },
  'faq-questions': {
    name: 'FAQ question |||| FAQ questions',
    fields: {
      ...systemFields,
      sectionId: 'Section',
      question: 'Question',
      answer: 'Answer',
      draftAnswer: 'Proposed draft',
      enabled: 'Enabled',
      status: 'Status',
      position: 'Position',
      error: 'Error',
      confidence: 'Confidence',
      needsAnswer: 'Needs an answer',
      citations: 'Sources',
      conflicts: 'Conflicting sources',
    },
    choices: {
      status: {
        unanswered: 'Unanswered',
        generating: 'Generating',
        draft: 'Draft',
        approved: 'Approved',
        published: 'Published',
        rejected: 'Rejected',
        generation_failed: 'Generation failed',
      },
    },
    empty: 'No FAQ questions yet',
    emptyHint: 'Add the questions your guests ask most often.',
    helper: {},
    locked: { question: 'Question text cannot be modified after creation' },
  },
  members: {
    name: 'Member |||| Members',
    fields: { ...systemFields, createdAt: 'Member since', email: 'Email', name: 'Name', role: 'Role', origin: 'Added by', userId: 'User' },
    choices: { role: { staff: 'Staff', admin: 'Admin' }, origin: { invite: 'Invitation', groups: 'Okta group', seed: 'Development account' } },
    empty: 'No members yet',
    emptyHint: 'Invite people by email; admins approve and publish FAQ answers.',
    helper: { role: 'Staff add and edit questions; admins also approve, reject and publish answers and manage members.' },
    locked: { email: 'The email cannot be modified after the invitation' },
  },
  voices: {
    name: 'Brand voice |||| Brand voices',
    fields: {
      ...systemFields,
      createdAt: 'Added On',
      name: 'Brand Voice',
      description: 'Description',
      usedFor: 'Best Used For',
      knowledgeSources: 'Knowledge sources',
      styleProfile: 'Style profile',
    },
    choices: {
      usedFor: { emails: 'Emails', blogs: 'Blogs', social: 'Social Media', website: 'Website', ads: 'Ads' },
    },
    empty: 'No brand voices yet',
    emptyHint: 'A brand voice keeps generated content in your tone.',
    helper: { description: 'Describe the tone, style and vocabulary of this voice.' },
    locked: {},
  },
  chatbots: {
    name: 'Chatbot |||| Chatbots',
    fields: { ...systemFields, name: 'Name', agent: 'Agent', sources: 'Sources', welcome: 'Welcome message', primaryColor: 'Colour', textColor: 'Text colour', enabled: 'Enabled' },
    choices: {
      agent: { 'customer-service': 'Customer Service', operations: 'Operations', marketing: 'Marketing' },
      sources: { faqs: 'Published FAQs', documents: 'Documents open to guests', website: 'Connections open to guests' },
    },
    empty: 'No chatbots yet',
    emptyHint: 'A chatbot answers guests on your website from your published FAQs and the sources open to guests.',
    helper: { sources: 'Only published FAQ answers and items whose Access is "Staff and guests" are ever used.' },
    locked: {},
  },
};

export type ResourcesMessages = typeof resourcesEn;

/**
 * `app.*` keys the declarations and the generic screens use; the shell merges them into its
 * `app` namespace. `access` explains the Access column (who may see answers drawn from an item).
 */
export const resourceAppEn = {
  chatbots: { color_hint: 'A colour like #1f6feb' },
  access: {
    helper: 'Who may see answers drawn from this item: staff only, or staff and guests through the public chatbot.',
    staff_hint: 'Only signed-in staff see answers drawn from this item.',
    public_hint: 'Staff, and guests through the public chatbot, see answers drawn from this item.',
  },
  members: {
    email_required: 'Email is required',
  },
  faq: {
    question_required: 'Question text is required',
    empty_section: 'You cannot create an empty section',
  },
  integrations: {
    url_invalid: 'Please enter a valid URL',
    url_required: 'URL is required',
    url_hint: 'Paste the root domain to index the whole site, or a specific page or subdirectory URL to save only that.',
  },
  resources: {
    empty: 'No %{name} yet',
    create_only: '%{field} cannot be modified after creation',
    url_invalid: 'Please enter a valid URL',
    more: '+%{count}',
    more_label: '%{count} more: %{items}',
    json_invalid: 'Please enter valid JSON',
  },
};

export type ResourceAppMessages = typeof resourceAppEn;

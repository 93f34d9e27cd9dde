/**
 * The generic resource screens: empty state, create-only and JSON messages, the Access explanation.
 * fr.ts and de.ts beside this file are typed against it; src/i18n/en.ts merges it.
 */
export const messages = {
  app: {
    resources: {
      empty: 'No %{name} yet',
      create_only: '%{field} cannot be modified after creation',
      url_invalid: 'Please enter a valid URL',
      more: '+%{count}',
      more_label: '%{count} more: %{items}',
      json_invalid: 'Please enter valid JSON',
    },
    access: {
      helper: 'Who may see answers drawn from this item: staff only, or staff and guests through the public chatbot.',
      staff_hint: 'Only signed-in staff see answers drawn from this item.',
      public_hint: 'Staff, and guests through the public chatbot, see answers drawn from this item.',
    },
  },
};

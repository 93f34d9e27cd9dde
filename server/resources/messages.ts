/**
 * English text of the i18n message keys declarations use. The UI translates the key itself; the
 * API answers with this text, so both say the same thing (spec section 5 wording, word for word).
 */
export const messageTexts: Record<string, string> = {
  'app.faq.empty_section': 'You cannot create an empty section',
  'app.faq.question_required': 'Question text is required',
  'app.faq.answer_required': 'Answer text is required',
  'app.members.email_required': 'Email is required',
  'app.integrations.url_required': 'URL is required',
  'app.integrations.url_invalid': 'Please enter a valid URL',
};

/** How a field is named in server messages when its humanised source name reads poorly. */
const fieldLabels: Record<string, Record<string, string>> = {
  'faq-questions': { question: 'Question text', answer: 'Answer text' },
  integrations: { url: 'URL' },
};

export const messageText = (key: string): string => messageTexts[key] ?? key;

export function fieldLabel(resource: string, source: string): string {
  const label = fieldLabels[resource]?.[source];
  if (label) return label;
  const words = source.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const validationMessages = {
  required: 'Required',
  missingRequired: 'Please fill in all required fields',
  invalid: 'Invalid input',
  url: 'Please enter a valid URL',
  createOnly: (label: string) => `${label} cannot be modified after creation`,
};

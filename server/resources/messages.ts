/** How a field is named in server messages when its humanised source name reads poorly. */
const fieldLabels: Record<string, Record<string, string>> = {
  'faq-questions': { question: 'Question text', answer: 'Answer text' },
  integrations: { url: 'URL' },
};

export function fieldLabel(resource: string, source: string): string {
  const label = fieldLabels[resource]?.[source];
  if (label) return label;
  const words = source.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * English headlines (`message`) of a validation failure, for logs and API users. Field errors are
 * i18n keys (src/resources/validation/keys.ts) the SPA translates, with no English here.
 */
export const validationMessages = {
  missingRequired: 'Please fill in all required fields',
  invalid: 'Invalid input',
  createOnly: (label: string) => `${label} cannot be modified after creation`,
};

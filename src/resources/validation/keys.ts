/**
 * What declared-field validation answers, as i18n keys (with params), the same on both sides: the
 * SPA's validators (react-admin's `ra.validation.*` where it has one) and the server's field errors,
 * which the SPA translates (src/providers/httpClient.ts). English lives in the catalogues only.
 */
export const validationKeys = {
  required: 'ra.validation.required',
  maxLength: 'ra.validation.maxLength', // { max }
  minValue: 'ra.validation.minValue', // { min }
  maxValue: 'ra.validation.maxValue', // { max }
  number: 'ra.validation.number',
  oneOf: 'ra.validation.oneOf', // { options }
  text: 'app.validation.text',
  reference: 'app.validation.reference',
  /** A reference to a record this property does not have. */
  notFound: 'app.validation.not_found',
  boolean: 'app.validation.boolean',
  date: 'app.validation.date',
  list: 'app.validation.list',
  words: 'app.validation.words',
  among: 'app.validation.among', // { options }
  json: 'app.resources.json_invalid',
  tooLarge: 'app.validation.too_large', // { max }
  createOnly: 'app.validation.create_only',
  url: 'app.resources.url_invalid',
} as const;

/** Top-level `code`s of a validation failure (`app.errors.<code>`), beside the English `message`. */
export const validationCodes = { invalid: 'invalid_input', missingRequired: 'missing_required' } as const;

export type FieldErrorParams = Record<string, string | number>;

/**
 * What declared-field validation says (src/resources/validation/keys.ts), on either side, and the
 * codes of a validation failure. fr.ts and de.ts beside this file are typed against it.
 */
export const messages = {
  app: {
    validation: {
      text: 'Must be text',
      reference: 'Must be an id',
      not_found: 'Not found in this property',
      boolean: 'Must be true or false',
      date: 'Must be a date',
      list: 'Must be a list',
      words: 'Must be a list of words',
      among: 'Must be among: %{options}',
      too_large: 'Must be %{max} or smaller',
      create_only: 'Cannot be changed after creation',
    },
    errors: {
      invalid_input: 'Some fields are not valid: see the messages under them.',
      missing_required: 'Please fill in all required fields',
    },
  },
};

import { maxLength, maxValue, minValue, type Validator } from 'react-admin';
import type { FieldDeclaration } from '../../types.ts';
import { validationKeys } from '../../validation/keys.ts';
import { isValidUrl } from '../../validation/url.ts';

const isBlank = (value: unknown): boolean =>
  value == null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value)) ||
  (Array.isArray(value) && value.length === 0);

/**
 * Like react-admin's `required`, but blank text counts as empty ("You cannot create an empty
 * section" must catch a title of spaces too). `isRequired` makes inputs show their asterisk.
 */
export const requiredValue = (message = 'ra.validation.required'): Validator =>
  Object.assign((value: unknown) => (isBlank(value) ? message : undefined), { isRequired: true });

export const validUrl =
  (message: string = validationKeys.url): Validator =>
  (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' && !isValidUrl(value) ? message : undefined;

/**
 * The same rules the server derives from the declaration, so most mistakes are caught before a
 * round trip. The field's `message` names the failure the spec words: emptiness for required
 * fields, validity for URLs.
 */
export const validatorsFor = (field: FieldDeclaration): Validator[] => {
  const validators: Validator[] = [];
  if (field.required)
    validators.push(requiredValue(field.kind === 'url' ? validationKeys.required : (field.message ?? validationKeys.required)));
  if (field.maxLength !== undefined) validators.push(maxLength(field.maxLength));
  if (field.min !== undefined) validators.push(minValue(field.min));
  if (field.max !== undefined) validators.push(maxValue(field.max));
  if (field.kind === 'url') validators.push(validUrl(field.message));
  return validators;
};

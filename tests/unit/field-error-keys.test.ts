import { afterEach, describe, expect, it } from 'vitest';
import { toHttpError } from '../../src/providers/httpClient.ts';
import { i18nProvider } from '../../src/providers/i18nProvider.ts';

afterEach(() => i18nProvider.changeLocale('en'));

// What server/resources/validation.ts answers for a bad create (tests/api/url-field-errors.test.ts).
const invalid = {
  message: 'Invalid input',
  code: 'invalid_input',
  errors: { url: 'app.integrations.url_invalid', name: 'ra.validation.maxLength', position: 'ra.validation.minValue' },
  errorParams: { name: { max: 255 }, position: { min: 0 } },
};

describe('field errors arrive as keys and are shown in the user language', () => {
  it('translates each key with its params, and the headline from its code', async () => {
    const en = toHttpError(400, '', '', invalid);
    expect((en.body as typeof invalid).errors).toEqual({
      url: 'Please enter a valid URL',
      name: 'Must be 255 characters or less',
      position: 'Must be at least 0',
    });
    expect(en.message).toBe('Some fields are not valid: see the messages under them.');
    await i18nProvider.changeLocale('fr');
    const fr = toHttpError(400, '', '', invalid);
    expect((fr.body as typeof invalid).errors.url).toBe('Veuillez saisir une URL valide');
    expect((fr.body as typeof invalid).errors.name).toContain('255');
    await i18nProvider.changeLocale('de');
    expect((toHttpError(400, '', '', invalid).body as typeof invalid).errors.url).toBe('Bitte geben Sie eine gültige URL ein');
  });

  it('shows English text from routes that still send it as it came', () => {
    const body = { message: 'Bad', errors: { 'settings.clientSecret': 'Client secret is required' } };
    expect((toHttpError(400, '', '', body).body as typeof body).errors).toEqual(body.errors);
  });
});

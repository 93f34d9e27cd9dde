import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/providers/dates.ts';
import { toHttpError } from '../../src/providers/httpClient.ts';
import { i18nProvider } from '../../src/providers/i18nProvider.ts';
import { documentFailureReason } from '../../src/providers/serverErrors.ts';
import { formatSize } from '../../src/resources/documents/documentFacts.ts';

afterEach(() => i18nProvider.changeLocale('en'));

const tooLarge = { message: 'The request body is too large: the limit is 1 MB', code: 'body_too_large', params: { limit: '1 MB' } };

describe('server errors reach the user in their language', () => {
  it('turns { code, params } into the app.errors text of the language shown', async () => {
    expect(toHttpError(413, '', '', tooLarge).message).toBe('The request is too large: the limit is 1 MB.');
    await i18nProvider.changeLocale('fr');
    expect(toHttpError(413, '', '', tooLarge).message).toBe('La requête est trop volumineuse : la limite est de 1 MB.');
    await i18nProvider.changeLocale('de');
    const error = toHttpError(413, '', '', tooLarge);
    expect(error.message).toBe('Die Anfrage ist zu groß: Die Grenze liegt bei 1 MB.');
    // Field errors and the rest of the answer still reach react-admin's forms.
    expect(error.status).toBe(413);
    expect(error.body).toEqual(tooLarge);
  });

  it('shows a field error that repeats the failure in the same language, and leaves other field errors alone', async () => {
    const refused = {
      message: 'This address is on a private network',
      code: 'private_address',
      errors: { url: 'This address is on a private network', name: 'Name is taken' },
    };
    await i18nProvider.changeLocale('de');
    const error = toHttpError(400, '', '', refused);
    expect(error.message).not.toBe(refused.message);
    expect((error.body as typeof refused).errors).toEqual({ url: error.message, name: 'Name is taken' });
    expect((error.body as typeof refused).code).toBe('private_address');
  });

  it("falls back to the server's sentence for a code without a text, and to the status without a message", async () => {
    await i18nProvider.changeLocale('fr');
    expect(toHttpError(400, '', '', { message: 'Something specific', code: 'not_in_the_catalogue' }).message).toBe('Something specific');
    expect(toHttpError(400, '', '', { message: 'No code here' }).message).toBe('No code here');
    expect(toHttpError(503, '', 'oops', undefined).message).toBe('Service Unavailable');
  });

  it("translates a failed document's reason from errorCode / errorParams", async () => {
    await i18nProvider.changeLocale('de');
    const translate = i18nProvider.translate;
    expect(documentFailureReason(translate, { error: 'Too deep', errorCode: 'json_too_deep', errorParams: { max: 64 } })).toBe(
      'Die Daten sind zu tief verschachtelt (höchstens 64 Ebenen).',
    );
    expect(documentFailureReason(translate, { error: 'Only English', errorCode: null })).toBe('Only English');
    expect(documentFailureReason(translate, undefined)).toBe('');
  });
});

describe('one date format, in the language chosen', () => {
  const when = '2025-03-01T10:00:00Z';
  it('writes medium date and short time per locale, nothing for no date', () => {
    expect(formatDate(when, 'de')).toMatch(/^01\.03\.2025, \d\d:\d\d$/);
    expect(formatDate(when, 'fr')).toMatch(/^1 mars 2025/);
    expect(formatDate(when, 'en')).toMatch(/^Mar 1, 2025, \d{1,2}:\d\d\s?[AP]M$/);
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('writes sizes in KB and MB with the decimal separator of the language', async () => {
    expect(formatSize(2.5 * 1024 * 1024, i18nProvider.translate, 'en')).toBe('2.5 MB');
    expect(formatSize(348_160, i18nProvider.translate, 'en')).toBe('340 KB');
    await i18nProvider.changeLocale('fr');
    expect(formatSize(2.5 * 1024 * 1024, i18nProvider.translate, 'fr')).toBe('2,5 Mo');
  });
});

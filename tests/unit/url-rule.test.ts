import { describe, expect, it } from 'vitest';
import { isValidUrl, normaliseUrl, urlProblem } from '../../src/resources/validation/url.ts';
import { validatorsFor } from '../../src/resources/builders/inputs/validation.ts';
import { buildValidator } from '../../server/resources/validation.ts';
import { integrations } from '../../src/resources/integrations/declaration.ts';
import { configureWebsite } from '../../server/connectors/website/settings.ts';

const serverAccepts = (url: string) => {
  try {
    return buildValidator(integrations).create({ url }).url;
  } catch {
    return false;
  }
};
const formAccepts = (url: string) => validatorsFor({ source: 'url', kind: 'url' }).every((v) => !v(url, {}, {}));
const websiteAccepts = (url: string) => {
  const r = configureWebsite({ url, name: null, settings: undefined });
  return r.ok ? r.url : false;
};

describe('the URL rule, decided once', () => {
  it('decides the three cases the old rules disagreed on', () => {
    // A single-word host names no site: refused everywhere (the server used to accept it).
    expect(urlProblem('http://hotel')).toBe('invalid');
    // A bare host is what people paste: it means https (the server used to refuse it).
    expect(urlProblem('hotel.example')).toBeNull();
    expect(normaliseUrl(' hotel.example/rooms ')).toBe('https://hotel.example/rooms');
    // Not a web address (the form's rule used to read it as https://mailto:x@y.z).
    expect(urlProblem('mailto:x@y.z')).toBe('invalid');
  });

  it('is the same rule in the form, in declared-field validation and in website creation', () => {
    const cases: [string, string | false][] = [
      ['http://hotel', false],
      ['hotel.example', 'https://hotel.example'],
      ['mailto:x@y.z', false],
      ['https://www.hotel.example/rooms/', 'https://www.hotel.example/rooms/'],
      ['ftp://hotel.example', false],
      ['https://user:secret@hotel.example/', false],
      ['https://hotel.123/', false],
    ];
    for (const [url, stored] of cases) {
      expect(formAccepts(url), url).toBe(stored !== false);
      expect(serverAccepts(url), url).toBe(stored);
      expect(websiteAccepts(url) !== false, url).toBe(stored !== false);
    }
  });

  it('leaves where an address points to the network check: IP literals and localhost are well-formed', () => {
    for (const ok of ['http://127.0.0.1:8080/a', 'http://[::1]/rooms/', 'http://localhost:3000', 'hotel.example:8080/x'])
      expect(isValidUrl(ok), ok).toBe(true);
    for (const bad of ['', '   ', 'not a url', 'javascript:alert(1)', 'https://', 'https://hotel..example', 'https://-hotel.example'])
      expect(isValidUrl(bad), bad).toBe(false);
    expect(urlProblem('  ')).toBe('required');
    expect(urlProblem(42)).toBe('invalid');
  });
});

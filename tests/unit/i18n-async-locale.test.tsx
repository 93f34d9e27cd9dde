import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { CoreAdminContext, memoryStore, useLocaleState, useTranslate } from 'react-admin';
import { de } from '../../src/i18n/de.ts';
import { en } from '../../src/i18n/en.ts';
import { fr } from '../../src/i18n/fr.ts';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';

/** Every text the probe rendered, in order: proves English never showed before the chosen language. */
const seen: string[] = [];
let switchTo: (locale: string) => void = () => {};

function Probe() {
  const translate = useTranslate();
  const [, setLocale] = useLocaleState();
  switchTo = setLocale;
  const text = translate('app.menu.home');
  seen.push(text);
  return <p>{text}</p>;
}

afterEach(() => {
  seen.length = 0;
  document.documentElement.lang = 'en';
});

describe('languages other than English load on demand', () => {
  it('a saved French choice renders French first, never English, then German arrives on switching', async () => {
    render(
      <CoreAdminContext i18nProvider={createI18nProvider()} store={memoryStore({ locale: 'fr' })}>
        <Probe />
      </CoreAdminContext>,
    );
    await screen.findByText(fr.app.menu.home);
    expect(fr.app.menu.home).not.toBe(en.app.menu.home);
    expect(seen).not.toContain(en.app.menu.home);
    expect(document.documentElement.lang).toBe('fr');

    act(() => switchTo('de'));
    await screen.findByText(de.app.menu.home);
    expect(document.documentElement.lang).toBe('de');
    act(() => switchTo('en'));
    await screen.findByText(en.app.menu.home);
  });

  it('French and German are not in the provider until asked for', async () => {
    const i18n = createI18nProvider();
    // English is there at once (no promise), the others only after changeLocale resolves.
    expect(i18n.translate('app.menu.home')).toBe(en.app.menu.home);
    const switching = i18n.changeLocale('fr');
    expect(i18n.translate('app.menu.home')).toBe(en.app.menu.home);
    await switching;
    expect(i18n.translate('app.menu.home')).toBe(fr.app.menu.home);
  });
});

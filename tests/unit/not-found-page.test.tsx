import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Location } from 'react-router';
import { NOT_FOUND_IMAGE, NotFoundPage } from '../../src/custom/not-found/NotFoundPage.tsx';
import { renderInShell } from './support/shell.tsx';

afterEach(cleanup);

const expected = {
  en: {
    title: "Oops! The page you're looking for doesn't exist.",
    subtitle: "Let's get you back on track!",
    back: 'Go back',
  },
  fr: {
    title: 'Oups ! La page que vous recherchez n’existe pas.',
    subtitle: 'Remettons-vous sur la bonne voie !',
    back: 'Retour',
  },
  de: {
    title: 'Hoppla! Die gesuchte Seite existiert nicht.',
    subtitle: 'Wir bringen Sie wieder auf den richtigen Weg!',
    back: 'Zurück',
  },
} as const;

describe('not-found page', () => {
  for (const locale of ['en', 'fr', 'de'] as const) {
    it(`reads in ${locale}`, async () => {
      renderInShell(<NotFoundPage />, { locale, initialEntries: ['/no-such-page'] });
      expect(await screen.findByRole('heading', { name: expected[locale].title })).toBeTruthy();
      expect(screen.getByText(expected[locale].subtitle)).toBeTruthy();
      expect(screen.getByRole('button', { name: expected[locale].back })).toBeTruthy();
      expect(screen.getByRole('img').getAttribute('src')).toBe(NOT_FOUND_IMAGE);
    });
  }

  it('goes back to where the user came from', async () => {
    let location: Location | undefined;
    renderInShell(<NotFoundPage />, {
      initialEntries: ['/documents', '/no-such-page'],
      initialIndex: 1,
      onLocation: (l) => (location = l),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(location?.pathname).toBe('/documents'));
  });

  it('goes home when the app was opened on the unknown page', async () => {
    let location: Location | undefined;
    renderInShell(<NotFoundPage />, { initialEntries: ['/no-such-page'], onLocation: (l) => (location = l) });
    fireEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(location?.pathname).toBe('/home'));
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { TestMemoryRouter } from 'react-admin';
import type { Location } from 'react-router';
import { App } from '../../src/App.tsx';
import { fakeOkta } from './support/fakeOkta.ts';
import { testRuntimeConfig } from './support/runtimeConfig.ts';
import { testCore, testSession } from './support/shell.tsx';

// Screens are lazy chunks: the first visit compiles them, which takes a while on a shared machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

let location: Location | undefined;

/** main.tsx puts the app under a BrowserRouter; a memory router stands in for it here. */
function start(path: string, signedIn: boolean) {
  const okta = signedIn ? fakeOkta({ authenticated: true, storedTokens: { accessToken: { accessToken: 'okta' } } }) : fakeOkta();
  const core = testCore(async () => testSession, okta);
  // The start-up redirect is the core's own business (tested there); here the routes must cope.
  void core.initialize({ redirectWhenSignedOut: false });
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location = l)}>
      <App core={core} config={testRuntimeConfig} />
    </TestMemoryRouter>,
  );
  return okta;
}

describe('routes', { timeout: 20_000 }, () => {
  it('sends a signed-out visitor of a private page to /login, which starts the sign-in redirect', async () => {
    const okta = start('/documents', false);
    expect(await screen.findByText('Redirecting to login...')).toBeTruthy();
    expect(location?.pathname).toBe('/login');
    await waitFor(() => expect(okta.signInWithRedirect).toHaveBeenCalledTimes(1));
  });

  it('keeps the signed-out landing page public', async () => {
    const okta = start('/auth/logout', false);
    expect(await screen.findByText('You have signed out')).toBeTruthy();
    expect(screen.getByText('Sign in again')).toBeTruthy();
    expect(location?.pathname).toBe('/auth/logout');
    expect(okta.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('opens a signed-in user on /home with a greeting', async () => {
    start('/', true);
    expect(await screen.findByText(/Ada/, { selector: 'h1' })).toBeTruthy();
    expect(location?.pathname).toBe('/home');
    expect(screen.getByText('Harbour Hotel')).toBeTruthy();
  });

  it('shows the not-found page, inside the layout, for an unknown path', async () => {
    start('/no-such-page', true);
    expect(await screen.findByText("Oops! The page you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByLabelText('Main navigation')).toBeTruthy();
  });
});

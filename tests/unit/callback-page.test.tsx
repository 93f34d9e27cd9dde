import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { Location, NavigateFunction } from 'react-router';
import { CALLBACK_REDIRECT_DELAY_MS, CallbackPage } from '../../src/custom/callback/index.ts';
import { TokenExchangeError } from '../../src/providers/auth/exchange.ts';
import type { SessionUser } from '../../src/providers/auth/types.ts';
import { fakeOkta } from './support/fakeOkta.ts';
import { renderInShell, testCore, testSession } from './support/shell.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

// The page alone: where it sends the browser is read from the router's location.
const routes = <CallbackPage />;

function deferred() {
  let resolve!: (value: SessionUser) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<SessionUser>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('callback page', () => {
  it('shows progress, then replaces itself with /home once signed in', async () => {
    const exchange = deferred();
    let location: Location | undefined;
    let navigate: NavigateFunction | undefined;
    renderInShell(routes, {
      core: testCore(() => exchange.promise),
      initialEntries: ['/before', '/callback'],
      initialIndex: 1,
      onLocation: (l) => (location = l),
      onNavigate: (n) => (navigate = n),
    });
    expect(await screen.findByText('Completing authentication...')).toBeTruthy();

    await act(async () => exchange.resolve(testSession));
    await waitFor(() => expect(location?.pathname).toBe('/home'));
    // Replaced, not pushed: going back skips the callback.
    await act(async () => navigate?.(-1));
    await waitFor(() => expect(location?.pathname).toBe('/before'));
  });

  it('lands on the page the user asked for before the provider, with its query', async () => {
    let location: Location | undefined;
    const okta = fakeOkta({
      loginRedirect: true,
      redirectTokens: { accessToken: { accessToken: 'okta' } },
      originalUri: '/documents?id=p1',
    });
    renderInShell(routes, {
      core: testCore(async () => testSession, okta),
      initialEntries: ['/callback'],
      onLocation: (l) => (location = l),
    });
    await waitFor(() => expect(`${location?.pathname}${location?.search}`).toBe('/documents?id=p1'));
  });

  it('on failure explains, then goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let location: Location | undefined;
    renderInShell(routes, {
      core: testCore(() => Promise.reject(new TokenExchangeError(401, 'Unauthorized'))),
      initialEntries: ['/callback'],
      onLocation: (l) => (location = l),
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Authentication failed. Please try again.')).toBeTruthy();
    expect(screen.getByText('Redirecting to login...')).toBeTruthy();
    expect(screen.getByText('Token exchange failed: Unauthorized')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(CALLBACK_REDIRECT_DELAY_MS - 1);
    });
    expect(location?.pathname).toBe('/callback');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(location?.pathname).toBe('/login');
    expect(CALLBACK_REDIRECT_DELAY_MS).toBe(3000);
  });
});

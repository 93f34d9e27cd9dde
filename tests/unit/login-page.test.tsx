import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, reactRouterProvider, TestMemoryRouter } from 'react-admin';
import type { Location } from 'react-router';
import { LoginPage } from '../../src/custom/login/index.ts';
import { AuthProvider } from '../../src/providers/auth/AuthContext.tsx';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';
import { fakeOkta } from './support/fakeOkta.ts';
import { testCore, testSession } from './support/shell.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The router react-admin renders with (the app's own Route comes from it too).
const { Routes, Route } = reactRouterProvider;

// Where react-admin sends a signed-out visitor of /documents?id=seaside: /login, with the page in the state.
const fromDocuments = { pathname: '/login', state: { nextPathname: '/documents', nextSearch: '?id=seaside' } };

function renderLogin(core: ReturnType<typeof testCore>, onLocation?: (l: Location) => void) {
  void core.initialize({ redirectWhenSignedOut: false });
  return render(
    <TestMemoryRouter initialEntries={[fromDocuments]} locationCallback={onLocation}>
      <AuthProvider core={core}>
        <AdminContext i18nProvider={createI18nProvider()} store={memoryStore({ locale: 'en' })}>
          {/* Only /login shows the page, as in the app: once it has sent the user on, it is gone. */}
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={null} />
          </Routes>
        </AdminContext>
      </AuthProvider>
    </TestMemoryRouter>,
  );
}

describe('login page', () => {
  it('sends the page the visitor asked for, ?id= included, through the provider', async () => {
    const okta = fakeOkta();
    renderLogin(testCore(async () => testSession, okta));
    await waitFor(() => expect(okta.signInWithRedirect).toHaveBeenCalledTimes(1));
    expect(okta.signInWithRedirect.mock.calls[0]![0]?.originalUri).toBe('/documents?id=seaside');
  });

  it('sends a signed-in user on to that page rather than /home', async () => {
    let location: Location | undefined;
    const okta = fakeOkta({ authenticated: true, storedTokens: { accessToken: { accessToken: 'okta' } } });
    renderLogin(
      testCore(async () => testSession, okta),
      (l) => (location = l),
    );
    await waitFor(() => expect(`${location?.pathname}${location?.search}`).toBe('/documents?id=seaside'));
    expect(okta.signInWithRedirect).not.toHaveBeenCalled();
  });
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App.tsx';
import { createAuthCore } from './providers/auth/authCore.ts';
import { exchangeToken } from './providers/auth/exchange.ts';
import { readQuickToken } from './providers/auth/storedToken.ts';
import { loadRuntimeConfig } from './providers/config.ts';

function showBootError(container: HTMLElement, error: unknown) {
  // No React, no i18n yet: plain DOM so even a broken bundle can say what happened.
  container.innerHTML = '';
  const box = document.createElement('div');
  box.className = 'boot-error';
  const title = document.createElement('h1');
  title.textContent = 'The application could not start';
  const detail = document.createElement('p');
  detail.textContent = error instanceof Error ? error.message : String(error);
  const retry = document.createElement('button');
  retry.textContent = 'Try again';
  retry.addEventListener('click', () => window.location.reload());
  box.append(title, detail, retry);
  container.append(box);
}

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  try {
    const config = await loadRuntimeConfig();
    const core = createAuthCore({
      // okta-auth-js (the code flow) loads only when needed: a returning user's valid token is
      // exchanged without it, so the first screen does not download it (bench/bundle.ts).
      okta: () => import('./providers/auth/createOktaAuth.ts').then((m) => m.createOktaAuth(config)),
      quickAccessToken: () => readQuickToken(window.localStorage, window.location, config.redirectPath || '/callback'),
      exchange: (accessToken, propertyId) => exchangeToken(accessToken, propertyId),
      storage: window.localStorage,
      location: () => ({ pathname: window.location.pathname, search: window.location.search }),
      postLogoutRedirectUri: config.logoutUrl,
      scopes: config.scopes,
    });
    // Started before the first render so it runs exactly once, whatever React re-renders. A signed-out
    // visitor is not redirected from here: protected routes send them to /login, which shows
    // 'Redirecting to login...' and starts the provider redirect, so there is one path, never a race.
    // Leaving mid-start-up (another page typed in, a link) aborts the exchange: not a failed sign-in.
    window.addEventListener('beforeunload', () => core.leaving());
    window.addEventListener('pagehide', () => core.leaving());
    void core.initialize({ redirectWhenSignedOut: false });
    // Real paths (/home, /callback), not react-admin's default hash router; a data router, so a
    // screen with unsaved changes can hold navigation (links and the browser's Back) with useBlocker.
    const router = createBrowserRouter([{ path: '*', element: <App core={core} config={config} /> }]);
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('Boot failed', error);
    showBootError(container, error);
  }
}

void boot();

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import type { Location, NavigateFunction } from 'react-router';
import { AuthProvider } from '../../../src/providers/auth/AuthContext.tsx';
import { createAuthCore, type AuthCore } from '../../../src/providers/auth/authCore.ts';
import type { SessionUser } from '../../../src/providers/auth/types.ts';
import { createI18nProvider, type LocaleCode } from '../../../src/providers/i18nProvider.ts';
import { ThemeModeProvider } from '../../../src/providers/theme/ThemeModeProvider.tsx';
import { fakeOkta } from './fakeOkta.ts';

export const testSession: SessionUser = {
  accessToken: 'product-token',
  user: { id: 'u1', name: 'Ada Lovelace', email: 'ada@hotel.test', initials: 'AL' },
  property: { id: 'p1', name: 'Harbour Hotel' },
};

/**
 * A real auth core over a fake OktaAuth; `exchange` is handed in so a test decides when and how
 * the product's token exchange answers.
 */
export function testCore(
  exchange: () => Promise<SessionUser>,
  okta = fakeOkta({ authenticated: true, storedTokens: { accessToken: { accessToken: 'okta' } } }),
) {
  return createAuthCore({
    okta,
    exchange,
    storage: localStorage,
    location: () => ({ pathname: '/', search: '' }),
    postLogoutRedirectUri: '/auth/logout',
    scopes: ['openid'],
    log: () => {},
  });
}

interface ShellOptions {
  core?: AuthCore;
  locale?: LocaleCode;
  initialEntries?: string[];
  initialIndex?: number;
  onLocation?: (location: Location) => void;
  onNavigate?: (navigate: NavigateFunction) => void;
}

/** The providers the shell's screens run under: router, react-admin i18n/store/theme, session, theme mode. */
export function renderInShell(ui: ReactNode, options: ShellOptions = {}) {
  const core = options.core ?? testCore(async () => testSession);
  void core.initialize({ redirectWhenSignedOut: false });
  return render(
    <TestMemoryRouter
      initialEntries={options.initialEntries ?? ['/']}
      initialIndex={options.initialIndex}
      locationCallback={options.onLocation}
      navigateCallback={options.onNavigate}
    >
      <AuthProvider core={core}>
        <ThemeModeProvider>
          <AdminContext i18nProvider={createI18nProvider()} store={memoryStore({ locale: options.locale ?? 'en' })}>
            {ui}
          </AdminContext>
        </ThemeModeProvider>
      </AuthProvider>
    </TestMemoryRouter>,
  );
}

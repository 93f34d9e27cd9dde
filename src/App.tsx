import { lazy, Suspense, useMemo, useState } from 'react';
import { CustomRoutes, Navigate, reactRouterProvider, Resource, type AuthProvider } from 'react-admin';
// react-admin's <Admin> minus its unused defaults (first load): see AdminShell.tsx.
import { Admin } from './AdminShell.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { CallbackPage } from './custom/callback/index.ts';
import { AppLayout } from './custom/layout/AppLayout.tsx';
import { FullPageSpinner } from './custom/layout/PageSpinner.tsx';
import { SonnerNotification } from './custom/layout/SonnerNotification.tsx';
import { LoginPage } from './custom/login/index.ts';
import { pageScreen } from './custom/pageScreens.ts';
import { LOGOUT_LANDING_PATH, LogoutLandingPage } from './custom/logout-landing/index.ts';
import { AuthProvider as SessionProvider } from './providers/auth/AuthContext.tsx';
import type { AuthCore } from './providers/auth/authCore.ts';
import { createRaAuthProvider } from './providers/auth/raAuthProvider.ts';
import type { RuntimeConfig } from './providers/config.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { i18nProvider } from './providers/i18nProvider.ts';
import { createQueryClient } from './providers/queryClient.ts';
import { RuntimeConfigProvider } from './providers/RuntimeConfigContext.tsx';
import { appStore } from './providers/store.ts';
import { themeFor } from './providers/theme/muiThemes.ts';
import { ThemeModeProvider, useThemeMode } from './providers/theme/ThemeModeProvider.tsx';
import { resourceProps } from './resources/builders/index.tsx';
import { pages, resources } from './resources/index.ts';

// Screens load on demand; login, callback and sign-out stay in the entry so they paint at once.
const NotFoundPage = lazy(() => import('./custom/not-found/index.ts'));

const RedirectHome = () => <Navigate to="/home" replace />;

// The router's own Route, from the same react-router instance react-admin renders with.
const { Route } = reactRouterProvider;

function ThemedAdmin({ authProvider, queryClient }: { authProvider: AuthProvider; queryClient: QueryClient }) {
  const { resolved } = useThemeMode();
  return (
    <Admin
      title="Hotel AI Workspace"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={appStore}
      theme={themeFor(resolved)}
      layout={AppLayout}
      loginPage={LoginPage}
      dashboard={RedirectHome}
      catchAll={NotFoundPage}
      loading={FullPageSpinner}
      notification={SonnerNotification}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/callback" element={<CallbackPage />} />
        <Route path={LOGOUT_LANDING_PATH} element={<LogoutLandingPage />} />
      </CustomRoutes>
      <CustomRoutes>
        {pages.map((page) => {
          const Screen = pageScreen(page);
          return <Route key={page.name} path={page.path} element={<Screen />} />;
        })}
      </CustomRoutes>
      {resources.map((r) => (
        <Resource key={r.name} {...resourceProps(r)} />
      ))}
    </Admin>
  );
}

export function App({ core, config }: { core: AuthCore; config: RuntimeConfig }) {
  const authProvider = useMemo(() => createRaAuthProvider(core), [core]);
  const [queryClient] = useState(createQueryClient);
  return (
    <RuntimeConfigProvider value={config}>
      <SessionProvider core={core}>
        <ThemeModeProvider>
          <Suspense fallback={null}>
            <ThemedAdmin authProvider={authProvider} queryClient={queryClient} />
          </Suspense>
        </ThemeModeProvider>
      </SessionProvider>
    </RuntimeConfigProvider>
  );
}

/**
 * react-admin's <Admin>, without what this product replaces. <Admin> is AdminContext + AdminUI, whose
 * default props (the stock layout and app bar, login form with react-hook-form, notification,
 * English catalogue, localStorage store, theme store) are bundled even when every one of them is
 * overridden: about 40 kB gzipped of the first load (bench/bundle.ts). This composes the same
 * ra-core parts with the product's own pieces, and loads react-admin's status pages (access denied,
 * authentication error, error) only when one is shown.
 */
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { CoreAdminContext, CoreAdminUI, type CoreAdminContextProps, type CoreAdminUIProps } from 'ra-core';
import type { RaThemeOptions } from 'react-admin';

const statusPages = () => import('./custom/layout/statusPages.ts');
const AccessDenied = lazy(() => statusPages().then((m) => ({ default: m.AccessDenied })));
const AuthenticationError = lazy(() => statusPages().then((m) => ({ default: m.AuthenticationError })));
const ErrorPage = lazy(() => statusPages().then((m) => ({ default: m.ErrorPage })));

const onDemand =
  <P extends object>(Page: ComponentType<P>) =>
  (props: P) => (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  );
const LazyAccessDenied = onDemand(AccessDenied);
const LazyAuthenticationError = onDemand(AuthenticationError);
const LazyError = onDemand(ErrorPage as ComponentType<object>);

export type AdminShellProps = Pick<CoreAdminContextProps, 'dataProvider' | 'authProvider' | 'i18nProvider' | 'queryClient' | 'store'> &
  Pick<
    CoreAdminUIProps,
    'title' | 'layout' | 'loginPage' | 'dashboard' | 'catchAll' | 'loading' | 'requireAuth' | 'disableTelemetry' | 'children'
  > & {
    theme: RaThemeOptions;
    notification: ComponentType;
  };

export function Admin(props: AdminShellProps) {
  const {
    theme,
    notification: Notification,
    children,
    title,
    layout,
    loginPage,
    dashboard,
    catchAll,
    loading,
    requireAuth,
    disableTelemetry,
    ...context
  } = props;
  const muiTheme = useMemo(() => createTheme(theme), [theme]);
  return (
    <CoreAdminContext {...context}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title={title}
            layout={layout}
            loginPage={loginPage}
            dashboard={dashboard}
            catchAll={catchAll}
            loading={loading}
            requireAuth={requireAuth}
            disableTelemetry={disableTelemetry}
            accessDenied={LazyAccessDenied}
            authenticationError={LazyAuthenticationError}
            error={LazyError}
          >
            {children}
          </CoreAdminUI>
          <Notification />
        </CssBaseline>
      </ThemeProvider>
    </CoreAdminContext>
  );
}

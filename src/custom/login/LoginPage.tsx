import { useEffect, useState } from 'react';
import { Button, CircularProgress, Typography } from '@mui/material';
import { useLocation, useNavigate, useTranslate } from 'react-admin';
import { useAuth } from '../../providers/auth/AuthContext.tsx';
import { CenteredPanel } from '../shared/CenteredPanel.tsx';

/** react-admin sends a signed-out visitor here with the page they asked for in the location state. */
interface NextLocation {
  nextPathname?: string;
  nextSearch?: string;
}

const askedFor = (state: unknown): string | undefined => {
  const next = (state ?? {}) as NextLocation;
  return typeof next.nextPathname === 'string' ? `${next.nextPathname}${next.nextSearch ?? ''}` : undefined;
};

/**
 * /login: once the start-up check is done, a signed-in user goes on to the page they asked for,
 * anyone else to the provider, carrying that page (and its `?id=` property) through the redirect.
 */
export function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const target = askedFor(useLocation().state);
  const { isLoading, isAuthenticated, login } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (isLoading) return;
    if (isAuthenticated) {
      navigate(target ?? '/home', { replace: true });
      return;
    }
    login(target).catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
  }, [isLoading, isAuthenticated, login, navigate, attempt, target]);

  return (
    <CenteredPanel>
      {failure ? (
        <>
          <Typography role="alert" color="error">
            {translate('app.auth.failed')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {failure}
          </Typography>
          <Button
            variant="contained"
            onClick={() => {
              setFailure(null);
              setAttempt((n) => n + 1);
            }}
          >
            {translate('app.auth.sign_in_again')}
          </Button>
        </>
      ) : (
        <>
          <CircularProgress size={28} />
          <Typography>{translate('app.auth.redirecting')}</Typography>
        </>
      )}
    </CenteredPanel>
  );
}

import { useEffect, useState } from 'react';
import { Button, CircularProgress, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { useAuth } from '../../providers/auth/AuthContext.tsx';
import { CenteredPanel } from '../shared/CenteredPanel.tsx';

/** /login: once the start-up check is done, a signed-in user goes home, anyone else to the provider. */
export function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { isLoading, isAuthenticated, login } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (isLoading) return;
    if (isAuthenticated) {
      navigate('/home', { replace: true });
      return;
    }
    login().catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
  }, [isLoading, isAuthenticated, login, navigate, attempt]);

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

import { useEffect } from 'react';
import { CircularProgress, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { useAuth } from '../../providers/auth/AuthContext.tsx';
import { CenteredPanel } from '../shared/CenteredPanel.tsx';

export const CALLBACK_REDIRECT_DELAY_MS = 3000;

/** /callback: where the provider sends the browser back; the auth core does the work. */
export function CallbackPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { isLoading, isAuthenticated, error, returnTo } = useAuth();

  useEffect(() => {
    if (isLoading) return;
    if (isAuthenticated) {
      // The page the user asked for before the provider (spec: /home when there was none).
      navigate(returnTo(), { replace: true });
      return;
    }
    const timer = setTimeout(() => navigate('/login', { replace: true }), CALLBACK_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading, isAuthenticated, navigate, returnTo]);

  if (isLoading || isAuthenticated) {
    return (
      <CenteredPanel>
        <CircularProgress size={28} />
        <Typography>{translate('app.auth.completing')}</Typography>
      </CenteredPanel>
    );
  }
  return (
    <CenteredPanel>
      <Typography role="alert" color="error" fontWeight={600}>
        {translate('app.auth.failed')}
      </Typography>
      {error && (
        <Typography variant="body2" color="text.secondary">
          {error}
        </Typography>
      )}
      <Typography color="text.secondary">{translate('app.auth.redirecting')}</Typography>
    </CenteredPanel>
  );
}

import { Button, Typography } from '@mui/material';
import Login from '@mui/icons-material/Login';
import { useNavigate, useTranslate } from 'react-admin';
import { CenteredPanel } from '../shared/CenteredPanel.tsx';

export const LOGOUT_LANDING_PATH = '/auth/logout';

/** Public: in development the provider's post-logout redirect lands here. */
export function LogoutLandingPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <CenteredPanel>
      <Typography variant="h5" component="h1">
        {translate('app.auth.signed_out_title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.auth.signed_out_body')}</Typography>
      <Button variant="contained" size="large" startIcon={<Login />} onClick={() => navigate('/login')}>
        {translate('app.auth.sign_in_again')}
      </Button>
    </CenteredPanel>
  );
}

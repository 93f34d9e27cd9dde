import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Title, useLocation, useNavigate, useTranslate } from 'react-admin';

export const NOT_FOUND_IMAGE = '/not-found.svg';

export function NotFoundPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  // The router marks the entry the app opened on as 'default': with nothing to go back to
  // (a pasted link), back means home.
  const { key } = useLocation();
  const goBack = () => (key !== 'default' ? navigate(-1) : navigate('/home'));
  return (
    <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: { xs: 4, md: 8 } }}>
      <Title title={translate('ra.page.not_found')} />
      <Box
        component="img"
        src={NOT_FOUND_IMAGE}
        alt={translate('app.not_found.image_alt')}
        sx={{ width: '100%', maxWidth: 360, height: 'auto' }}
      />
      <Typography variant="h4" component="h1">
        {translate('app.not_found.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.not_found.subtitle')}</Typography>
      <Button variant="contained" startIcon={<ArrowBack />} onClick={goBack}>
        {translate('app.not_found.back')}
      </Button>
    </Stack>
  );
}

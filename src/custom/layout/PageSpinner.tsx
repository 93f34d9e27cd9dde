import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      aria-label={translate('app.loading')}
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : '40vh' }}
    >
      <CircularProgress size={32} />
    </Box>
  );
}

export const FullPageSpinner = () => <PageSpinner fullScreen />;

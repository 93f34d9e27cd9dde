import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Language';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import { useListContext, useTranslate } from 'ra-core';
import { RetryAlert } from '../../custom/shared/RetryAlert.tsx';

export const IntegrationsSkeleton = () => (
  <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" data-testid="integrations-loading">
    {[0, 1, 2].map((row) => (
      <Skeleton key={row} variant="rounded" height={40} />
    ))}
  </Stack>
);

export const IntegrationsEmpty = ({ onConnectWebsite }: { onConnectWebsite: () => void }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderStyle: 'dashed' }}>
      <HubOutlinedIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" sx={{ mt: 1 }}>
        {translate('app.integrations.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: 2 }}>
        {translate('app.integrations.empty.text')}
      </Typography>
      <Button variant="contained" startIcon={<LanguageIcon />} onClick={onConnectWebsite}>
        {translate('app.integrations.empty.cta')}
      </Button>
    </Paper>
  );
};

/** The spec's 'Failed to load integrations', with Retry: ListBase's error state. */
export const IntegrationsError = () => {
  const translate = useTranslate();
  const { refetch } = useListContext();
  return (
    <RetryAlert retryLabel={translate('app.integrations.retry')} onRetry={() => void refetch()}>
      {translate('app.integrations.notifications.load_failed')}
    </RetryAlert>
  );
};

export const SectionTitle = ({ id, children }: { id: string; children: string }) => (
  <Box component="h2" id={id} sx={{ typography: 'h6', mt: 0, mb: 1.5 }}>
    {children}
  </Box>
);

import { Box, Button, Paper } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Language';
import { useListContext, useTranslate } from 'react-admin';
import { RetryAlert } from '../../custom/shared/RetryAlert.tsx';
import { EmptyState } from '../builders/EmptyState.tsx';
import { integrations } from './declaration.ts';

/** The generic "No integrations yet", whose way forward is connecting the website. */
export const IntegrationsEmpty = ({ onConnectWebsite }: { onConnectWebsite: () => void }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ borderStyle: 'dashed' }}>
      <EmptyState
        decl={integrations}
        actions={
          <Button variant="contained" startIcon={<LanguageIcon />} onClick={onConnectWebsite}>
            {translate('app.integrations.empty.cta')}
          </Button>
        }
      />
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

import { useState } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { ListBase, Title, useTranslate } from 'react-admin';
import { liveListQueryOptions, ListPagination } from '../builders/list/ListStates.tsx';
import { AddWebsiteDialog } from './AddWebsiteDialog.tsx';
import { AvailableIntegrations } from './AvailableIntegrations.tsx';
import { ConnectedIntegrationsTable } from './ConnectedIntegrationsTable.tsx';
import { ConnectorDialog } from './ConnectorDialog.tsx';
import { integrations } from './declaration.ts';
import type { ConnectorKind, IntegrationKind } from './integrationModel.ts';
import { IntegrationsEmpty, IntegrationsError, SectionTitle } from './IntegrationsStates.tsx';

/**
 * /integrations: the connected integrations (a react-admin list whose rows poll while a sync
 * moves them) and the connectors one can add, each through a create dialog.
 */
export const IntegrationsPage = () => {
  const translate = useTranslate();
  const [websiteOpen, setWebsiteOpen] = useState(false);
  const [connector, setConnector] = useState<ConnectorKind | null>(null);
  const select = (kind: IntegrationKind) => (kind === 'website' ? setWebsiteOpen(true) : setConnector(kind));

  return (
    <Box sx={{ py: 3 }}>
      <Stack spacing={0.5} sx={{ mb: 3 }}>
        <Title title={translate('app.integrations.title')} />
        <Typography variant="h4" component="h1" fontWeight={700}>
          {translate('app.integrations.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.integrations.subtitle')}</Typography>
      </Stack>
      <Box component="section" sx={{ mb: 4 }} aria-labelledby="connected-integrations">
        <SectionTitle id="connected-integrations">{translate('app.integrations.connected_title')}</SectionTitle>
        <ListBase
          resource={integrations.name}
          sort={integrations.defaultSort}
          perPage={25}
          queryOptions={liveListQueryOptions}
          error={<IntegrationsError />}
          empty={<IntegrationsEmpty onConnectWebsite={() => setWebsiteOpen(true)} />}
        >
          <Paper variant="outlined">
            <ConnectedIntegrationsTable />
            <ListPagination />
          </Paper>
        </ListBase>
      </Box>
      <Box component="section" aria-labelledby="available-integrations">
        <SectionTitle id="available-integrations">{translate('app.integrations.available_title')}</SectionTitle>
        <AvailableIntegrations onSelect={select} />
      </Box>
      <AddWebsiteDialog open={websiteOpen} onClose={() => setWebsiteOpen(false)} />
      <ConnectorDialog kind={connector} onClose={() => setConnector(null)} />
    </Box>
  );
};

import { Title } from 'react-admin';
import { useCallback, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useGetList, useNotify, useTranslate } from 'ra-core';
import { AddWebsiteDialog } from './AddWebsiteDialog.tsx';
import { AvailableIntegrations } from './AvailableIntegrations.tsx';
import { ConnectedIntegrationsTable } from './ConnectedIntegrationsTable.tsx';
import { ConnectorDialog, type ConnectorKind } from './ConnectorDialog.tsx';
import { anyBusy, POLL_INTERVAL_MS, type Integration, type IntegrationKind } from './integrationModel.ts';
import { RESOURCE } from './integrationsData.ts';
import { IntegrationsEmpty, IntegrationsError, IntegrationsSkeleton, SectionTitle } from './IntegrationsStates.tsx';
import { useIntegrationActions } from './useIntegrationActions.ts';

const PER_PAGE = 25;

/** /integrations: connected integrations (live statuses) and the connectors one can add. */
export const IntegrationsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [websiteOpen, setWebsiteOpen] = useState(false);
  const [connector, setConnector] = useState<ConnectorKind | null>(null);

  const { data, total, isPending, error, refetch } = useGetList<Integration>(
    RESOURCE,
    { pagination: { page, perPage: PER_PAGE }, sort: { field: 'createdAt', order: 'DESC' } },
    {
      // Crawls move statuses on the server: poll only while a row is still moving.
      refetchInterval: (query) => (anyBusy(query.state.data?.data) ? POLL_INTERVAL_MS : false),
      onError: () => notify('app.integrations.notifications.load_failed', { type: 'error' }),
    },
  );

  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);
  const { run, remove, pendingId } = useIntegrationActions(reload);

  const select = (kind: IntegrationKind) => (kind === 'website' ? setWebsiteOpen(true) : setConnector(kind));

  const connected = () => {
    if (isPending) return <IntegrationsSkeleton />;
    if (error && !data) return <IntegrationsError onRetry={reload} />;
    if (!data?.length) return <IntegrationsEmpty onConnectWebsite={() => setWebsiteOpen(true)} />;
    return (
      <ConnectedIntegrationsTable
        rows={data}
        total={total ?? data.length}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        pendingId={pendingId}
        onAction={(record, action) => void run(record, action)}
        onDelete={remove}
      />
    );
  };

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
        {connected()}
      </Box>
      <Box component="section" aria-labelledby="available-integrations">
        <SectionTitle id="available-integrations">{translate('app.integrations.available_title')}</SectionTitle>
        <AvailableIntegrations onSelect={select} />
      </Box>
      <AddWebsiteDialog open={websiteOpen} onClose={() => setWebsiteOpen(false)} onCreated={reload} />
      <ConnectorDialog kind={connector} onClose={() => setConnector(null)} onCreated={reload} />
    </Box>
  );
};

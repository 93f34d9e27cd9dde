import { Pagination, useGetResourceLabel, useListContext, useTranslate, type PaginationProps, type RaRecord } from 'react-admin';
import { Box } from '@mui/material';
import { RetryAlert } from '../../../custom/shared/RetryAlert.tsx';
import { retryDelay, shouldRetryQuery } from '../../../providers/queryClient.ts';
import { anyWorking, LIVE_REFRESH_MS } from '../statusColors.ts';

export const ROWS_PER_PAGE = [10, 25, 50];

/**
 * The query options every list uses: the spec's retry policy (react-admin's List turns retries
 * off) and no toast of its own, because the list shows the failure in place with Retry.
 */
export const listQueryOptions = {
  retry: shouldRetryQuery,
  retryDelay,
  onError: () => {},
};

/**
 * For lists whose rows move on the server (uploads being read, sites being crawled): read again
 * every LIVE_REFRESH_MS while any row shown is still working, and stop once all have settled.
 */
export const liveListQueryOptions = {
  ...listQueryOptions,
  refetchInterval: (query: { state: { data?: { data?: readonly RaRecord[] } } }) =>
    anyWorking(query.state.data?.data) ? LIVE_REFRESH_MS : false,
};

/** A list that could not load says so, with the reason and Retry, like the Integrations screen. */
export const ListError = () => {
  const { error, refetch, resource } = useListContext();
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const name = getResourceLabel(resource, 2);
  const reason = error instanceof Error ? error.message : '';
  return (
    <Box sx={{ p: 2 }} data-testid="list-error">
      <RetryAlert
        title={translate('app.list.load_failed', { name })}
        retryLabel={translate('app.list.retry')}
        onRetry={() => void refetch()}
      >
        {reason && translate('app.list.load_failed_detail', { reason: translate(reason, { _: reason }) })}
      </RetryAlert>
    </Box>
  );
};

/** No "1-25 of 25" under a list that failed: its page counts would describe old or no data. */
export const ListPagination = (props: PaginationProps) => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={ROWS_PER_PAGE} {...props} />;
};

/** What every List gets: the error state, the guarded pagination, the retry policy. */
export const listFailureProps = {
  error: <ListError />,
  pagination: <ListPagination />,
  queryOptions: listQueryOptions,
};

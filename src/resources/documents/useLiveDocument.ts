import { useGetOne, type RaRecord } from 'react-admin';
import { isWorking, LIVE_REFRESH_MS } from '../builders/statusColors.ts';

/**
 * The uploaded document as the server has it now: read again every LIVE_REFRESH_MS while it is
 * being processed, so the upload dialog follows it to Ready or Failed.
 */
export function useLiveDocument(uploaded: RaRecord | undefined): RaRecord | undefined {
  const id = uploaded?.id;
  const { data } = useGetOne<RaRecord>(
    'documents',
    { id: id ?? '' },
    {
      enabled: id !== undefined && isWorking(uploaded?.status),
      refetchInterval: (query) => (isWorking((query.state.data ?? uploaded)?.status) ? LIVE_REFRESH_MS : false),
    },
  );
  return data ?? uploaded;
}

import { useEffect, useRef } from 'react';
import { Box, IconButton, LinearProgress, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify, useTranslate } from 'react-admin';
import { documentFailureReason } from '../../providers/serverErrors.ts';
import { formatBytes } from './uploadModel.ts';
import { useLiveDocument } from './useLiveDocument.ts';
import type { UploadItem } from './useUploadQueue.ts';

/** What the row says and shows once the file is sent: the document's live status on the server. */
type RowState = UploadItem['state'] | 'ready';

export const UploadRow = ({ item, onCancel, onRemove }: { item: UploadItem; onCancel: () => void; onRemove: () => void }) => {
  const translate = useTranslate();
  const live = useLiveDocument(item.state === 'uploaded' ? item.record : undefined);
  // Sent, then followed: the server reads the file and ends Ready or Failed (with its reason).
  const state: RowState =
    item.state !== 'uploaded' ? item.state : live?.status === 'ready' ? 'ready' : live?.status === 'failed' ? 'failed' : 'uploaded';
  const error = item.state === 'uploaded' && state === 'failed' ? documentFailureReason(translate, live) : item.error;
  // A file the server could not read after accepting it fails like a refused one: with a toast.
  const notify = useNotify();
  const toldFailure = useRef(false);
  const failedAfterSending = item.state === 'uploaded' && state === 'failed';
  useEffect(() => {
    if (!failedAfterSending || toldFailure.current) return;
    toldFailure.current = true;
    notify('app.documents.upload_failed_reason', {
      type: 'error',
      messageArgs: { reason: error, _: `Failed to upload document: ${error ?? ''}` },
    });
  }, [failedAfterSending, error, notify]);
  const active = item.state === 'uploading' || item.state === 'waiting';
  const status =
    state === 'uploading'
      ? translate('app.documents.uploading', {
          percent: Math.round(item.progress * 100),
          _: `Uploading… ${Math.round(item.progress * 100)}%`,
        })
      : state === 'waiting'
        ? translate('app.documents.waiting', { _: 'Waiting…' })
        : state === 'uploaded'
          ? translate('app.documents.processing', { _: 'Uploaded: reading the file…' })
          : state === 'ready'
            ? translate('app.document.ready')
            : state === 'cancelled'
              ? translate('app.documents.cancelled', { _: 'Cancelled' })
              : error || translate('app.documents.upload_failed', { _: 'Failed to upload document' });
  const label = translate(active ? 'app.documents.cancel' : 'app.documents.remove', {
    _: active ? 'Cancel upload' : 'Remove from the list',
  });
  return (
    <ListItem
      data-state={state}
      secondaryAction={
        <Tooltip title={label}>
          <IconButton edge="end" aria-label={`${label}: ${item.file.name}`} onClick={active ? onCancel : onRemove}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      }
    >
      <ListItemText
        primary={`${item.file.name} · ${formatBytes(item.file.size)}`}
        secondary={
          <Box component="span" sx={{ display: 'block' }}>
            <Typography
              component="span"
              variant="caption"
              color={state === 'failed' ? 'error' : state === 'ready' ? 'success.main' : 'text.secondary'}
            >
              {status}
            </Typography>
            {state !== 'failed' && state !== 'cancelled' && (
              <LinearProgress
                sx={{ display: 'block', mt: 0.5 }}
                variant={state === 'waiting' ? 'indeterminate' : 'determinate'}
                value={Math.round(item.progress * 100)}
                color={state === 'uploaded' || state === 'ready' ? 'success' : 'primary'}
                aria-label={item.file.name}
              />
            )}
          </Box>
        }
        slotProps={{ primary: { noWrap: true }, secondary: { component: 'span' } }}
      />
    </ListItem>
  );
};

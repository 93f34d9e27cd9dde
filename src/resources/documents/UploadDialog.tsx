import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  IconButton,
  InputLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Select,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useTranslate } from 'react-admin';
import { accessChoices } from '../types.ts';
import { acceptAttribute, formatBytes } from './uploadModel.ts';
import type { UploadItem, useUploadQueue } from './useUploadQueue.ts';

type Queue = ReturnType<typeof useUploadQueue>;

interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
  queue: Queue;
  maxBytes: number;
  access: string;
  onAccessChange: (access: string) => void;
}

/** Drag and drop or click to browse; one progress bar, status and cancel button per file. */
export const UploadDialog = ({ open, onClose, queue, maxBytes, access, onAccessChange }: UploadDialogProps) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (e.dataTransfer.files.length) queue.add(Array.from(e.dataTransfer.files));
  };
  const browse = () => input.current?.click();
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      browse();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="upload-documents-title">
      <DialogTitle id="upload-documents-title">{translate('app.documents.dialog_title', { _: 'Upload documents' })}</DialogTitle>
      <DialogContent>
        <Box
          role="button"
          tabIndex={0}
          aria-label={translate('app.documents.drop_here', { _: 'Drag and drop files here, or click to browse' })}
          data-testid="upload-dropzone"
          onClick={browse}
          onKeyDown={onKey}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'transparent',
            borderRadius: 2,
            p: 4,
            textAlign: 'center',
            cursor: 'pointer',
            outline: 'none',
            '&:focus-visible': { borderColor: 'primary.main' },
          }}
        >
          <CloudUploadIcon sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
          <Typography sx={{ mt: 1 }}>
            {dragging ? translate('app.documents.drop_release', { _: 'Drop the files to upload them' }) : translate('app.documents.drop_here', { _: 'Drag and drop files here, or click to browse' })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.documents.formats', { _: 'Excel, Word, PDF, PowerPoint, CSV, text, images' })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('app.documents.limit', { size: formatBytes(maxBytes), _: `Up to ${formatBytes(maxBytes)} per file` })}
          </Typography>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={acceptAttribute}
            data-testid="upload-input"
            onChange={(e) => {
              if (e.target.files?.length) queue.add(Array.from(e.target.files));
              e.target.value = '';
            }}
          />
        </Box>
        <FormControl size="small" fullWidth sx={{ mt: 2 }}>
          <InputLabel id="upload-access-label">{translate('app.documents.access_label', { _: 'Who may see answers drawn from these files' })}</InputLabel>
          <Select labelId="upload-access-label" label={translate('app.documents.access_label', { _: 'Who may see answers drawn from these files' })} value={access} onChange={(e) => onAccessChange(e.target.value)}>
            {accessChoices.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {translate(`resources.documents.choices.access.${choice}`, { _: choice })}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {queue.items.length > 0 && (
          <List dense sx={{ mt: 1 }} aria-live="polite">
            {queue.items.map((item) => (
              <UploadRow key={item.id} item={item} onCancel={() => queue.cancel(item.id)} onRemove={() => queue.remove(item.id)} />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(queue.busy ? 'app.documents.close' : 'app.documents.done', { _: queue.busy ? 'Close' : 'Done' })}</Button>
      </DialogActions>
    </Dialog>
  );
};

const UploadRow = ({ item, onCancel, onRemove }: { item: UploadItem; onCancel: () => void; onRemove: () => void }) => {
  const translate = useTranslate();
  const active = item.state === 'uploading' || item.state === 'waiting';
  const status =
    item.state === 'uploading'
      ? translate('app.documents.uploading', { percent: Math.round(item.progress * 100), _: `Uploading… ${Math.round(item.progress * 100)}%` })
      : item.state === 'waiting'
        ? translate('app.documents.waiting', { _: 'Waiting…' })
        : item.state === 'uploaded'
          ? translate('app.documents.processing', { _: 'Uploaded: reading the file…' })
          : item.state === 'cancelled'
            ? translate('app.documents.cancelled', { _: 'Cancelled' })
            : (item.error ?? translate('app.documents.upload_failed', { _: 'Failed to upload document' }));
  const label = translate(active ? 'app.documents.cancel' : 'app.documents.remove', { _: active ? 'Cancel upload' : 'Remove from the list' });
  return (
    <ListItem
      data-state={item.state}
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
            <Typography component="span" variant="caption" color={item.state === 'failed' ? 'error' : 'text.secondary'}>
              {status}
            </Typography>
            {item.state !== 'failed' && item.state !== 'cancelled' && (
              <LinearProgress
                sx={{ display: 'block', mt: 0.5 }}
                variant={item.state === 'waiting' ? 'indeterminate' : 'determinate'}
                value={Math.round(item.progress * 100)}
                color={item.state === 'uploaded' ? 'success' : 'primary'}
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

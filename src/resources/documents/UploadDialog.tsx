import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Form, SelectInput, useTranslate } from 'react-admin';
import { fieldOf } from '../builders/model.ts';
import { useChoices } from '../builders/useChoices.ts';
import { documents } from './declaration.ts';
import { acceptAttribute, formatBytes } from './uploadModel.ts';
import { UploadRow } from './UploadRow.tsx';
import type { useUploadQueue } from './useUploadQueue.ts';

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
            {dragging
              ? translate('app.documents.drop_release', { _: 'Drop the files to upload them' })
              : translate('app.documents.drop_here', { _: 'Drag and drop files here, or click to browse' })}
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
        <AccessInput access={access} onAccessChange={onAccessChange} />
        {queue.items.length > 0 && (
          <List dense sx={{ mt: 1 }} aria-live="polite">
            {queue.items.map((item) => (
              <UploadRow key={item.id} item={item} onCancel={() => queue.cancel(item.id)} onRemove={() => queue.remove(item.id)} />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {translate(queue.busy ? 'app.documents.close' : 'app.documents.done', { _: queue.busy ? 'Close' : 'Done' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const accessField = fieldOf(documents, 'access')!;

/**
 * Who may see answers drawn from the files about to be sent: the declaration's Access field as a
 * react-admin input, in its own small form (nothing to submit: each file is sent with the access
 * chosen when its upload starts). The value lives above the dialog, so it outlasts closing it.
 */
const AccessInput = ({ access, onAccessChange }: { access: string; onAccessChange: (access: string) => void }) => {
  const choices = useChoices(documents.name, accessField);
  return (
    <Form defaultValues={{ access }} resource={documents.name}>
      <SelectInput
        source="access"
        choices={choices}
        translateChoice={false}
        label="app.documents.access_label"
        helperText={false}
        onChange={(event) => onAccessChange(String(event.target.value))}
        fullWidth
        sx={{ mt: 2 }}
      />
    </Form>
  );
};

import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Confirm, useTranslate } from 'react-admin';
import type { Conversation } from './agentsApi.ts';

interface Props {
  conversations: Conversation[];
  /** The list is still loading, or failed (then `onRetry` asks again). */
  loading?: boolean;
  failed?: boolean;
  onRetry?(): void;
  selected: string | null;
  onSelect(id: string | null): void;
  onRename(id: string, title: string): void;
  onDelete(id: string): void;
}

/** The history list: pick, rename or delete one of the user's conversations with this agent. */
export const ConversationList = ({ conversations, loading, failed, onRetry, selected, onSelect, onRename, onDelete }: Props) => {
  const translate = useTranslate();
  const [renaming, setRenaming] = useState<Conversation | null>(null);
  const [title, setTitle] = useState('');
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  return (
    <nav aria-label={translate('app.agents.history')}>
      <Button startIcon={<AddIcon />} onClick={() => onSelect(null)} fullWidth variant="outlined" sx={{ mb: 1 }}>
        {translate('app.agents.new_conversation')}
      </Button>
      {failed ? (
        <Alert severity="error" action={onRetry && <Button onClick={onRetry}>{translate('ra.action.refresh')}</Button>}>
          {translate('app.agents.history_failed')}
        </Alert>
      ) : loading ? (
        <LinearProgress aria-label={translate('app.agents.history')} />
      ) : (
        conversations.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {translate('app.agents.no_history')}
          </Typography>
        )
      )}
      <List dense>
        {conversations.map((c) => (
          <ListItem
            key={c.id}
            disablePadding
            secondaryAction={
              <>
                <IconButton
                  size="small"
                  aria-label={`${translate('app.agents.rename')}: ${c.title}`}
                  onClick={() => (setRenaming(c), setTitle(c.title))}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={`${translate('app.agents.delete')}: ${c.title}`} onClick={() => setDeleting(c)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </>
            }
          >
            <ListItemButton selected={c.id === selected} onClick={() => onSelect(c.id)} sx={{ pr: 10 }}>
              <ListItemText primary={c.title} primaryTypographyProps={{ noWrap: true }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Dialog open={!!renaming} onClose={() => setRenaming(null)} fullWidth maxWidth="xs">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (renaming && title.trim()) onRename(renaming.id, title.trim());
            setRenaming(null);
          }}
        >
          <DialogTitle>{translate('app.agents.rename_title')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={translate('app.agents.title_label')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              inputProps={{ maxLength: 200 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRenaming(null)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!title.trim()}>
              {translate('ra.action.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <Confirm
        isOpen={!!deleting}
        title="ra.message.delete_title"
        content="ra.message.delete_content"
        translateOptions={{ name: deleting?.title ?? '' }}
        onConfirm={() => {
          if (deleting) onDelete(deleting.id);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </nav>
  );
};

import { useState, type MouseEvent } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Divider } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import RefreshIcon from '@mui/icons-material/Refresh';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'ra-core';
import { Confirm } from 'ra-ui-materialui';
import { actionEnabled, type Integration, type IntegrationAction } from './integrationModel.ts';

interface Props {
  record: Integration;
  busy: boolean;
  onAction: (record: Integration, action: IntegrationAction) => void;
  onDelete: (record: Integration) => Promise<boolean>;
}

const actionIcons: Record<IntegrationAction, typeof RefreshIcon> = {
  activate: PlayArrowIcon,
  deactivate: PauseIcon,
  refresh: RefreshIcon,
};

const actions: readonly IntegrationAction[] = ['activate', 'deactivate', 'refresh'];

export const IntegrationRowActions = ({ record, busy, onAction, onDelete }: Props) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);

  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        size="small"
        onClick={open}
        disabled={busy}
        aria-haspopup="menu"
        aria-label={translate('app.integrations.actions.menu', { name: record.name })}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {actions.map((action) => {
          const Icon = actionIcons[action];
          return (
            <MenuItem
              key={action}
              disabled={!actionEnabled(action, record.status)}
              onClick={() => {
                close();
                onAction(record, action);
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate(`app.integrations.actions.${action}`)}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setConfirming(true);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.integrations.actions.delete')}</ListItemText>
        </MenuItem>
      </Menu>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="app.integrations.delete_title"
        content="app.integrations.delete_content"
        contentTranslateOptions={{ name: record.name }}
        confirm="app.integrations.actions.delete"
        confirmColor="warning"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await onDelete(record);
          setConfirming(false);
        }}
      />
    </>
  );
};

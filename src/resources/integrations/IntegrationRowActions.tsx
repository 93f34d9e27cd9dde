import { useState, type MouseEvent } from 'react';
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import RefreshIcon from '@mui/icons-material/Refresh';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Confirm, useTranslate } from 'react-admin';
import { actionEnabled, integrationActions, type Integration, type IntegrationAction } from './integrationModel.ts';
import { useIntegrationAction } from './useIntegrationMutations.ts';

const actionIcons: Record<IntegrationAction, typeof RefreshIcon> = {
  activate: PlayArrowIcon,
  deactivate: PauseIcon,
  refresh: RefreshIcon,
};

/** The row menu: activate, deactivate, refresh (each when the status allows it) and delete. */
/**
 * `onDelete` comes from the table: an optimistic delete unmounts this row at once, so the failure
 * (and the row's return) must be handled by something that stays mounted.
 */
export const IntegrationRowActions = ({
  record,
  onDelete,
  removing = false,
}: {
  record: Integration;
  onDelete: (record: Integration) => void;
  removing?: boolean;
}) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [run, { isPending: running }] = useIntegrationAction();

  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        size="small"
        onClick={open}
        disabled={running || removing}
        aria-haspopup="menu"
        aria-label={translate('app.integrations.actions.menu', { name: record.name })}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {integrationActions.map((action) => {
          const Icon = actionIcons[action];
          return (
            <MenuItem
              key={action}
              disabled={!actionEnabled(action, record.status)}
              onClick={() => {
                close();
                run(record, action);
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
        loading={removing}
        title="app.integrations.delete_title"
        content="app.integrations.delete_content"
        contentTranslateOptions={{ name: record.name }}
        confirm="app.integrations.actions.delete"
        confirmColor="warning"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete(record);
        }}
      />
    </>
  );
};

import { Button, CircularProgress, DialogActions } from '@mui/material';
import { useTranslate } from 'ra-core';

/** Cancel + submit of the integration dialogs; the submit shows a spinner while saving. */
export const DialogFormActions = ({ onCancel, saving, submitLabel }: { onCancel: () => void; saving: boolean; submitLabel: string }) => {
  const translate = useTranslate();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={saving}>
        {translate('app.integrations.connector_dialog.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
};

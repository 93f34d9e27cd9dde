import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

export const ConfirmDialog = (props: {
  open: boolean;
  title: string;
  message: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open={props.open} onClose={props.onCancel} aria-labelledby="faq-confirm-title">
      <DialogTitle id="faq-confirm-title">{translate(props.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(props.message)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{translate(props.cancel)}</Button>
        <Button variant="contained" onClick={props.onConfirm} autoFocus>
          {translate(props.confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

import type { ReactElement, ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useIsMutating } from '@tanstack/react-query';
import { CreateBase, Form, SaveButton, useNotify, useSaveContext, useTranslate, type TransformData } from 'react-admin';

/**
 * Cancel and submit. Submit stays clickable on a pristine form, so an empty submit explains
 * itself under the fields; everything is disabled only while saving (with react-admin's spinner).
 */
const DialogFormActions = ({
  onCancel,
  submitLabel,
  submitIcon,
}: {
  onCancel: () => void;
  submitLabel: string;
  submitIcon?: ReactElement;
}) => {
  const translate = useTranslate();
  const { saving } = useSaveContext();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={saving}>
        {translate('ra.action.cancel')}
      </Button>
      <SaveButton label={submitLabel} icon={submitIcon} alwaysEnable={!saving} />
    </DialogActions>
  );
};

interface CreateDialogProps {
  resource: string;
  open: boolean;
  onClose: () => void;
  /** Id of the title, which names the dialog. */
  titleId: string;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  submitIcon?: ReactElement;
  /** Form values → the create body the server expects. */
  transform: TransformData;
  successMessage: string;
  failureMessage: string;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}

/**
 * A record created from a dialog over its list: react-admin's `CreateBase` and `Form` (Atomic
 * CRM's CreateSheet, in a MUI dialog). The inputs carry the declaration's rules; a refused create
 * keeps the dialog open with the server's field errors under the inputs (react-admin reads
 * `body.errors`); a created one closes it, and react-admin refetches the lists.
 */
export const CreateDialog = (props: CreateDialogProps) => {
  const {
    resource,
    open,
    onClose,
    titleId,
    title,
    description,
    submitLabel,
    submitIcon,
    transform,
    successMessage,
    failureMessage,
    defaultValues,
    children,
  } = props;
  const notify = useNotify();
  // The dialog is outside the form: it learns from the mutation cache that a create is running.
  const saving = useIsMutating({ mutationKey: [resource, 'create'] }) > 0;
  const close = () => {
    if (!saving) onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <CreateBase
        resource={resource}
        redirect={false}
        transform={transform}
        mutationOptions={{
          onSuccess: () => {
            notify(successMessage, { type: 'success' });
            onClose();
          },
          onError: () => notify(failureMessage, { type: 'error' }),
        }}
      >
        {/* noValidate: the declaration's translated rules speak, not the browser's bubbles. */}
        <Form defaultValues={defaultValues} noValidate disableInvalidFormNotification>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            {description && <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>}
            <Stack spacing={1} sx={{ pt: 1 }}>
              {children}
            </Stack>
          </DialogContent>
          <DialogFormActions onCancel={close} submitLabel={submitLabel} submitIcon={submitIcon} />
        </Form>
      </CreateBase>
    </Dialog>
  );
};

import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { CreateBase, EditBase, Form, useNotify, useTranslate } from 'ra-core';
import { SaveButton, TextInput, required } from 'react-admin';

const titleRequired = required('app.faq_manager.notify.empty_section');

/** Add or rename a section: react-admin's CreateBase/EditBase with a Form, in a dialog. */
export const SectionDialog = ({ id, open, onClose }: { id?: string; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const fields = (
    <>
      <DialogContent>
        <TextInput source="title" label="app.faq_manager.section_title" validate={titleRequired} autoFocus fullWidth />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.faq_manager.cancel')}</Button>
        <SaveButton alwaysEnable />
      </DialogActions>
    </>
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="faq-section-title">
      <DialogTitle id="faq-section-title">{translate(id ? 'app.faq_manager.edit_section' : 'app.faq_manager.add_section')}</DialogTitle>
      {id ? (
        <EditBase
          resource="faq-sections"
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          mutationOptions={{ onSuccess: () => (notify('app.faq_manager.notify.section_updated', { type: 'success' }), onClose()) }}
        >
          <Form>{fields}</Form>
        </EditBase>
      ) : (
        <CreateBase
          resource="faq-sections"
          redirect={false}
          mutationOptions={{ onSuccess: () => (notify('app.faq_manager.notify.section_created', { type: 'success' }), onClose()) }}
        >
          <Form>{fields}</Form>
        </CreateBase>
      )}
    </Dialog>
  );
};

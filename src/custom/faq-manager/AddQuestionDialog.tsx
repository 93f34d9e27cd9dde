import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useTranslate } from 'ra-core';
import { SaveButton, TextInput, required } from 'react-admin';

const questionRequired = required('app.faq_manager.notify.question_required');

/** A new question joins the collected edits; it is created with the others on "Save changes". */
export const AddQuestionDialog = ({ open, onClose, onAdd }: { open: boolean; onClose: () => void; onAdd: (question: string) => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="faq-add-question-title">
      <DialogTitle id="faq-add-question-title">{translate('app.faq_manager.add_question')}</DialogTitle>
      <Form
        onSubmit={(values: Record<string, unknown>) => {
          onAdd(String(values.question).trim());
          onClose();
        }}
      >
        <DialogContent>
          <TextInput
            source="question"
            label="app.faq_manager.question"
            validate={questionRequired}
            multiline
            autoFocus
            fullWidth
            helperText="app.faq_manager.question_readonly"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.faq_manager.cancel')}</Button>
          <SaveButton alwaysEnable label="app.faq_manager.add_question" />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

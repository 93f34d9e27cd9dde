import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { DiffView } from './DiffView.tsx';
import { isLowConfidence, type FaqQuestion } from './faqModel.ts';
import { Conflicts, SourceList } from './Sources.tsx';

export interface DraftDialogProps {
  question: FaqQuestion | null;
  isAdmin: boolean;
  busy: boolean;
  onClose: () => void;
  onApprove: (id: string) => void;
  onReject: (id: string) => void;
  /** Staff write the answer for 'Needs an answer' (or rewrite a draft): a collected edit. */
  onWrite: (id: string, text: string) => void;
}

/** One question's proposed draft: diff against the current answer, sources, conflicts, review. */
export const DraftDialog = ({ question: q, isAdmin, busy, onClose, onApprove, onReject, onWrite }: DraftDialogProps) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!q) return null;
  const draft = q.draftAnswer ?? '';
  const write = () => {
    if (!text.trim()) return setError(translate('app.faq_manager.notify.answer_required'));
    onWrite(q.id, text.trim());
    setText('');
    setError(null);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="faq-draft-title">
      <DialogTitle id="faq-draft-title">{q.question}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
            <Chip size="small" label={translate(`resources.faq-questions.choices.status.${q.status}`, { _: q.status })} />
            {q.confidence !== null && q.status === 'draft' && (
              <Chip
                size="small"
                variant="outlined"
                color={isLowConfidence(q) ? 'warning' : 'default'}
                label={translate('app.faq_manager.confidence', { value: Math.round(q.confidence * 100) })}
              />
            )}
          </Stack>
          {isLowConfidence(q) && <Alert severity="warning">{translate('app.faq_manager.low_confidence')}</Alert>}
          {q.needsAnswer && <Alert severity="info">{translate('app.faq_manager.needs_answer_hint')}</Alert>}
          {draft && (
            <>
              <Box>
                <Typography variant="subtitle2">{translate('app.faq_manager.current_answer')}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {q.answer || translate('app.faq_manager.no_current_answer')}
                </Typography>
              </Box>
              <Box>
                <Typography variant="subtitle2">{translate('app.faq_manager.proposed_draft')}</Typography>
                <DiffView before={q.answer ?? ''} after={draft} />
              </Box>
            </>
          )}
          <Conflicts conflicts={q.conflicts ?? []} />
          <SourceList title={q.needsAnswer ? 'app.faq_manager.closest_sources' : 'app.faq_manager.sources'} items={q.citations ?? []} />
          {q.status !== 'generating' && (
            <>
              <Divider />
              <TextField
                label={translate('app.faq_manager.write_answer')}
                value={text}
                onChange={(e) => setText(e.target.value)}
                multiline
                minRows={3}
                error={Boolean(error)}
                helperText={error ?? translate('app.faq_manager.answer_readonly')}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.faq_manager.close')}</Button>
        {q.status !== 'generating' && <Button onClick={write}>{translate('app.faq_manager.save_draft')}</Button>}
        {isAdmin && q.status === 'draft' && (
          <>
            <Button color="error" disabled={busy} onClick={() => onReject(q.id)}>
              {translate('app.faq_manager.reject')}
            </Button>
            <Button variant="contained" disabled={busy} onClick={() => onApprove(q.id)}>
              {translate('app.faq_manager.approve')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};

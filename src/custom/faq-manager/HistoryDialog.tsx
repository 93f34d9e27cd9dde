import {
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
  Button,
  DialogActions,
  CircularProgress,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'ra-core';
import { faqApi } from './faqApi.ts';
import { formatDate } from '../../providers/dates.ts';

/** Who generated, wrote, approved, rejected and published which answer, and when. */
export const HistoryDialog = ({ questionId, title, onClose }: { questionId: string | null; title: string; onClose: () => void }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { data, isPending, error } = useQuery({
    queryKey: ['faq-history', questionId],
    queryFn: () => faqApi.history(questionId!),
    enabled: Boolean(questionId),
  });
  if (!questionId) return null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="faq-history-title">
      <DialogTitle id="faq-history-title">
        {translate('app.faq_manager.history')}: {title}
      </DialogTitle>
      <DialogContent>
        {isPending && <CircularProgress size={24} />}
        {error && <Typography color="error">{translate('app.faq_manager.notify.load_failed')}</Typography>}
        {data && data.length === 0 && <Typography>{translate('app.faq_manager.history_empty')}</Typography>}
        <List dense>
          {data?.map((h) => {
            const action = translate(`app.faq_manager.actions.${h.action}`, { _: h.action });
            return (
              <ListItem key={h.id} disableGutters>
                <ListItemText
                  primary={`${h.actorName ? translate('app.faq_manager.history_by', { action, who: h.actorName }) : action} · ${formatDate(h.createdAt, locale)}`}
                  secondary={h.answer}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.faq_manager.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

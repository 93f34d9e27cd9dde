import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  IconButton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  CircularProgress,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import ReplayIcon from '@mui/icons-material/Replay';
import { useLocale, useTranslate } from 'ra-core';
import { isLowConfidence, type FaqQuestion, type FaqSection } from './faqModel.ts';
import { formatDate } from '../../providers/dates.ts';

type Row = FaqQuestion & { pending?: boolean };

const statusColor: Record<string, 'default' | 'info' | 'warning' | 'success' | 'error' | 'primary'> = {
  unanswered: 'default',
  generating: 'info',
  draft: 'warning',
  approved: 'primary',
  published: 'success',
  rejected: 'default',
  generation_failed: 'error',
};

export interface SectionBlockProps {
  section: FaqSection;
  questions: Row[];
  isAdmin: boolean;
  busy: boolean;
  onAddQuestion: () => void;
  onEditSection: () => void;
  onDeleteSection: () => void;
  onToggle: (q: Row, enabled: boolean) => void;
  onDeleteQuestion: (q: Row) => void;
  onOpen: (q: Row) => void;
  onHistory: (q: Row) => void;
  onRetry: (q: Row) => void;
  onApprove: (id: string) => void;
  onReject: (id: string) => void;
}

/** One section: its questions with Enabled, Status and Updated At, and the actions on each. */
export const SectionBlock = (p: SectionBlockProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (k: string, o?: Record<string, unknown>) => translate(`app.faq_manager.${k}`, o);
  return (
    <Card variant="outlined" data-testid="faq-section" data-section={p.section.title}>
      <CardHeader
        title={p.section.title}
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={
          <Stack direction="row" spacing={0.5}>
            <Button size="small" startIcon={<AddIcon />} onClick={p.onAddQuestion}>
              {t('add_question')}
            </Button>
            <Tooltip title={t('edit_section')}>
              <IconButton aria-label={t('edit_section')} onClick={p.onEditSection}>
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('delete_section')}>
              <IconButton aria-label={t('delete_section')} onClick={p.onDeleteSection}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        }
      />
      <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
        {p.questions.length === 0 ? (
          <Typography color="text.secondary">{t('no_questions')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.faq-questions.fields.question')}</TableCell>
                <TableCell>{translate('resources.faq-questions.fields.enabled')}</TableCell>
                <TableCell>{translate('resources.faq-questions.fields.status')}</TableCell>
                <TableCell>{translate('resources.faq-questions.fields.updatedAt')}</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {p.questions.map((q) => (
                <TableRow
                  key={q.id}
                  data-testid="faq-question"
                  data-question={q.question}
                  data-status={q.status}
                  sx={q.pending ? { fontStyle: 'italic' } : undefined}
                >
                  <TableCell sx={{ maxWidth: 420 }}>
                    <Typography variant="body2">{q.question}</Typography>
                    {q.answer && (
                      <Typography variant="caption" color="text.secondary" display="block" noWrap>
                        {q.answer}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={q.enabled}
                      onChange={(e) => p.onToggle(q, e.target.checked)}
                      slotProps={{ input: { 'aria-label': `${translate('resources.faq-questions.fields.enabled')}: ${q.question}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} alignItems="center" flexWrap="wrap">
                      <Chip
                        size="small"
                        color={statusColor[q.status] ?? 'default'}
                        label={
                          q.needsAnswer && q.status === 'unanswered'
                            ? t('needs_answer')
                            : translate(`resources.faq-questions.choices.status.${q.status}`, { _: q.status })
                        }
                        icon={q.status === 'generating' ? <CircularProgress size={12} color="inherit" aria-hidden /> : undefined}
                      />
                      {isLowConfidence(q) && (
                        <Chip
                          size="small"
                          variant="outlined"
                          color="warning"
                          label={t('confidence', { value: Math.round((q.confidence ?? 0) * 100) })}
                          title={t('low_confidence')}
                        />
                      )}
                      {q.conflicts && q.conflicts.length > 0 && (
                        <Chip size="small" variant="outlined" color="warning" label={t('conflicts')} />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>{formatDate(q.updatedAt, locale)}</TableCell>
                  <TableCell align="right">
                    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                      {q.status === 'generation_failed' && (
                        <Button size="small" color="error" startIcon={<ReplayIcon />} onClick={() => p.onRetry(q)} disabled={p.busy}>
                          {t('retry')}
                        </Button>
                      )}
                      {!q.pending && (q.draftAnswer || q.needsAnswer || q.status === 'unanswered' || q.status === 'rejected') && (
                        <Button size="small" onClick={() => p.onOpen(q)}>
                          {q.draftAnswer ? t('view_draft') : t('write_answer')}
                        </Button>
                      )}
                      {p.isAdmin && q.status === 'draft' && !q.pending && (
                        <>
                          <Button size="small" onClick={() => p.onApprove(q.id)} disabled={p.busy}>
                            {t('approve')}
                          </Button>
                          <Button size="small" color="error" onClick={() => p.onReject(q.id)} disabled={p.busy}>
                            {t('reject')}
                          </Button>
                        </>
                      )}
                      {!q.pending && (
                        <Tooltip title={t('history')}>
                          <IconButton size="small" aria-label={`${t('history')}: ${q.question}`} onClick={() => p.onHistory(q)}>
                            <HistoryIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      <Tooltip title={translate('ra.action.delete')}>
                        <IconButton
                          size="small"
                          aria-label={`${translate('ra.action.delete')}: ${q.question}`}
                          onClick={() => p.onDeleteQuestion(q)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};

import { Box, Link, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { FaqQuestion } from './faqModel.ts';

type Citation = NonNullable<FaqQuestion['citations']>[number];
type Conflict = NonNullable<FaqQuestion['conflicts']>[number];

/** Snippets are server HTML with matches in <mark>; shown as text here (the marks are dropped). */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

export const SourceList = ({ title, items }: { title: string; items: Citation[] }) => {
  const translate = useTranslate();
  if (!items.length) return null;
  return (
    <Box>
      <Typography variant="subtitle2">{translate(title)}</Typography>
      <List dense>
        {items.map((c) => (
          <ListItem key={`${c.n}-${c.sourceId}`} disableGutters>
            <ListItemText
              primary={
                <>
                  [{c.n}]{' '}
                  {c.url ? (
                    <Link href={c.url} target="_blank" rel="noreferrer">
                      {c.title || c.sourceId}
                    </Link>
                  ) : (
                    c.title || c.sourceId
                  )}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    ({translate(`app.search.sources.${c.source}`, { _: c.source })})
                  </Typography>
                </>
              }
              secondary={plain(c.snippet)}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};

/** Sources that disagree, side by side, so the admin sees both before approving. */
export const Conflicts = ({ conflicts }: { conflicts: Conflict[] }) => {
  const translate = useTranslate();
  if (!conflicts.length) return null;
  return (
    <Box data-testid="faq-conflicts">
      <Typography variant="subtitle2" color="warning.main">
        {translate('app.faq_manager.conflicts')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('app.faq_manager.conflict_hint')}
      </Typography>
      {conflicts.map((c, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
          {c.sides.map((s) => (
            <Paper key={s.n} variant="outlined" sx={{ p: 1.5, flex: 1 }}>
              <Typography variant="caption" color="text.secondary">
                [{s.n}] {s.title}
              </Typography>
              <Typography variant="body2">{s.sentence}</Typography>
              <Typography variant="body2" fontWeight="bold">
                {s.values.join(', ')}
              </Typography>
            </Paper>
          ))}
        </Stack>
      ))}
    </Box>
  );
};

import { Fragment, useMemo } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { splitCitations } from '../search/citations.ts';
import { ResultLink } from '../search/ResultLink.tsx';
import type { ChatMessage } from './agentsApi.ts';

/** One turn: the user's text, or the agent's answer with its [n] marks linked to numbered sources. */
export const MessageBubble = ({ message }: { message: ChatMessage }) => {
  const translate = useTranslate();
  const mine = message.role === 'user';
  const byNumber = useMemo(() => new Map(message.sources.map((s) => [s.n, s])), [message.sources]);
  const parts = useMemo(
    () => (mine ? [{ type: 'text' as const, text: message.content }] : splitCitations(message.content, new Set(byNumber.keys()))),
    [mine, message.content, byNumber],
  );
  return (
    <Stack alignItems={mine ? 'flex-end' : 'flex-start'} component="li" sx={{ listStyle: 'none' }} data-role={message.role}>
      <Paper
        variant={mine ? 'elevation' : 'outlined'}
        elevation={0}
        sx={{ p: 1.5, maxWidth: '85%', bgcolor: mine ? 'action.selected' : 'background.paper' }}
      >
        <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {parts.map((p, i) => {
            if (p.type === 'text') return <Fragment key={i}>{p.text}</Fragment>;
            const source = byNumber.get(p.n);
            return (
              <ResultLink
                key={i}
                url={source?.url ?? null}
                aria-label={`${translate('app.agents.sources')} ${p.n}: ${source?.title ?? ''}`}
                sx={{ fontSize: '0.75em', verticalAlign: 'super', mx: 0.25 }}
              >
                [{p.n}]
              </ResultLink>
            );
          })}
        </Typography>
        {!mine && message.voice && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="message-voice">
            {translate('app.agents.voice_used', { name: message.voice })}
          </Typography>
        )}
        {!mine && message.sources.length > 0 && (
          <Box component="ol" sx={{ m: 0, mt: 1, pl: 2.5 }} aria-label={translate('app.agents.sources')} start={1}>
            {message.sources.map((s) => (
              <Typography component="li" variant="caption" key={`${s.n}-${s.id}`} value={s.n}>
                <ResultLink url={s.url}>{s.title || translate('app.agents.upload_source')}</ResultLink>
              </Typography>
            ))}
          </Box>
        )}
      </Paper>
    </Stack>
  );
};

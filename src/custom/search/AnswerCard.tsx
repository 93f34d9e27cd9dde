import { Fragment, useMemo, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Chip, Divider, Skeleton, Stack, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import { useTranslate } from 'ra-core';
import { splitCitations } from './citations.ts';
import { ResultLink } from './ResultLink.tsx';
import { modelLabel, type AskSource } from './searchModel.ts';
import { Snippet } from './Snippet.tsx';
import type { AskState } from './useAsk.ts';

interface Props {
  state: AskState;
  onStop: () => void;
  onRetry: () => void;
}

export const AnswerCard = ({ state, onStop, onRetry }: Props) => {
  const translate = useTranslate();
  const byNumber = useMemo(() => new Map(state.sources.map((source) => [source.n, source])), [state.sources]);
  // Until the sources arrive every [n] is unknown; afterwards only real source numbers become links.
  const parts = useMemo(
    () => splitCitations(state.text, state.sources.length ? new Set(byNumber.keys()) : undefined),
    [state.text, state.sources.length, byNumber],
  );
  const label = modelLabel(state.answeredBy);
  const streaming = state.status === 'streaming';
  // Once the answer is written, the passages it cites are its sources; the others it read wait
  // behind a button (a decline cites none: all of them are there for staff to judge).
  const citedNumbers = useMemo(() => new Set(parts.flatMap((part) => (part.type === 'cite' ? [part.n] : []))), [parts]);
  const cited = streaming ? state.sources : state.sources.filter((source) => citedNumbers.has(source.n));
  const others = streaming ? [] : state.sources.filter((source) => !citedNumbers.has(source.n));
  const [showOthers, setShowOthers] = useState(false);

  return (
    <Card variant="outlined" component="section" aria-label={translate('app.search.ask.title')} aria-busy={streaming}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <AutoAwesomeIcon color="primary" fontSize="small" />
          <Typography variant="subtitle1" component="h2" fontWeight={600} sx={{ flexGrow: 1 }}>
            {translate('app.search.ask.title')}
          </Typography>
          {state.status === 'stopped' && <Chip size="small" label={translate('app.search.ask.stopped')} />}
          {streaming && (
            <Button size="small" color="inherit" startIcon={<StopCircleOutlinedIcon />} onClick={onStop}>
              {translate('app.search.actions.stop')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, fontStyle: 'italic' }}>
          {state.question}
        </Typography>

        {streaming && !state.text && (
          <Box aria-live="polite">
            <Typography variant="body2" color="text.secondary">
              {translate('app.search.ask.thinking')}
            </Typography>
            <Skeleton width="90%" />
            <Skeleton width="75%" />
          </Box>
        )}

        {state.text && (
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.7 }} data-testid="answer-text">
            {parts.map((part, index) => {
              if (part.type === 'text') return <Fragment key={index}>{part.text}</Fragment>;
              const source = byNumber.get(part.n);
              if (!source) return <Fragment key={index}>{`[${part.n}]`}</Fragment>;
              return (
                <ResultLink
                  key={index}
                  url={source.url}
                  aria-label={translate('app.search.ask.cite', { n: part.n, title: source.title })}
                  sx={{ fontSize: '0.8em', verticalAlign: 'super', mx: 0.25, fontWeight: 600 }}
                >
                  {`[${part.n}]`}
                </ResultLink>
              );
            })}
          </Typography>
        )}

        {state.status === 'error' && (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {translate('app.search.actions.retry')}
              </Button>
            }
          >
            <AlertTitle>{translate('app.search.ask.error_title')}</AlertTitle>
            {state.error}
          </Alert>
        )}

        {label && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }} data-testid="answered-by">
            {label.key === 'app.search.ask.model' ? translate(label.key, { model: label.model }) : translate(label.key)}
          </Typography>
        )}

        {state.sources.length > 0 && (
          <>
            <Divider sx={{ my: 2 }} />
            {cited.length > 0 && <SourceList title={translate('app.search.ask.sources')} sources={cited} />}
            {others.length > 0 && (
              <>
                <Button size="small" color="inherit" onClick={() => setShowOthers((shown) => !shown)} aria-expanded={showOthers}>
                  {translate('app.search.ask.others', { count: others.length })}
                </Button>
                {showOthers && <SourceList title={translate('app.search.ask.others_title')} sources={others} />}
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};

const SourceList = ({ title, sources }: { title: string; sources: AskSource[] }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="overline" component="h3" color="text.secondary">
        {title}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }} aria-label={title}>
        {sources.map((source) => (
          <Box component="li" key={source.n} id={`answer-source-${source.n}`} sx={{ py: 0.75, display: 'flex', gap: 1 }}>
            <Typography variant="body2" fontWeight={600} sx={{ minWidth: 24 }}>
              {`[${source.n}]`}
            </Typography>
            <Box sx={{ minWidth: 0 }}>
              <ResultLink url={source.url} variant="body2" fontWeight={600}>
                {source.title}
              </ResultLink>
              <Chip
                size="small"
                variant="outlined"
                sx={{ ml: 1 }}
                label={translate(`app.search.sources.${source.source}`, { _: source.source })}
              />
              <Snippet snippet={source.snippet} sx={{ mt: 0.25 }} />
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
};

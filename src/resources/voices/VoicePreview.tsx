import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { streamPost } from '../../custom/shared/streamPost.ts';

const contentTypes = ['blog', 'email', 'social'] as const;
type ContentType = (typeof contentTypes)[number];
type Side = 'plain' | 'voice';

const DraftCard = ({ title, text, side }: { title: string; text: string; side: Side }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    notify('app.voices.preview.copied', { type: 'success' });
  };
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }} data-side={side} aria-label={title}>
      <CardHeader
        title={title}
        titleTypographyProps={{ variant: 'subtitle1', component: 'h3' }}
        action={
          <Tooltip title={translate('app.voices.preview.copy')}>
            <span>
              <IconButton aria-label={`${translate('app.voices.preview.copy')}: ${title}`} onClick={copy} disabled={!text}>
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        }
      />
      <CardContent>
        <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap', minHeight: 120 }} aria-live="polite">
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
};

/** Content type, topic and outline in; the same post without and with the voice out, side by side. */
export const VoicePreview = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  // Sent along: the draft is written in the topic's language, or in the screen's when the topic does not tell.
  const [locale] = useLocaleState();
  const [contentType, setContentType] = useState<ContentType>('blog');
  const [topic, setTopic] = useState('');
  const [outline, setOutline] = useState('');
  const [drafts, setDrafts] = useState<Record<Side, string>>({ plain: '', voice: '' });
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [topicError, setTopicError] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  if (!record) return null;

  const generate = async () => {
    if (!topic.trim()) return setTopicError(true);
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setDrafts({ plain: '', voice: '' });
    setError(null);
    setRunning(true);
    try {
      for await (const { event, data } of streamPost(
        `/api/voices/${encodeURIComponent(String(record.id))}/preview`,
        { contentType, topic, outline, locale },
        current.signal,
      )) {
        if (event === 'delta' && (data.side === 'plain' || data.side === 'voice') && typeof data.text === 'string') {
          const side = data.side;
          const text = data.text;
          setDrafts((d) => ({ ...d, [side]: d[side] + text }));
        } else if (event === 'error') setError(typeof data.message === 'string' ? data.message : translate('app.voices.preview.failed'));
      }
    } catch (err) {
      if (!current.signal.aborted) setError(err instanceof Error ? err.message : translate('app.voices.preview.failed'));
    } finally {
      if (controller.current === current) setRunning(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="voice-preview-title" sx={{ p: 2 }}>
      <Typography id="voice-preview-title" variant="h6" component="h2" gutterBottom>
        {translate('app.voices.preview.title')}
      </Typography>
      <Stack gap={2} sx={{ maxWidth: 640 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={contentType}
          onChange={(_e, v: ContentType | null) => v && setContentType(v)}
          aria-label={translate('app.voices.preview.content_type')}
        >
          {contentTypes.map((t) => (
            <ToggleButton key={t} value={t}>
              {translate(`app.voices.preview.types.${t}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          size="small"
          label={translate('app.voices.preview.topic')}
          value={topic}
          error={topicError}
          helperText={topicError ? translate('app.voices.preview.topic_required') : ' '}
          onChange={(e) => {
            setTopic(e.target.value);
            setTopicError(false);
          }}
        />
        <TextField
          size="small"
          multiline
          minRows={3}
          label={translate('app.voices.preview.outline')}
          helperText={translate('app.voices.preview.outline_hint')}
          value={outline}
          onChange={(e) => setOutline(e.target.value)}
        />
        <Box>
          {running ? (
            <Button variant="outlined" onClick={() => controller.current?.abort()}>
              {translate('app.voices.preview.stop')}
            </Button>
          ) : (
            <Button variant="contained" onClick={generate}>
              {translate('app.voices.preview.generate')}
            </Button>
          )}
        </Box>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} gap={2} sx={{ mt: 2 }}>
        <DraftCard side="plain" title={translate('app.voices.preview.without')} text={drafts.plain} />
        <DraftCard side="voice" title={translate('app.voices.preview.with', { name: String(record.name ?? '') })} text={drafts.voice} />
      </Stack>
    </Box>
  );
};

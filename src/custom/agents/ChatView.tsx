import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Chip, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { useLocaleState, useNotify, useStore, useTranslate } from 'react-admin';
import type { AgentTab, ChatMessage } from './agentsApi.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { useChat } from './useChat.ts';
import { VoicePicker } from './VoicePicker.tsx';

interface Props {
  tab: AgentTab;
  conversationId: string | null;
  initial: ChatMessage[];
  files: { id: string; name: string }[];
  /** Creates the conversation on the first message or upload, and answers its id. */
  ensureConversation(): Promise<string>;
  upload(id: string, file: File): Promise<void>;
  /** After an answer or upload: the conversation to show (a new one is selected only then, not mid-stream). */
  onAnswered(id: string): void;
}

/** The chat: welcome, messages with citations, the input, and document upload into the conversation. */
export const ChatView = ({ tab, conversationId, initial, files, ensureConversation, upload, onAnswered }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { messages, streaming, error, send, stop } = useChat(conversationId, initial);
  const [draft, setDraft] = useState('');
  const [locale] = useLocaleState();
  // The Marketing agent's brand voice, kept across conversations ('' = best fit for the request).
  const [voiceId, setVoiceId] = useStore('agents.marketing.voice', '');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  // Block body: Chromium's scrollIntoView now returns a promise, which React would call as a cleanup.
  useEffect(() => {
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const submit = async () => {
    const text = draft.trim();
    if (!text || streaming) return;
    setDraft('');
    const id = await ensureConversation();
    await send(id, text, tab === 'marketing' ? { locale, voiceId: voiceId || undefined } : { locale });
    onAnswered(id);
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const id = await ensureConversation();
      await upload(id, file);
      onAnswered(id);
      notify('app.agents.uploaded', { type: 'success', messageArgs: { name: file.name } });
    } catch (e) {
      notify('app.agents.upload_failed', { type: 'error', messageArgs: { message: e instanceof Error ? e.message : String(e) } });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Stack sx={{ minHeight: 420, height: '100%' }} gap={2}>
      {messages.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate(`app.agents.welcome.${tab}.title`)}
          </Typography>
          <Typography color="text.secondary">{translate(`app.agents.welcome.${tab}.body`)}</Typography>
        </Box>
      )}
      <Box component="ol" sx={{ flex: 1, m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }} aria-live="polite">
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} />
        ))}
      </Box>
      <div ref={end} />
      {error && <Alert severity="error">{error || translate('app.agents.failed')}</Alert>}
      {files.length > 0 && (
        <Stack direction="row" gap={1} flexWrap="wrap" aria-label={translate('app.agents.files')}>
          {files.map((f) => (
            <Chip key={f.id} size="small" icon={<AttachFileIcon />} label={f.name} />
          ))}
        </Stack>
      )}
      {tab === 'marketing' && <VoicePicker value={voiceId} onChange={setVoiceId} />}
      <Stack
        direction="row"
        gap={1}
        alignItems="flex-end"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={translate('app.agents.upload')}
          onChange={(e) => void attach(e.target.files?.[0])}
        />
        <Tooltip title={translate('app.agents.upload')}>
          <span>
            <IconButton aria-label={translate('app.agents.upload')} onClick={() => fileInput.current?.click()} disabled={uploading}>
              <AttachFileIcon />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          fullWidth
          multiline
          maxRows={6}
          size="small"
          placeholder={translate('app.agents.input')}
          inputProps={{ 'aria-label': translate('app.agents.input'), maxLength: 4000 }}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void submit();
            }
          }}
        />
        {streaming ? (
          <Button variant="outlined" onClick={stop}>
            {translate('app.agents.stop')}
          </Button>
        ) : (
          <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!draft.trim()}>
            {translate('app.agents.send')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};

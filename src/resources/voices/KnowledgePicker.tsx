import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useInput, useTranslate } from 'react-admin';
import { httpClient } from '../../providers/httpClient.ts';

export interface VoiceSource {
  type: 'document' | 'integration';
  id: string;
  name: string;
}

const sameSource = (a: VoiceSource, b: VoiceSource) => a.type === b.type && a.id === b.id;

/** The Knowledge tab: search the property's connections and documents, tick the ones in this voice. */
export const KnowledgePicker = () => {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const { field } = useInput<VoiceSource[]>({ source: 'knowledgeSources', defaultValue: [] });
  const picked: VoiceSource[] = Array.isArray(field.value) ? field.value : [];
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useQuery({
    queryKey: ['voices', 'sources', q],
    queryFn: async ({ signal }) =>
      (await httpClient<{ data: VoiceSource[] }>(`/api/voices/sources?q=${encodeURIComponent(q)}`, { signal })).json.data,
  });
  // Picked sources stay listed even when the search no longer matches them.
  const shown = [...picked.filter((p) => !data.some((d) => sameSource(d, p))), ...data];
  const toggle = (s: VoiceSource) =>
    field.onChange(picked.some((p) => sameSource(p, s)) ? picked.filter((p) => !sameSource(p, s)) : [...picked, s]);
  return (
    <Stack gap={1} sx={{ width: '100%', maxWidth: 640 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.voices.knowledge.hint')}
      </Typography>
      <TextField
        size="small"
        type="search"
        label={translate('app.voices.knowledge.search')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <Typography variant="caption" aria-live="polite">
        {translate('app.voices.knowledge.selected', { smart_count: picked.length })}
      </Typography>
      {error ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{translate('ra.action.refresh')}</Button>}>
          {translate('app.voices.knowledge.failed')}
        </Alert>
      ) : isPending && shown.length === 0 ? (
        <LinearProgress />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{translate('app.voices.knowledge.none')}</Typography>
      ) : (
        <List dense aria-label={translate('app.voices.knowledge.search')}>
          {shown.map((s) => {
            const checked = picked.some((p) => sameSource(p, s));
            const id = `voice-source-${s.type}-${s.id}`;
            return (
              <ListItemButton key={`${s.type}:${s.id}`} onClick={() => toggle(s)} dense>
                <ListItemIcon>
                  <Checkbox edge="start" checked={checked} tabIndex={-1} disableRipple inputProps={{ 'aria-labelledby': id }} />
                </ListItemIcon>
                <ListItemText id={id} primary={s.name} secondary={translate(`app.voices.knowledge.${s.type}`)} />
              </ListItemButton>
            );
          })}
        </List>
      )}
    </Stack>
  );
};

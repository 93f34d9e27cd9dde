import { MenuItem, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

/**
 * Which brand voice the Marketing agent writes in: one of the property's voices, or '' for the
 * one that fits the request best (the server picks by "Best used for": emails, blogs, social).
 */
export const VoicePicker = ({ value, onChange }: { value: string; onChange(id: string): void }) => {
  const translate = useTranslate();
  const voices = useGetList<{ id: string; name: string }>('voices', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  if (voices.isSuccess && voices.data.length === 0) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('app.agents.voice_none')}
      </Typography>
    );
  }
  // A voice deleted since it was picked falls back to the best fit.
  const current = voices.data?.some((v) => v.id === value) ? value : '';
  return (
    <TextField
      select
      size="small"
      label={translate('app.agents.voice')}
      value={current}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 240, alignSelf: 'flex-start' }}
      disabled={voices.isPending}
      error={voices.isError}
      helperText={voices.isError ? translate('app.agents.voices_failed') : undefined}
    >
      <MenuItem value="">{translate('app.agents.voice_auto')}</MenuItem>
      {(voices.data ?? []).map((v) => (
        <MenuItem key={v.id} value={String(v.id)}>
          {v.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

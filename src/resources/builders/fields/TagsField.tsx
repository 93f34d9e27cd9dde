import { Chip, Stack, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useChoiceLabel } from '../useChoices.ts';

interface TagsFieldProps {
  resource: string;
  source: string;
  /** Chips shown before the "+N" overflow badge; all when unset. */
  max?: number;
}

export const TagsField = ({ resource, source, max }: TagsFieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const label = useChoiceLabel(resource, source);
  const raw: unknown = record?.[source];
  const values = Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];
  if (values.length === 0) return null;
  const visible = max === undefined ? values : values.slice(0, max);
  const hidden = values.slice(visible.length).map(label);
  return (
    <Stack direction="row" gap={0.5} flexWrap="wrap" component="span">
      {visible.map((value) => (
        <Chip key={value} size="small" label={label(value)} />
      ))}
      {hidden.length > 0 && (
        <Tooltip title={hidden.join(', ')}>
          <Chip
            size="small"
            variant="outlined"
            label={translate('app.resources.more', { count: hidden.length, _: '+%{count}' })}
            aria-label={translate('app.resources.more_label', {
              count: hidden.length,
              items: hidden.join(', '),
              _: '%{count} more: %{items}',
            })}
          />
        </Tooltip>
      )}
    </Stack>
  );
};

import { Chip, Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'ra-core';
import { searchSources, type SearchSource } from './searchModel.ts';

/** Toggle chips: exactly one source is on; choosing the active one again goes back to all. */
export const SourceFilter = ({ value, onChange }: { value: SearchSource; onChange: (source: SearchSource) => void }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" role="group" aria-label={translate('app.search.filters_label')} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {searchSources.map((source) => {
        const selected = source === value;
        return (
          <Chip
            key={source}
            label={translate(`app.search.sources.${source}`)}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            icon={selected ? <CheckIcon /> : undefined}
            aria-pressed={selected}
            onClick={() => onChange(selected && source !== 'all' ? 'all' : source)}
          />
        );
      })}
    </Stack>
  );
};

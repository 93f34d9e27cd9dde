import { useEffect, useRef } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { ResultLink, ResultOpenButton } from './ResultLink.tsx';
import { productToken } from './searchApi.ts';
import { thumbnailUrl, type SearchResult } from './searchModel.ts';
import { Snippet } from './Snippet.tsx';

const formatDate = (value: string | null | undefined, locale: string) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(locale, { dateStyle: 'medium' });
};

export const SearchResultItem = ({ result, selected }: { result: SearchResult; selected: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const date = formatDate(result.date, locale);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  return (
    <Box
      component="li"
      ref={ref}
      aria-current={selected || undefined}
      data-testid="search-result"
      sx={{
        listStyle: 'none',
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : 'background.paper',
      }}
    >
      <Stack direction="row" spacing={2}>
        {result.source === 'images' && (
          <Box
            component="img"
            src={thumbnailUrl(result, productToken())}
            alt={translate('app.search.results.thumbnail_alt', { title: result.title })}
            loading="lazy"
            sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover' }}
          />
        )}
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <ResultLink url={result.url} variant="subtitle1" fontWeight={600} title={result.title}>
              {result.title}
            </ResultLink>
            <Chip size="small" variant="outlined" label={translate(`app.search.sources.${result.source}`, { _: result.source })} />
            {date && (
              <Typography variant="caption" color="text.secondary" component="time" dateTime={result.date ?? undefined}>
                {date}
              </Typography>
            )}
          </Stack>
          <Snippet snippet={result.snippet} sx={{ mt: 0.5, overflowWrap: 'anywhere' }} />
        </Box>
        {result.url && (
          <Box sx={{ flexShrink: 0, alignSelf: 'center' }}>
            <ResultOpenButton url={result.url} label={`${translate('app.search.actions.open')} ${result.title}`}>
              {translate('app.search.actions.open')}
            </ResultOpenButton>
          </Box>
        )}
      </Stack>
    </Box>
  );
};

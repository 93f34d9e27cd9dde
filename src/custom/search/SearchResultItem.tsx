import { useEffect, useRef, useState } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { useLocaleState, useTranslate } from 'ra-core';
import { ResultLink, ResultOpenButton } from './ResultLink.tsx';
import { useSignedFileUrl } from '../../providers/fileLinks.ts';
import type { SearchResult } from './searchModel.ts';
import { Snippet } from './Snippet.tsx';
import { formatDate } from '../../providers/dates.ts';

const thumbnailSx = { width: 72, height: 72, borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover' } as const;

/** An image result's preview; a file that cannot be shown falls back to an icon, not a broken image. */
const Thumbnail = ({ result }: { result: SearchResult }) => {
  const translate = useTranslate();
  const [broken, setBroken] = useState(false);
  // A signed link (no token in the URL); the icon stands in until it arrives.
  const src = useSignedFileUrl(result.sourceId);
  const alt = translate('app.search.results.thumbnail_alt', { title: result.title });
  if (broken || !src) {
    return (
      <Box sx={{ ...thumbnailSx, display: 'grid', placeItems: 'center' }} role="img" aria-label={alt}>
        <ImageOutlinedIcon color="disabled" />
      </Box>
    );
  }
  return (
    <Box component="img" src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} sx={{ ...thumbnailSx, objectFit: 'cover' }} />
  );
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
        {result.source === 'images' && <Thumbnail result={result} />}
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
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
          <Box sx={{ flexShrink: 0, alignSelf: 'center', display: { xs: 'none', sm: 'block' } }}>
            <ResultOpenButton url={result.url} label={`${translate('app.search.actions.open')} ${result.title}`}>
              {translate('app.search.actions.open')}
            </ResultOpenButton>
          </Box>
        )}
      </Stack>
    </Box>
  );
};

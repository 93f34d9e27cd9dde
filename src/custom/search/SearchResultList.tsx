import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { SearchResult } from './searchModel.ts';
import { SearchResultItem } from './SearchResultItem.tsx';

interface Props {
  results: readonly SearchResult[];
  total: number;
  selected: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  onLoadMore: () => void;
}

export const SearchResultList = ({ results, total, selected, hasMore, loadingMore, moreError, onLoadMore }: Props) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
        {translate('app.search.results.count', { smart_count: total })}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} aria-label={translate('app.search.results.label')}>
        {results.map((result, index) => (
          <SearchResultItem key={result.id} result={result} selected={index === selected} />
        ))}
      </Stack>
      {moreError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {moreError}
        </Alert>
      )}
      {hasMore && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={onLoadMore}
            disabled={loadingMore}
            startIcon={loadingMore ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate('app.search.actions.load_more')}
          </Button>
        </Box>
      )}
    </Box>
  );
};

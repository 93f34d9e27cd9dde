import { Box, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Paper, Skeleton, Stack, Typography } from '@mui/material';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslate } from 'ra-core';
import { RetryAlert } from '../shared/RetryAlert.tsx';

const tips = [
  { key: 'search', Icon: KeyboardReturnIcon },
  { key: 'ask', Icon: AutoAwesomeIcon },
  { key: 'focus', Icon: KeyboardIcon },
  { key: 'phrase', Icon: FormatQuoteIcon },
  { key: 'sources', Icon: FilterListIcon },
] as const;

export const SearchTips = () => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 3, borderStyle: 'dashed' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.search.tips.title')}
      </Typography>
      <List dense disablePadding>
        {tips.map(({ key, Icon }) => (
          <ListItem key={key} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon fontSize="small" color="action" />
            </ListItemIcon>
            <ListItemText primary={translate(`app.search.tips.${key}`)} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
};

export const SearchLoading = () => (
  <Box aria-busy="true" data-testid="search-loading">
    <LinearProgress sx={{ mb: 2, borderRadius: 1 }} />
    <Stack spacing={1.5}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={88} />
      ))}
    </Stack>
  </Box>
);

export const SearchNoResults = ({ q }: { q: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        {translate('app.search.results.none', { q })}
      </Typography>
      <Typography color="text.secondary">{translate('app.search.results.none_hint')}</Typography>
    </Box>
  );
};

export const SearchError = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <RetryAlert title={translate('app.search.results.error_title')} retryLabel={translate('app.search.actions.retry')} onRetry={onRetry}>
      {message}
    </RetryAlert>
  );
};

import type { KeyboardEvent, Ref } from 'react';
import { Box, Button, InputAdornment, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'ra-core';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
  onAsk: () => void;
  onOpen: () => void;
  /** Arrow keys move the highlighted result so Open can open it without the mouse. */
  onMove: (delta: 1 | -1) => void;
  inputRef: Ref<HTMLInputElement>;
}

export const SearchBox = ({ value, onChange, onSearch, onAsk, onOpen, onMove, inputRef }: Props) => {
  const translate = useTranslate();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) onAsk();
      else onSearch();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        fullWidth
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={translate('app.search.placeholder')}
        inputRef={inputRef}
        autoComplete="off"
        slotProps={{
          htmlInput: { 'aria-label': translate('app.search.input_label'), enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end" sx={{ display: { xs: 'none', md: 'flex' } }}>
                <Box
                  component="kbd"
                  sx={{ px: 0.75, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 12, color: 'text.secondary' }}
                >
                  /
                </Box>
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button variant="contained" startIcon={<AutoAwesomeIcon />} onClick={onAsk} sx={{ flex: { xs: 1, sm: 'none' } }}>
          {translate('app.search.actions.ask')}
        </Button>
        <Button variant="outlined" startIcon={<OpenInNewIcon />} onClick={onOpen} sx={{ flex: { xs: 1, sm: 'none' } }}>
          {translate('app.search.actions.open')}
        </Button>
      </Stack>
    </Stack>
  );
};

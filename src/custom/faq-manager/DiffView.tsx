import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { wordDiff } from './diff.ts';

/**
 * Word-level diff: added words underlined on a green tint, removed ones struck through on a red
 * tint. Tints come from the theme's palette with alpha, so both read in light and in dark mode.
 */
export const DiffView = ({ before, after }: { before: string; after: string }) => {
  const translate = useTranslate();
  return (
    <Box
      component="p"
      aria-label={translate('app.faq_manager.diff')}
      sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.7, m: 0 }}
      data-testid="faq-diff"
    >
      {wordDiff(before, after).map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === 'added' ? (
          <Box
            component="ins"
            key={i}
            data-diff="added"
            sx={(t) => ({
              textDecoration: 'underline',
              bgcolor: `color-mix(in srgb, ${t.palette.success.main} 22%, transparent)`,
              color: 'text.primary',
            })}
          >
            {part.text}
          </Box>
        ) : (
          <Box
            component="del"
            key={i}
            data-diff="removed"
            sx={(t) => ({ bgcolor: `color-mix(in srgb, ${t.palette.error.main} 22%, transparent)`, color: 'text.primary' })}
          >
            {part.text}
          </Box>
        ),
      )}
    </Box>
  );
};

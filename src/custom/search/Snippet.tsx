import { alpha, Typography, type TypographyProps } from '@mui/material';
import { sanitizeSnippet } from './sanitizeSnippet.ts';

/** A search snippet with its <mark> highlights; everything else is escaped by sanitizeSnippet. */
export const Snippet = ({ snippet, sx, ...rest }: TypographyProps & { snippet: string }) => (
  <Typography
    variant="body2"
    color="text.secondary"
    {...rest}
    sx={[
      { '& mark': { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.3), color: 'inherit', borderRadius: 0.5, px: 0.25 } },
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
    dangerouslySetInnerHTML={{ __html: sanitizeSnippet(snippet) }}
  />
);

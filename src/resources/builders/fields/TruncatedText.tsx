import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** Long text in a table cell: one line, the full text on hover. */
export const TruncatedText = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Typography component="span" variant="body2" noWrap title={value} sx={{ display: 'block', maxWidth: 360 }}>
      {value}
    </Typography>
  );
};

/** Long text in the show view: kept as written, line breaks included. */
export const MultilineText = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  );
};

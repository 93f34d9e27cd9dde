import { Typography } from '@mui/material';
import { useFieldValue, useLocaleState } from 'react-admin';
import { formatDate } from '../../../providers/dates.ts';

/** A record's date in the product's one format (providers/dates.ts), in the user's language. */
export const AppDateField = ({ source }: { source: string }) => {
  const value: unknown = useFieldValue({ source });
  const [locale] = useLocaleState();
  const text = formatDate(value, locale);
  if (!text) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      <time dateTime={new Date(String(value)).toISOString()}>{text}</time>
    </Typography>
  );
};

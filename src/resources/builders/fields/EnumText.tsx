import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useChoiceLabel } from '../useChoices.ts';

interface EnumTextProps {
  resource: string;
  source: string;
}

export const EnumText = ({ resource, source }: EnumTextProps) => {
  const record = useRecordContext();
  const label = useChoiceLabel(resource, source);
  const value: unknown = record?.[source];
  if (typeof value !== 'string') return null;
  return (
    <Typography component="span" variant="body2">
      {label(value)}
    </Typography>
  );
};

import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** Server-managed structured data, readable rather than editable. */
export const JsonValue = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (value == null || (Array.isArray(value) && value.length === 0)) return null;
  return (
    <Box component="pre" sx={{ m: 0, fontSize: '0.8rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {JSON.stringify(value, null, 2)}
    </Box>
  );
};

/** An uploaded file's name, whatever the server calls it. */
export const FileName = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (value == null || typeof value !== 'object') return typeof value === 'string' ? <span>{value}</span> : null;
  const file = value as Record<string, unknown>;
  const name = [file.name, file.filename, file.originalName].find((v): v is string => typeof v === 'string');
  return name ? <span>{name}</span> : null;
};

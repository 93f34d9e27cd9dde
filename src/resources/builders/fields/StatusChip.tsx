import { Chip, CircularProgress, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { documentFailureReason } from '../../../providers/serverErrors.ts';
import { isWorking, statusColor } from '../statusColors.ts';
import { useChoiceLabel } from '../useChoices.ts';

interface StatusChipProps {
  resource: string;
  source: string;
}

/** A coloured status; a failed item's `error` (when the record has one) is one hover away. */
export const StatusChip = ({ resource, source }: StatusChipProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const label = useChoiceLabel(resource, source);
  const value: unknown = record?.[source];
  if (typeof value !== 'string') return null;
  // In the user's language when the server gave the reason a code (`errorCode`, `errorParams`).
  const error = documentFailureReason(translate, record);
  const chip = (
    <Chip
      size="small"
      color={statusColor(value)}
      label={label(value)}
      data-status={value}
      icon={isWorking(value) ? <CircularProgress size={12} color="inherit" aria-hidden /> : undefined}
    />
  );
  // The span takes keyboard focus, so the reason is one Tab away too, not only one hover.
  return statusColor(value) === 'error' && error !== '' ? (
    <Tooltip title={error}>
      <span tabIndex={0}>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
};

import { Chip, CircularProgress, Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { isBusy, statusColor, type Integration } from './integrationModel.ts';

export const IntegrationStatusChip = ({ record }: { record: Pick<Integration, 'status' | 'error'> }) => {
  const translate = useTranslate();
  const chip = (
    <Chip
      size="small"
      variant={record.status === 'inactive' ? 'outlined' : 'filled'}
      color={statusColor[record.status] ?? 'default'}
      label={translate(`resources.integrations.choices.status.${record.status}`, { _: record.status })}
      icon={isBusy(record.status) ? <CircularProgress size={12} color="inherit" aria-hidden /> : undefined}
      data-status={record.status}
    />
  );
  if (record.status === 'failed' && record.error) {
    return (
      <Tooltip title={record.error} arrow>
        <span tabIndex={0}>{chip}</span>
      </Tooltip>
    );
  }
  return chip;
};

import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PublicIcon from '@mui/icons-material/Public';
import { Chip, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useChoiceLabel } from '../useChoices.ts';

interface AccessChipProps {
  resource: string;
  source: string;
}

/** "Staff only" / "Staff and guests", with a tooltip saying who sees answers drawn from the item. */
export const AccessChip = ({ resource, source }: AccessChipProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const label = useChoiceLabel(resource, source);
  const value: unknown = record?.[source];
  if (typeof value !== 'string') return null;
  const isPublic = value === 'public';
  return (
    <Tooltip title={translate(`app.access.${value}_hint`, { _: translate('app.access.helper') })}>
      <Chip
        size="small"
        variant="outlined"
        color={isPublic ? 'primary' : 'default'}
        icon={isPublic ? <PublicIcon /> : <LockOutlinedIcon />}
        label={label(value)}
      />
    </Tooltip>
  );
};

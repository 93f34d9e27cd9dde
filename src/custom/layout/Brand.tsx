import { Box, Typography } from '@mui/material';
import RoomService from '@mui/icons-material/RoomServiceOutlined';
import { useTranslate } from 'react-admin';

export function Brand({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <RoomService fontSize="small" />
      </Box>
      {!compact && (
        <Typography variant="subtitle2" noWrap fontWeight={700}>
          {translate('app.name')}
        </Typography>
      )}
    </Box>
  );
}

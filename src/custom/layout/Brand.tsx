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
        // Two lines rather than an ellipsis: a long name ("Hotel-KI-Arbeitsbereich") breaks after a hyphen.
        <Typography
          variant="subtitle2"
          fontWeight={700}
          title={translate('app.name')}
          sx={{ lineHeight: 1.25, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {translate('app.name')}
        </Typography>
      )}
    </Box>
  );
}

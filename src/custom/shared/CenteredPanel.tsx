import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack } from '@mui/material';
import { Brand } from '../layout/Brand.tsx';

/** The frame of the pages shown outside the signed-in layout (login, callback, signed out). */
export function CenteredPanel({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={3} alignItems="center" textAlign="center">
            <Brand compact={false} />
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

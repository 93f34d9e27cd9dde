import { Button, Card, CardActions, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Language';
import HotelIcon from '@mui/icons-material/Hotel';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { useTranslate } from 'ra-core';
import type { IntegrationKind } from './integrationModel.ts';

const cards: readonly { kind: IntegrationKind; Icon: typeof LanguageIcon; hasProvider: boolean }[] = [
  { kind: 'website', Icon: LanguageIcon, hasProvider: false },
  { kind: 'pms', Icon: HotelIcon, hasProvider: true },
  { kind: 'reviews', Icon: RateReviewOutlinedIcon, hasProvider: true },
];

export const AvailableIntegrations = ({ onSelect }: { onSelect: (kind: IntegrationKind) => void }) => {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      {cards.map(({ kind, Icon, hasProvider }) => {
        const title = translate(`app.integrations.cards.${kind}.title`);
        return (
          <Grid key={kind} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card
              variant="outlined"
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              component="article"
              aria-label={title}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                  <Icon color="primary" />
                  <Typography variant="subtitle1" component="h3" fontWeight={600}>
                    {title}
                  </Typography>
                </Stack>
                {hasProvider && (
                  <Chip size="small" variant="outlined" label={translate(`app.integrations.cards.${kind}.provider`)} sx={{ mb: 1 }} />
                )}
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.integrations.cards.${kind}.description`)}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button variant={kind === 'website' ? 'contained' : 'outlined'} size="small" onClick={() => onSelect(kind)}>
                  {translate(`app.integrations.cards.${kind}.action`)}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
};

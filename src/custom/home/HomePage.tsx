import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Apartment from '@mui/icons-material/Apartment';
import { LinkBase, useTranslate } from 'react-admin';
import { useAuth } from '../../providers/auth/AuthContext.tsx';
import { iconFor, type IconName } from '../../resources/builders/icons.ts';
import { pages, resourceByName } from '../../resources/index.ts';
import { Title } from '../layout/Title.tsx';

interface StartCard {
  key: 'integrations' | 'documents' | 'faq' | 'search' | 'voices' | 'agents';
  /** The registered resource or page the card opens: its route and icon come from there. */
  feature: string;
}

/** In the order a new property sets things up: feed knowledge, then use it. */
export const startCards: readonly StartCard[] = [
  { key: 'integrations', feature: 'integrations' },
  { key: 'documents', feature: 'documents' },
  { key: 'faq', feature: 'faq-manager' },
  { key: 'search', feature: 'search' },
  { key: 'voices', feature: 'voices' },
  { key: 'agents', feature: 'agents' },
];

/** Where a card leads and what it shows, as the menu does for the same feature. */
export function cardTarget(feature: string): { to: string; icon: IconName } {
  const resource = resourceByName(feature);
  if (resource) return { to: resource.path ?? `/${resource.name}`, icon: resource.icon };
  const page = pages.find((p) => p.name === feature);
  if (page) return { to: page.path, icon: page.icon };
  throw new Error(`Home card: no resource or page named "${feature}" in src/resources/index.ts`);
}

export const greetingKey = (hour: number): string =>
  hour < 12 ? 'app.home.greeting_morning' : hour < 18 ? 'app.home.greeting_afternoon' : 'app.home.greeting_evening';

const firstName = (name: string) => name.split(/\s+/)[0] ?? name;

export function HomePage() {
  const translate = useTranslate();
  const { user } = useAuth();
  const name = user ? firstName(user.user.name) : '';
  const property = user?.property.name ?? '';

  return (
    <>
      <Title title={translate('app.menu.home')} />
      <Stack spacing={1} sx={{ mb: 4 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
          {translate(greetingKey(new Date().getHours()), { name })}
        </Typography>
        {property && (
          <Stack direction="row" spacing={1} alignItems="center">
            <Chip icon={<Apartment />} label={property} variant="outlined" size="small" />
            <Typography color="text.secondary">{translate('app.home.property_line', { property })}</Typography>
          </Stack>
        )}
      </Stack>

      <Typography variant="h6" component="h2">
        {translate('app.home.get_started')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.home.get_started_hint')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {startCards.map((card) => {
          const { to, icon } = cardTarget(card.feature);
          const Icon = iconFor(icon);
          return (
            <Card key={card.key} sx={{ height: '100%' }}>
              <CardActionArea component={LinkBase} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
                <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
                  <Box
                    sx={{
                      width: 40,
                      height: 40,
                      borderRadius: 2.5,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'action.selected',
                      color: 'primary.main',
                    }}
                  >
                    <Icon />
                  </Box>
                  <Typography variant="subtitle1" component="h3" fontWeight={600}>
                    {translate(`app.home.cards.${card.key}_title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                    {translate(`app.home.cards.${card.key}_body`)}
                  </Typography>
                  <Stack direction="row" spacing={0.5} alignItems="center" color="primary.main">
                    <Typography variant="body2" fontWeight={600}>
                      {translate('app.home.open')}
                    </Typography>
                    <ArrowForward fontSize="small" />
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </>
  );
}

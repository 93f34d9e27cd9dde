import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** Stands in for a screen another module delivers. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const translate = useTranslate();
  const title = translate(titleKey);
  return (
    <>
      <Title title={title} />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Card>
        <CardContent>
          <Typography color="text.secondary">{translate('app.pages.coming_soon')}</Typography>
        </CardContent>
      </Card>
    </>
  );
}

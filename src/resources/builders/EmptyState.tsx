import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton, useGetResourceLabel, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../types.ts';
import { iconFor } from './icons.ts';
import { hasView } from './model.ts';

interface EmptyStateProps {
  decl: ResourceDeclaration;
  /** What replaces the create button, e.g. an upload button from a screen override. */
  actions?: ReactNode;
}

/** "No documents yet" and the way to add the first one, instead of an empty table. */
export const EmptyState = ({ decl, actions }: EmptyStateProps) => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const Icon = iconFor(decl.icon);
  const plural = getResourceLabel(decl.name, 2);
  const title = translate(`resources.${decl.name}.empty`, {
    _: translate('app.resources.empty', { name: plural.toLowerCase(), _: `No ${plural.toLowerCase()} yet` }),
  });
  const hint = translate(`resources.${decl.name}.emptyHint`, { _: '' });
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, mx: 'auto', maxWidth: 480 }}>
      <Icon sx={{ fontSize: 72, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {hint !== '' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ mt: 3 }}>{actions ?? (hasView(decl, 'create') && <CreateButton variant="contained" />)}</Box>
    </Box>
  );
};

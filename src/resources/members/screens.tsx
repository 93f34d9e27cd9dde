import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { CreateButton } from 'react-admin';
import { faqApi } from '../../custom/faq-manager/faqApi.ts';
import type { ScreenOverrides } from '../builders/overrides.ts';

/** Only admins invite: staff see who the members are and why they cannot change it. */
const MemberListActions = () => {
  const translate = useTranslate();
  const role = useQuery({ queryKey: ['faq-my-role'], queryFn: faqApi.myRole, staleTime: 60_000 });
  if (role.data === 'admin') return <CreateButton label="app.members.invite" />;
  if (role.data === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.members.admins_only')}
    </Typography>
  );
};

export const overrides: ScreenOverrides = { listActions: MemberListActions };

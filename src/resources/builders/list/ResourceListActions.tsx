import type { ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import type { ResourceDeclaration } from '../../types.ts';
import { hasView } from '../model.ts';

interface ResourceListActionsProps {
  decl: ResourceDeclaration;
  /** A screen override's own buttons (e.g. Upload) replace "Create". */
  actions?: ReactNode;
}

export const ResourceListActions = ({ decl, actions }: ResourceListActionsProps) => (
  <TopToolbar>
    <FilterButton />
    {actions ?? (hasView(decl, 'create') && <CreateButton />)}
  </TopToolbar>
);

import type { ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import type { ResourceDeclaration } from '../../types.ts';
import { filterFields, hasView } from '../model.ts';

interface ResourceListActionsProps {
  decl: ResourceDeclaration;
  /** A screen override's own buttons (e.g. Upload) replace "Create". */
  actions?: ReactNode;
}

export const ResourceListActions = ({ decl, actions }: ResourceListActionsProps) => (
  <TopToolbar>
    {/* The search box is always on: "Add filter" only when there is something to add. */}
    {filterFields(decl).length > 0 && <FilterButton />}
    {actions ?? (hasView(decl, 'create') && <CreateButton />)}
  </TopToolbar>
);

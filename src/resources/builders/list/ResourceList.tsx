import { useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { List } from 'react-admin';
import { EmptyState } from '../EmptyState.tsx';
import type { GenericViewProps } from '../overrides.ts';
import { renderSlot } from '../Slot.tsx';
import { filtersFor } from './filters.tsx';
import { listFailureProps, ROWS_PER_PAGE } from './ListStates.tsx';
import { ResourceListActions } from './ResourceListActions.tsx';
import { ResourceSimpleList } from './ResourceSimpleList.tsx';
import { ResourceTable } from './ResourceTable.tsx';

/** The product's mobile breakpoint (spec: below 768px the sidebar becomes a sheet). */
export const MOBILE_BREAKPOINT = 768;

export { ROWS_PER_PAGE };

export const ResourceList = ({ decl, overrides }: GenericViewProps) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down(MOBILE_BREAKPOINT));
  const filters = useMemo(() => filtersFor(decl), [decl]);
  const actions = overrides.listActions ? renderSlot(overrides.listActions, decl) : undefined;
  const aside = overrides.listAside ? renderSlot(overrides.listAside, decl) : undefined;
  return (
    <List
      {...listFailureProps}
      sort={decl.defaultSort}
      perPage={25}
      filters={filters}
      actions={<ResourceListActions decl={decl} actions={actions} />}
      aside={aside ? <>{aside}</> : undefined}
      empty={<EmptyState decl={decl} actions={actions} />}
    >
      {isSmall ? <ResourceSimpleList decl={decl} /> : <ResourceTable decl={decl} />}
    </List>
  );
};

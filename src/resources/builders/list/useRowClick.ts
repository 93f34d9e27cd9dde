import { useCanAccess } from 'react-admin';
import type { ResourceDeclaration } from '../../types.ts';
import { rowClickTarget } from '../model.ts';

/**
 * Where a click on a row goes: the declaration's show or edit view, if the user may open it
 * (authProvider.canAccess; e.g. staff do not edit members). Otherwise the row is not a link.
 */
export function useRowClick(decl: ResourceDeclaration): 'show' | 'edit' | false {
  const target = rowClickTarget(decl);
  const { canAccess } = useCanAccess({ resource: decl.name, action: target || 'show', enabled: target !== false });
  return target && canAccess ? target : false;
}

import { BulkDeleteButton, DataTable, useCanAccess } from 'react-admin';
import type { ResourceDeclaration } from '../../types.ts';
import { DeleteRecordButton } from '../DeleteRecordButton.tsx';
import { FieldValue } from '../fields/FieldValue.tsx';
import { isSortable, listFields } from '../model.ts';
import { useRowClick } from './useRowClick.ts';

/** The desktop table: one column per `decl.list` entry, a delete action per row, bulk delete. */
export const ResourceTable = ({ decl }: { decl: ResourceDeclaration }) => {
  const rowClick = useRowClick(decl);
  // No selection boxes for users who may not delete (authProvider.canAccess).
  const { canAccess: canDelete } = useCanAccess({ resource: decl.name, action: 'delete' });
  return (
    <DataTable rowClick={rowClick} bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}>
      {listFields(decl).map((field) => (
        <DataTable.Col
          key={field.source}
          source={field.source}
          disableSort={!isSortable(field)}
          align={field.kind === 'number' ? 'right' : undefined}
          render={() => <FieldValue resource={decl.name} field={field} variant="list" />}
        />
      ))}
      <DataTable.Col key="actions" label="" align="right" render={() => <DeleteRecordButton redirect={false} />} />
    </DataTable>
  );
};

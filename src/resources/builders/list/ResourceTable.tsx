import { BulkDeleteButton, DataTable } from 'react-admin';
import type { ResourceDeclaration } from '../../types.ts';
import { DeleteRecordButton } from '../DeleteRecordButton.tsx';
import { FieldValue } from '../fields/FieldValue.tsx';
import { isSortable, listFields, rowClickTarget } from '../model.ts';

/** The desktop table: one column per `decl.list` entry, a delete action per row, bulk delete. */
export const ResourceTable = ({ decl }: { decl: ResourceDeclaration }) => (
  <DataTable
    rowClick={rowClickTarget(decl)}
    bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
  >
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

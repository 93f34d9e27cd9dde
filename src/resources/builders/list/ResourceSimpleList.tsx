import { SimpleList, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../types.ts';
import { listFields } from '../model.ts';
import { useRowClick } from './useRowClick.ts';
import { useRecordSummary } from './useRecordSummary.ts';

/**
 * The small-screen list, derived from the same `decl.list` as the table: the record's title,
 * its other columns as one line, and its first date column on the right.
 */
export const ResourceSimpleList = ({ decl }: { decl: ResourceDeclaration }) => {
  const fields = listFields(decl).filter((f) => f.source !== decl.recordRepresentation);
  const dateField = fields.find((f) => f.kind === 'date');
  const summary = useRecordSummary(
    decl.name,
    fields.filter((f) => f !== dateField),
  );
  const dateText = useRecordSummary(decl.name, dateField ? [dateField] : []);
  const rowClick = useRowClick(decl);
  return (
    <SimpleList
      rowClick={rowClick}
      secondaryText={(record: RaRecord) => summary(record)}
      tertiaryText={dateField ? (record: RaRecord) => dateText(record) : undefined}
    />
  );
};

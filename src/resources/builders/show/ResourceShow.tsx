import { Box } from '@mui/material';
import { EditButton, RecordField, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../types.ts';
import { DeleteRecordButton } from '../DeleteRecordButton.tsx';
import { FieldValue } from '../fields/FieldValue.tsx';
import { hasView, isWide, showFields } from '../model.ts';
import type { GenericViewProps } from '../overrides.ts';

const isEmpty = (value: unknown) => value == null || value === '' || (Array.isArray(value) && value.length === 0);

/** Server-written extras (an error, a draft) appear only when they hold something. */
const isShown = (field: FieldDeclaration, value: unknown) => !(field.readOnly && isEmpty(value));

const ShowActions = ({ decl }: { decl: ResourceDeclaration }) => (
  <TopToolbar>
    {hasView(decl, 'edit') && <EditButton />}
    <DeleteRecordButton />
  </TopToolbar>
);

const ShowFields = ({ decl }: { decl: ResourceDeclaration }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {showFields(decl)
        .filter((field) => isShown(field, record[field.source]))
        .map((field) => (
          <RecordField key={field.source} source={field.source} sx={isWide(field) ? { gridColumn: '1 / -1' } : undefined}>
            {isEmpty(record[field.source]) ? '—' : <FieldValue resource={decl.name} field={field} variant="show" />}
          </RecordField>
        ))}
    </Box>
  );
};

export const ResourceShow = ({ decl }: GenericViewProps) => (
  <Show actions={<ShowActions decl={decl} />}>
    <ShowFields decl={decl} />
  </Show>
);

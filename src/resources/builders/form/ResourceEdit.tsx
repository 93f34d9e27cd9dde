import { Box } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DeleteRecordButton } from '../DeleteRecordButton.tsx';
import { DeclarationInputs } from '../inputs/DeclarationInputs.tsx';
import { formPayload, hasView, type RecordData } from '../model.ts';
import type { GenericViewProps } from '../overrides.ts';

const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
    <Box sx={{ flex: 1 }} />
    <DeleteRecordButton />
  </Toolbar>
);

/**
 * Pessimistic, so the server's verdict comes before the redirect: its `errors.<field>` land under
 * the fields and nothing is lost. Only editable fields are sent (PUT merges on the server).
 */
export const ResourceEdit = ({ decl }: GenericViewProps) => (
  <Edit
    mutationMode="pessimistic"
    redirect={hasView(decl, 'show') ? 'show' : 'list'}
    transform={(data: RecordData) => formPayload(decl, 'edit', data)}
  >
    <SimpleForm toolbar={<EditToolbar />} noValidate>
      <DeclarationInputs decl={decl} view="edit" />
    </SimpleForm>
  </Edit>
);

import { Create, SimpleForm } from 'react-admin';
import { DeclarationInputs } from '../inputs/DeclarationInputs.tsx';
import { formPayload, hasView, type RecordData } from '../model.ts';
import type { GenericViewProps } from '../overrides.ts';

export const ResourceCreate = ({ decl }: GenericViewProps) => (
  <Create
    redirect={hasView(decl, 'show') ? 'show' : 'list'}
    transform={(data: RecordData) => formPayload(decl, 'create', data)}
  >
    <SimpleForm>
      <DeclarationInputs decl={decl} view="create" />
    </SimpleForm>
  </Create>
);

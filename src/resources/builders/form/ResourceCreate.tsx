import { Create, SaveButton, SimpleForm, Toolbar, useSaveContext } from 'react-admin';
import { DeclarationInputs } from '../inputs/DeclarationInputs.tsx';
import { formPayload, hasView, type RecordData } from '../model.ts';
import type { GenericViewProps } from '../overrides.ts';

/**
 * Save stays clickable on a pristine form, so an empty submit explains itself ("You cannot create
 * an empty section") instead of a silently disabled button; it is disabled only while saving.
 * Forms are `noValidate`: the declaration's translated rules speak, not the browser's own bubbles
 * (which would also refuse a bare domain in a type="url" input).
 */
const CreateToolbar = () => {
  const { saving } = useSaveContext();
  return (
    <Toolbar>
      <SaveButton alwaysEnable={!saving} />
    </Toolbar>
  );
};

export const ResourceCreate = ({ decl }: GenericViewProps) => (
  <Create redirect={hasView(decl, 'show') ? 'show' : 'list'} transform={(data: RecordData) => formPayload(decl, 'create', data)}>
    <SimpleForm toolbar={<CreateToolbar />} noValidate>
      <DeclarationInputs decl={decl} view="create" />
    </SimpleForm>
  </Create>
);

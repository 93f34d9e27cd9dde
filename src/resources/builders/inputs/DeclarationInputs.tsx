import { Box } from '@mui/material';
import type { ResourceDeclaration } from '../../types.ts';
import { formFields, type FormView } from '../model.ts';
import { InputByKind } from './InputByKind.tsx';

interface DeclarationInputsProps {
  decl: ResourceDeclaration;
  view: FormView;
}

/** The inputs Create and Edit share (Atomic CRM's `XInputs`), derived from the declaration. */
export const DeclarationInputs = ({ decl, view }: DeclarationInputsProps) => (
  <Box sx={{ width: '100%', maxWidth: 720, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
    {formFields(decl, view).map((field) => (
      <InputByKind key={field.source} resource={decl.name} field={field} view={view} />
    ))}
  </Box>
);

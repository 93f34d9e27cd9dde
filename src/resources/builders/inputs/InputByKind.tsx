import {
  AutocompleteInput,
  BooleanInput,
  DateTimeInput,
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { FieldDeclaration } from '../../types.ts';
import { isLocked, type FormView } from '../model.ts';
import { useChoices, useFieldLabel } from '../useChoices.ts';
import { JsonInput } from './JsonInput.tsx';
import { validatorsFor } from './validation.ts';

interface InputByKindProps {
  resource: string;
  field: FieldDeclaration;
  view: FormView;
}

/** The helper under an input: the lock reason in Edit, else the declared or catalogued hint. */
const useHelperText = (resource: string, field: FieldDeclaration, view: FormView): string | false => {
  const translate = useTranslate();
  const fieldLabel = useFieldLabel(resource);
  if (isLocked(field, view)) {
    return translate(`resources.${resource}.locked.${field.source}`, {
      _: translate('app.resources.create_only', { field: fieldLabel(field.source) }),
    });
  }
  if (field.helperText) return translate(field.helperText);
  const catalogued = translate(`resources.${resource}.helper.${field.source}`, { _: '' });
  return catalogued === '' ? false : catalogued;
};

/** One input for one declared field, by kind (ra-no-code style builder). */
export const InputByKind = ({ resource, field, view }: InputByKindProps) => {
  const helperText = useHelperText(resource, field, view);
  const choices = useChoices(resource, field);
  const common = {
    source: field.source,
    validate: validatorsFor(field),
    helperText,
    disabled: isLocked(field, view),
    defaultValue: view === 'create' && field.default != null ? field.default : undefined,
  };
  switch (field.kind) {
    case 'text':
      return <TextInput {...common} fullWidth />;
    case 'longText':
      return <TextInput {...common} fullWidth multiline minRows={3} />;
    case 'url':
      return <TextInput {...common} fullWidth type="url" inputMode="url" />;
    case 'enum':
      return <SelectInput {...common} choices={choices} translateChoice={false} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateTimeInput {...common} />;
    case 'number':
      return <NumberInput {...common} min={field.min} max={field.max} />;
    case 'tags':
      return field.choices ? (
        <SelectArrayInput {...common} choices={choices} translateChoice={false} />
      ) : (
        <TextArrayInput {...common} defaultValue={Array.isArray(common.defaultValue) ? common.defaultValue : undefined} fullWidth />
      );
    case 'reference':
      return field.reference ? (
        <ReferenceInput source={field.source} reference={field.reference}>
          <AutocompleteInput
            validate={common.validate}
            helperText={helperText}
            disabled={common.disabled}
            defaultValue={common.defaultValue}
            fullWidth
          />
        </ReferenceInput>
      ) : (
        <TextInput {...common} fullWidth />
      );
    case 'json':
      return <JsonInput {...common} />;
    case 'file':
      return null;
  }
};

import type { ReactElement } from 'react';
import { AutocompleteInput, BooleanInput, DateInput, NumberInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../types.ts';
import { filterFields } from '../model.ts';
import { useChoices } from '../useChoices.ts';

interface ChoiceFilterProps {
  resource: string;
  field: FieldDeclaration;
  /** Read by react-admin's filter form from the element's props. */
  source: string;
  alwaysOn?: boolean;
}

/** Enum (and tags) filter: the server treats a value as equality, an array as IN. */
const ChoiceFilter = ({ resource, field, source }: ChoiceFilterProps) => {
  const choices = useChoices(resource, field);
  return <SelectInput source={source} choices={choices} translateChoice={false} />;
};

const filterFor = (decl: ResourceDeclaration, field: FieldDeclaration): ReactElement => {
  const { source } = field;
  switch (field.kind) {
    case 'enum':
    case 'tags':
      return <ChoiceFilter key={source} source={source} resource={decl.name} field={field} />;
    case 'boolean':
      return <BooleanInput key={source} source={source} />;
    case 'reference':
      return field.reference ? (
        <ReferenceInput key={source} source={source} reference={field.reference}>
          <AutocompleteInput />
        </ReferenceInput>
      ) : (
        <TextInput key={source} source={source} />
      );
    case 'date':
      return <DateInput key={source} source={`${source}_gte`} label={`resources.${decl.name}.fields.${source}`} />;
    case 'number':
      return <NumberInput key={source} source={`${source}_gte`} label={`resources.${decl.name}.fields.${source}`} />;
    default:
      return <TextInput key={source} source={source} />;
  }
};

/** The search box (bound to `q`, always visible) and one filter per `filter: true` field. */
export const filtersFor = (decl: ResourceDeclaration): ReactElement[] => [
  ...(decl.search ? [<SearchInput key="q" source="q" alwaysOn />] : []),
  ...filterFields(decl).map((field) => filterFor(decl, field)),
];

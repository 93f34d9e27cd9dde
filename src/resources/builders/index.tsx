import type { RaRecord, ResourceProps } from 'react-admin';
import type { ResourceDeclaration } from '../types.ts';
import { iconFor } from './icons.ts';
import { hasView } from './model.ts';
import { viewFor } from './views.tsx';

export type { ScreenOverrides, ScreenProps } from './overrides.ts';
export { DeclarationInputs } from './inputs/DeclarationInputs.tsx';
export { DeleteRecordButton } from './DeleteRecordButton.tsx';
export { FieldValue } from './fields/FieldValue.tsx';
export { StatusChip } from './fields/StatusChip.tsx';
export { TagsField } from './fields/TagsField.tsx';
export { AccessChip } from './fields/AccessChip.tsx';
export { iconFor } from './icons.ts';

/** The record's title: its declared field, else `#id` so a nameless record still reads as something. */
const representation =
  (decl: ResourceDeclaration) =>
  (record: RaRecord): string => {
    const value: unknown = record[decl.recordRepresentation];
    return value == null || value === '' ? `#${record.id}` : String(value);
  };

const propsCache = new WeakMap<ResourceDeclaration, ResourceProps>();

/**
 * The `<Resource>` props for a declaration: every view generic unless a screens.tsx overrides it.
 * Memoised per declaration so the app can call it on every render without new component identities.
 */
export function resourceProps(decl: ResourceDeclaration): ResourceProps {
  const cached = propsCache.get(decl);
  if (cached) return cached;
  const props: ResourceProps = {
    name: decl.name,
    list: viewFor(decl, 'list'),
    create: hasView(decl, 'create') ? viewFor(decl, 'create') : undefined,
    edit: hasView(decl, 'edit') ? viewFor(decl, 'edit') : undefined,
    show: hasView(decl, 'show') ? viewFor(decl, 'show') : undefined,
    icon: iconFor(decl.icon),
    recordRepresentation: representation(decl),
  };
  propsCache.set(decl, props);
  return props;
}

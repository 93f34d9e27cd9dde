/**
 * Pure rules that turn a declaration into what each generic view shows. No React here, so the
 * rules are unit-testable and the views stay thin.
 */
import { accessChoices, systemFields, type FieldDeclaration, type ResourceDeclaration } from '../types.ts';
import { normaliseUrl } from '../validation/url.ts';

export type ViewName = 'list' | 'create' | 'edit' | 'show';
export type FormView = 'create' | 'edit';

const systemFieldDeclarations: Record<(typeof systemFields)[number], FieldDeclaration> = {
  id: { source: 'id', kind: 'text', readOnly: true },
  createdAt: { source: 'createdAt', kind: 'date', readOnly: true, sortable: true },
  updatedAt: { source: 'updatedAt', kind: 'date', readOnly: true, sortable: true },
};

const isSystemField = (source: string): source is (typeof systemFields)[number] => (systemFields as readonly string[]).includes(source);

/** A declared field, or one of the implicit system fields. */
export const fieldOf = (decl: ResourceDeclaration, source: string): FieldDeclaration | undefined =>
  decl.fields.find((f) => f.source === source) ?? (isSystemField(source) ? systemFieldDeclarations[source] : undefined);

/** Declared fields followed by the system fields the declaration does not redeclare. */
export const allFields = (decl: ResourceDeclaration): FieldDeclaration[] => [
  ...decl.fields,
  ...systemFields.filter((s) => !decl.fields.some((f) => f.source === s)).map((s) => systemFieldDeclarations[s]),
];

/** Views exist unless the declaration says otherwise, so a bare declaration gets every screen. */
export const hasView = (decl: ResourceDeclaration, view: Exclude<ViewName, 'list'>): boolean => decl.views?.[view] !== false;

export const listFields = (decl: ResourceDeclaration): FieldDeclaration[] =>
  decl.list.map((source) => fieldOf(decl, source)).filter((f): f is FieldDeclaration => f !== undefined);

/** Server-managed data (readOnly, files) never goes in a form; json only when a view asks for it. */
export const isInForm = (field: FieldDeclaration, view: FormView): boolean => {
  if (field.readOnly || field.kind === 'file') return false;
  const explicit = field.views?.[view];
  if (explicit !== undefined) return explicit;
  return field.kind !== 'json';
};

export const formFields = (decl: ResourceDeclaration, view: FormView): FieldDeclaration[] => decl.fields.filter((f) => isInForm(f, view));

/** Create-only fields stay visible in Edit, but locked. */
export const isLocked = (field: FieldDeclaration, view: FormView): boolean => view === 'edit' && field.createOnly === true;

export const showFields = (decl: ResourceDeclaration): FieldDeclaration[] => allFields(decl).filter((f) => f.views?.show !== false);

export const filterFields = (decl: ResourceDeclaration): FieldDeclaration[] => decl.fields.filter((f) => f.filter);

export const isSortable = (field: FieldDeclaration): boolean => field.sortable === true;

export const rowClickTarget = (decl: ResourceDeclaration): 'show' | 'edit' | false =>
  hasView(decl, 'show') ? 'show' : hasView(decl, 'edit') ? 'edit' : false;

/** The Access field gets an explanation of who sees answers drawn from the item. */
export const isAccessField = (field: FieldDeclaration): boolean =>
  field.kind === 'enum' &&
  field.choices !== undefined &&
  field.choices.length === accessChoices.length &&
  accessChoices.every((c) => field.choices?.includes(c));

/** Values wide enough to deserve a full row in forms and in the show layout. */
export const isWide = (field: FieldDeclaration): boolean => field.kind === 'longText' || field.kind === 'json' || field.kind === 'tags';

// The URL rule lives once, beside the declarations, for the server and these screens alike.
export { isValidUrl, normaliseUrl } from '../validation/url.ts';

export type RecordData = Record<string, unknown>;

/**
 * What a form sends: only the fields the form may change. Edit answers carry the whole record
 * (status, createdAt, create-only text...), which the server would drop or refuse.
 */
export const formPayload = (decl: ResourceDeclaration, view: FormView, data: RecordData): RecordData => {
  const payload: RecordData = {};
  for (const field of formFields(decl, view)) {
    if (isLocked(field, view) || !(field.source in data)) continue;
    const value = data[field.source];
    payload[field.source] = field.kind === 'url' && typeof value === 'string' ? normaliseUrl(value) : value;
  }
  return payload;
};

/** 'gathering_data' → 'Gathering data': the label when a catalogue has none (new declarations). */
export const humanize = (value: string): string => {
  const words = value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const choiceKey = (resource: string, source: string, value: string) => `resources.${resource}.choices.${source}.${value}`;

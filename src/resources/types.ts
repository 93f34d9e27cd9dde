import type { IconName } from './builders/icons.ts';

/**
 * The resource declaration: plain data, free of React and of server code, so that the server
 * (table, validation, routes, OpenAPI) and the UI (menu, list, forms, show) both derive from it.
 */
export type FieldKind =
  | 'text' // one line
  | 'longText' // multi-line
  | 'url'
  | 'enum' // one of `choices`; `status: true` renders it as a coloured chip
  | 'boolean'
  | 'date' // timestamp with time zone, ISO string on the wire
  | 'number'
  | 'tags' // string[] from `choices` (or free when no choices)
  | 'reference' // id of a record of `reference`
  | 'file' // set by the server from an upload; read-only on the wire
  | 'json'; // server-managed structured data

export interface FieldDeclaration {
  source: string;
  kind: FieldKind;
  required?: boolean;
  /** enum and tags values; labels come from i18n `resources.<name>.choices.<source>.<value>`. */
  choices?: readonly string[];
  /** enum shown as a status chip; colours by value. */
  status?: boolean;
  reference?: string;
  default?: string | number | boolean | string[] | null;
  min?: number;
  max?: number;
  maxLength?: number;
  /** json fields: largest value, as JSON text, in bytes (server default 64 KB). */
  maxBytes?: number;
  /** Set by the server only; never accepted in create or update bodies. */
  readOnly?: boolean;
  /** Accepted on create, refused afterwards (e.g. a FAQ question's text). */
  createOnly?: boolean;
  /** Searched by the list's `q` filter (full-text-ish, case-insensitive). */
  searchable?: boolean;
  /** Exposed as a list filter (equality / IN for enums, range for dates and numbers). */
  filter?: boolean;
  sortable?: boolean;
  /** Which views show it; defaults: list if listed in `list`, everything else true. */
  views?: { show?: boolean; edit?: boolean; create?: boolean };
  /** i18n key of the validation message (react-admin shows it under the field). */
  message?: string;
  /** i18n key of a helper text under the input. */
  helperText?: string;
}

export interface ResourceDeclaration {
  /** REST name: /api/<name>; also the react-admin resource name. */
  name: string;
  /** Postgres table name. */
  table: string;
  /** UI icon, by name: one of src/resources/builders/icons.ts (a type-only import: no React here). */
  icon: IconName;
  /** Field rendered as the record's title. */
  recordRepresentation: string;
  fields: readonly FieldDeclaration[];
  /** List columns, in order (`createdAt`/`updatedAt` are implicit fields and may be listed). */
  list: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Shows a free-text search box bound to the `q` filter. */
  search?: boolean;
  /** Sidebar placement; `false` keeps it out of the menu (e.g. a child resource). */
  menu?: { group: 'main' | 'assets' | 'content'; order: number } | false;
  /** Custom actions: POST /api/<name>/<id>/<action>. */
  actions?: readonly string[];
  /** Which generic views exist. */
  views?: { create?: boolean; edit?: boolean; show?: boolean };
  /** Path of the UI route when it differs from /<name>. */
  path?: string;
}

/** Implicit fields every resource has. */
export const systemFields = ['id', 'createdAt', 'updatedAt'] as const;

export const defineResource = <T extends ResourceDeclaration>(d: T): T => d;

/**
 * A screen that is not a CRUD resource (search, agents, the FAQ manager...): its folder
 * `src/custom/<name>/` default-exports the screen from `index.tsx` (or `index.ts`), loaded when
 * the route is first opened; this declaration, listed in the registry, gives its route and menu entry.
 */
export interface PageDeclaration {
  /** Its folder under src/custom/. */
  name: string;
  /** Route inside the signed-in layout. */
  path: string;
  icon: IconName;
  /** i18n key of its menu label. */
  label: string;
  /** Sidebar placement, as for resources. */
  menu?: { group: 'main' | 'assets' | 'content'; order: number } | false;
}

export const definePage = <T extends PageDeclaration>(d: T): T => d;

/** Who may see answers drawn from an item: staff only, or also guests through the public chatbot. */
export const accessChoices = ['staff', 'public'] as const;
/** The Access field of the items answers are drawn from (documents, integrations): one definition for both. */
export const accessField = {
  source: 'access',
  kind: 'enum',
  choices: accessChoices,
  default: 'staff',
  filter: true,
  sortable: true,
  helperText: 'app.access.helper',
} satisfies FieldDeclaration;

import { z } from 'zod';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/resources/types.ts';
import { HttpError } from '../http/errors.ts';
import { fieldLabel, messageText, validationMessages as m } from './messages.ts';

type Input = Record<string, unknown>;

export interface ResourceValidator {
  /** Declared, writable fields of a create body, validated; unknown and read-only keys dropped. */
  create(body: unknown): Input;
  /** The patch a PUT applies to `existing`: same rules, nothing required unless sent, createOnly refused. */
  update(existing: Input, body: unknown): Input;
}

export const isHttpUrl = (value: string): boolean => {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
};

/** Size limit of a json field's value (as JSON text) unless its declaration sets `maxBytes`. */
export const defaultJsonMaxBytes = 64 * 1024;
const formatKb = (n: number) => (n >= 1024 ? `${Math.round((n / 1024) * 10) / 10} KB` : `${n} bytes`);

const trimmedKinds = new Set(['text', 'url', 'enum', 'reference']);

/** Form inputs send '' for a cleared value and numbers as text at times: one meaning for each. */
export function normalise(field: FieldDeclaration, value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (trimmedKinds.has(field.kind)) return trimmed;
    if (field.kind === 'number' && /^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  }
  if (field.kind === 'tags' && Array.isArray(value)) {
    const items = value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
    return [...new Set(items)];
  }
  return value;
}

function requiredMessage(resource: string, field: FieldDeclaration): string {
  // A url field's message says what a valid value looks like, so it cannot also say "missing".
  if (field.kind === 'url') return `${fieldLabel(resource, field.source)} is required`;
  return field.message ? messageText(field.message) : m.required;
}

/** The zod schema of one present, non-null value of a field. */
export function fieldSchema(field: FieldDeclaration): z.ZodType {
  const withLength = (s: z.ZodString) => (field.maxLength ? s.max(field.maxLength, `Must be ${field.maxLength} characters or fewer`) : s);
  switch (field.kind) {
    case 'text':
    case 'longText':
      return withLength(z.string({ error: 'Must be text' }));
    case 'reference':
      return z.string({ error: 'Must be an id' }).min(1);
    case 'url': {
      const invalid = field.message ? messageText(field.message) : m.url;
      return withLength(z.string({ error: invalid })).refine(isHttpUrl, invalid);
    }
    case 'enum':
      return z.enum(field.choices as [string, ...string[]], { error: `Must be one of: ${(field.choices ?? []).join(', ')}` });
    case 'boolean':
      return z.boolean({ error: 'Must be true or false' });
    case 'number': {
      let n = z.number({ error: 'Must be a number' });
      if (field.min !== undefined) n = n.min(field.min, `Must be at least ${field.min}`);
      if (field.max !== undefined) n = n.max(field.max, `Must be at most ${field.max}`);
      return n;
    }
    case 'date':
      return z
        .string({ error: 'Must be a date' })
        // Years 1 to 9999: what both JavaScript's ISO strings and Postgres' timestamps spell the same way.
        .refine((s) => !Number.isNaN(Date.parse(s)) && Math.abs(new Date(Date.parse(s)).getUTCFullYear() - 5000) <= 4999, 'Must be a date')
        .transform((s) => new Date(s).toISOString());
    case 'tags': {
      const item = field.choices?.length
        ? z.enum(field.choices as [string, ...string[]], { error: `Must be among: ${field.choices.join(', ')}` })
        : z.string({ error: 'Must be a list of words' }).max(200);
      return z.array(item, { error: 'Must be a list' }).max(100);
    }
    case 'json':
    case 'file': {
      // Stored as jsonb and sent back with every list: a size limit keeps one value from bloating both.
      const limit = field.maxBytes ?? defaultJsonMaxBytes;
      return z.json({ error: 'Must be JSON' }).refine((v) => new TextEncoder().encode(JSON.stringify(v)).length <= limit, `Must be ${formatKb(limit)} or smaller`);
    }
  }
}

const isMissing = (v: unknown) => v === undefined || v === null || (Array.isArray(v) && v.length === 0);

/** The whole body's schema: every writable field optional here; required ones are checked beside it. */
function bodySchema(fields: FieldDeclaration[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) shape[f.source] = fieldSchema(f).nullable().optional();
  return z.object(shape);
}

/**
 * Required fields missing from `input` (all of them on create, only those sent on update). Kept apart
 * from the zod object because zod skips object-level checks once a field fails.
 */
function missingRequired(decl: ResourceDeclaration, fields: FieldDeclaration[], input: Input, requireAll: boolean) {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    if (f.required && (requireAll || f.source in input) && isMissing(input[f.source])) errors[f.source] = requiredMessage(decl.name, f);
  }
  return errors;
}

function parseWith(schema: z.ZodType, input: Input, required: Record<string, string>, refused: Record<string, string> = {}): Input {
  const result = schema.safeParse(input);
  const anyRequired = Object.keys(required).length > 0;
  const refusals = Object.values(refused);
  if (result.success && !anyRequired && !refusals.length) return stripUndefined(result.data as Input);
  const errors: Record<string, string> = { ...refused };
  for (const issue of result.success ? [] : result.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  Object.assign(errors, required);
  // A lone refusal is its own best headline ("Question text cannot be modified after creation").
  const onlyRefusal = refusals.length === 1 && Object.keys(errors).length === 1;
  throw new HttpError(400, anyRequired ? m.missingRequired : onlyRefusal ? refusals[0] : m.invalid, errors);
}

const stripUndefined = (o: Input): Input => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

function asObject(body: unknown): Input {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object');
  return body as Input;
}

export function buildValidator(decl: ResourceDeclaration): ResourceValidator {
  const writable = decl.fields.filter((f) => !f.readOnly);
  const updatable = writable.filter((f) => !f.createOnly);
  const createSchema = bodySchema(writable);
  const updateSchema = bodySchema(updatable);
  const defaults: Input = Object.fromEntries(writable.filter((f) => f.default !== undefined).map((f) => [f.source, f.default]));
  // A cleared value of a field with a declared default goes back to that default.
  const pick = (body: Input, fields: FieldDeclaration[]) => {
    const out: Input = {};
    for (const f of fields) {
      if (!(f.source in body)) continue;
      const v = normalise(f, body[f.source]);
      out[f.source] = v === null && f.default !== undefined ? f.default : v;
    }
    return out;
  };

  return {
    create(body) {
      // Defaults are filled here, not only by the column, so feature hooks see the complete input.
      const input = pick({ ...defaults, ...asObject(body) }, writable);
      return parseWith(createSchema, input, missingRequired(decl, writable, input, true));
    },
    update(existing, body) {
      const input = asObject(body);
      const errors: Record<string, string> = {};
      // react-admin's edit form sends the whole record back, so an unchanged createOnly value is fine.
      for (const f of writable.filter((w) => w.createOnly && w.source in input)) {
        const value = normalise(f, input[f.source]);
        const parsed = value === null ? { success: true, data: null } : fieldSchema(f).safeParse(value);
        const same = parsed.success && JSON.stringify(parsed.data ?? null) === JSON.stringify(existing[f.source] ?? null);
        if (!same) errors[f.source] = m.createOnly(fieldLabel(decl.name, f.source));
      }
      const patch = pick(input, updatable);
      return parseWith(updateSchema, patch, missingRequired(decl, updatable, patch, false), errors);
    },
  };
}

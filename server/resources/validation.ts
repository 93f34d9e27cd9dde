import { z } from 'zod';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/resources/types.ts';
import { validationCodes, validationKeys as k, type FieldErrorParams } from '../../src/resources/validation/keys.ts';
import { normaliseUrl, urlProblem } from '../../src/resources/validation/url.ts';
import { HttpError } from '../http/errors.ts';
import { fieldLabel, validationMessages as m } from './messages.ts';

type Input = Record<string, unknown>;

export interface ResourceValidator {
  /** Declared, writable fields of a create body, validated; unknown and read-only keys dropped. */
  create(body: unknown): Input;
  /** The patch a PUT applies to `existing`: same rules, nothing required unless sent, createOnly refused. */
  update(existing: Input, body: unknown): Input;
}

/** Size limit of a json field's value (as JSON text) unless its declaration sets `maxBytes`. */
export const defaultJsonMaxBytes = 64 * 1024;
const formatKb = (n: number) => (n >= 1024 ? `${Math.round((n / 1024) * 10) / 10} KB` : `${n} bytes`);

const trimmedKinds = new Set(['text', 'url', 'enum', 'reference']);

/** Form inputs send '' for a cleared value and numbers as text at times: one meaning for each. */
export function normalise(field: FieldDeclaration, value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    // A bare host ("hotel.example") means https://hotel.example, as in the SPA's forms (one rule).
    if (field.kind === 'url') return normaliseUrl(trimmed);
    if (trimmedKinds.has(field.kind)) return trimmed;
    if (field.kind === 'number' && /^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  }
  if (field.kind === 'tags' && Array.isArray(value)) {
    const items = value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
    return [...new Set(items)];
  }
  return value;
}

/** A field's required message: the key its declaration names for emptiness, else react-admin's own. */
function requiredKey(field: FieldDeclaration): string {
  // A url field's `message` says what a valid value looks like, so it cannot also say "missing".
  return field.kind !== 'url' && field.message ? field.message : k.required;
}

/**
 * The zod schema of one present, non-null value of a field. Its messages are i18n keys
 * (src/resources/validation/keys.ts); the values they fill in come from `keyParams`.
 */
export function fieldSchema(field: FieldDeclaration): z.ZodType {
  const withLength = (s: z.ZodString) => (field.maxLength ? s.max(field.maxLength, k.maxLength) : s);
  switch (field.kind) {
    case 'text':
    case 'longText':
      return withLength(z.string({ error: k.text }));
    case 'reference':
      return z.string({ error: k.reference }).min(1);
    case 'url': {
      const invalid = field.message ?? k.url;
      return withLength(z.string({ error: invalid })).refine((v) => urlProblem(v) === null, invalid);
    }
    case 'enum':
      return z.enum(field.choices as [string, ...string[]], { error: k.oneOf });
    case 'boolean':
      return z.boolean({ error: k.boolean });
    case 'number': {
      let n = z.number({ error: k.number });
      if (field.min !== undefined) n = n.min(field.min, k.minValue);
      if (field.max !== undefined) n = n.max(field.max, k.maxValue);
      return n;
    }
    case 'date':
      return (
        z
          .string({ error: k.date })
          // Years 1 to 9999: what both JavaScript's ISO strings and Postgres' timestamps spell the same way.
          .refine((s) => !Number.isNaN(Date.parse(s)) && Math.abs(new Date(Date.parse(s)).getUTCFullYear() - 5000) <= 4999, k.date)
          .transform((s) => new Date(s).toISOString())
      );
    case 'tags': {
      const item = field.choices?.length
        ? z.enum(field.choices as [string, ...string[]], { error: k.among })
        : z.string({ error: k.words }).max(200, k.words);
      return z.array(item, { error: k.list }).max(100, k.list);
    }
    case 'json':
    case 'file': {
      // Stored as jsonb and sent back with every list: a size limit keeps one value from bloating both.
      const limit = jsonLimit(field);
      return z.json({ error: k.json }).refine((v) => new TextEncoder().encode(JSON.stringify(v)).length <= limit, k.tooLarge);
    }
  }
}

const jsonLimit = (field: FieldDeclaration) => field.maxBytes ?? defaultJsonMaxBytes;

/** The values a field's message key fills in, from its declaration (none for most keys). */
export function keyParams(field: FieldDeclaration | undefined, key: string): FieldErrorParams | undefined {
  if (!field) return undefined;
  switch (key) {
    case k.maxLength:
      return { max: field.maxLength ?? 0 };
    case k.minValue:
      return { min: field.min ?? 0 };
    case k.maxValue:
      return { max: field.max ?? 0 };
    case k.oneOf:
    case k.among:
      return { options: (field.choices ?? []).join(', ') };
    case k.tooLarge:
      return { max: formatKb(jsonLimit(field)) };
    default:
      return undefined;
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
function missingRequired(fields: FieldDeclaration[], input: Input, requireAll: boolean) {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    if (f.required && (requireAll || f.source in input) && isMissing(input[f.source])) errors[f.source] = requiredKey(f);
  }
  return errors;
}

/**
 * Field errors are keys (+ params) the SPA translates; `message` stays English for logs and API
 * users, with a `code` the SPA translates as the headline.
 */
function parseWith(
  fields: FieldDeclaration[],
  schema: z.ZodType,
  input: Input,
  required: Record<string, string>,
  refused: Record<string, string> = {},
  refusedText?: string,
): Input {
  const result = schema.safeParse(input);
  const anyRequired = Object.keys(required).length > 0;
  const refusals = Object.keys(refused).length;
  if (result.success && !anyRequired && !refusals) return stripUndefined(result.data as Input);
  const errors: Record<string, string> = { ...refused };
  for (const issue of result.success ? [] : result.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  Object.assign(errors, required);
  const bySource = new Map(fields.map((f) => [f.source, f]));
  const errorParams: Record<string, FieldErrorParams> = {};
  for (const [source, key] of Object.entries(errors)) {
    const params = keyParams(bySource.get(source), key);
    if (params) errorParams[source] = params;
  }
  // A lone refusal is its own best headline ("Question text cannot be modified after creation").
  const onlyRefusal = refusals === 1 && Object.keys(errors).length === 1;
  const message = anyRequired ? m.missingRequired : onlyRefusal && refusedText ? refusedText : m.invalid;
  const code = anyRequired ? validationCodes.missingRequired : validationCodes.invalid;
  throw new HttpError(400, message, errors, { code, ...(Object.keys(errorParams).length ? { errorParams } : {}) });
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
      return parseWith(writable, createSchema, input, missingRequired(writable, input, true));
    },
    update(existing, body) {
      const input = asObject(body);
      const errors: Record<string, string> = {};
      let refusedText: string | undefined;
      // react-admin's edit form sends the whole record back, so an unchanged createOnly value is fine.
      for (const f of writable.filter((w) => w.createOnly && w.source in input)) {
        const value = normalise(f, input[f.source]);
        const parsed = value === null ? { success: true, data: null } : fieldSchema(f).safeParse(value);
        const same = parsed.success && JSON.stringify(parsed.data ?? null) === JSON.stringify(existing[f.source] ?? null);
        if (!same) {
          errors[f.source] = k.createOnly;
          refusedText = m.createOnly(fieldLabel(decl.name, f.source));
        }
      }
      const patch = pick(input, updatable);
      return parseWith(writable, updateSchema, patch, missingRequired(updatable, patch, false), errors, refusedText);
    },
  };
}

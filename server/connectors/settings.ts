import { validationKeys } from '../../src/resources/validation/keys.ts';
import { urlProblem } from '../../src/resources/validation/url.ts';

/** Reads connector settings from an untrusted JSON value, collecting `settings.<name>` errors. */
export class SettingsReader {
  readonly errors: Record<string, string> = {};
  private readonly raw: Record<string, unknown>;

  constructor(settings: unknown) {
    this.raw = settings && typeof settings === 'object' && !Array.isArray(settings) ? (settings as Record<string, unknown>) : {};
  }

  /** A trimmed string; '' counts as missing. */
  text(
    name: string,
    opts: { required?: boolean; label?: string; max?: number; pattern?: RegExp; patternMessage?: string } = {},
  ): string | undefined {
    const v = this.raw[name];
    const value = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : undefined;
    if (v !== undefined && v !== null && typeof v !== 'string' && typeof v !== 'number')
      this.fail(name, `${opts.label ?? name} must be text`);
    else if (!value) {
      if (opts.required) this.fail(name, `${opts.label ?? name} is required`);
    } else if (value.length > (opts.max ?? 2000)) this.fail(name, `${opts.label ?? name} is too long`);
    else if (opts.pattern && !opts.pattern.test(value)) this.fail(name, opts.patternMessage ?? `${opts.label ?? name} is not valid`);
    else return value;
    return undefined;
  }

  /** An http(s) base URL without trailing slash (the URL rule of src/resources/validation/url.ts, written in full). */
  baseUrl(name: string, fallback: string): string {
    const value = this.text(name, { label: name });
    if (value === undefined) return fallback;
    if (urlProblem(value) !== null || !/^https?:\/\//i.test(value)) {
      this.fail(name, validationKeys.url);
      return fallback;
    }
    return value.replace(/\/+$/, '');
  }

  fail(name: string, message: string) {
    this.errors[`settings.${name}`] ??= message;
  }

  get ok() {
    return Object.keys(this.errors).length === 0;
  }
}

/** Turns `settings.x` errors into the create answer react-admin understands. */
export const settingsFailure = (errors: Record<string, string>) => ({
  ok: false as const,
  message: Object.keys(errors).length === 1 ? Object.values(errors)[0]! : 'Please fill in all required fields',
  errors,
});

export const clockTime = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

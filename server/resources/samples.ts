import type { FieldDeclaration, ResourceDeclaration } from '../../src/resources/types.ts';

/**
 * A valid create body for a declaration, varied by `n`: OpenAPI examples, contract tests and the
 * list benchmark all read it, so a new field kind gets a sample in one place.
 * `refs` gives an id for each referenced resource name.
 */
export function sampleInput(decl: ResourceDeclaration, n = 1, refs: Record<string, string> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of decl.fields) {
    if (f.readOnly) continue;
    const v = sampleValue(decl, f, n, refs);
    if (v !== undefined) out[f.source] = v;
  }
  return out;
}

function clip(s: string, f: FieldDeclaration) {
  return f.maxLength ? s.slice(0, f.maxLength) : s;
}

export function sampleValue(decl: ResourceDeclaration, f: FieldDeclaration, n: number, refs: Record<string, string> = {}): unknown {
  switch (f.kind) {
    case 'text':
      // A text field named email is validated as an address by its feature (members).
      if (f.source === 'email') return `person${n}@example.com`;
      // A colour field is validated as #rrggbb by its feature (chatbots).
      if (/Color$/.test(f.source)) return '#123456';
      return clip(`${f.source} ${n}`, f);
    case 'longText':
      return clip(`Sample ${f.source} number ${n} for ${decl.name}.`, f);
    case 'url':
      return `https://example.com/${decl.name}/${n}`;
    case 'enum':
      // The declared default is the value a feature expects most (e.g. integrations kind website).
      return typeof f.default === 'string' ? f.default : f.choices?.[0];
    case 'boolean':
      return n % 2 === 0;
    case 'date':
      return new Date(Date.UTC(2030, 0, 1 + n)).toISOString();
    case 'number': {
      const low = f.min ?? 0;
      return f.max !== undefined ? Math.min(low + n, f.max) : low + n;
    }
    case 'tags':
      return f.choices?.length ? f.choices.slice(0, Math.min(2, f.choices.length)) : ['alpha', 'beta'];
    case 'reference':
      return f.reference ? refs[f.reference] : undefined;
    case 'json':
      return f.default !== undefined ? f.default : {};
    case 'file':
      return undefined;
  }
}

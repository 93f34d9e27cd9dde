import crypto from 'node:crypto';
import { resources } from '../../src/resources/index.ts';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/resources/types.ts';
import { compileResource, quoteIdent, type Column } from './model.ts';

export interface Migration {
  name: string;
  sql: string;
}

function literal(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Invalid numeric default: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** The declared default as SQL, typed for the column (tags → text[], json → jsonb). */
export function defaultSql(field: FieldDeclaration, type: string): string | undefined {
  if (field.default === undefined) return undefined;
  const d = field.default;
  if (type === 'jsonb') return `${literal(JSON.stringify(d))}::jsonb`;
  if (type === 'text[]') {
    if (!Array.isArray(d)) throw new Error(`${field.source}: a tags default must be an array`);
    return d.length ? `ARRAY[${d.map(literal).join(', ')}]::text[]` : `'{}'::text[]`;
  }
  return literal(d);
}

function columnDefinition(c: Column): string {
  const def = c.field ? defaultSql(c.field, c.type) : undefined;
  return `${c.sql} ${c.type}${def ? ` DEFAULT ${def}` : ''}`;
}

/**
 * One declared resource's table. The migration is named after a hash of its column set, so a field
 * added to the declaration yields a new migration whose ADD COLUMN IF NOT EXISTS brings an existing
 * database up to date; CREATE TABLE IF NOT EXISTS makes the first one safe to re-run.
 */
export function resourceMigration(decl: ResourceDeclaration): Migration {
  const model = compileResource(decl);
  const fields = model.columns.filter((c) => c.field);
  const table = model.table;
  const sortSource = decl.defaultSort.field;
  const sortColumn = model.bySource.get(sortSource);
  if (!sortColumn) throw new Error(`${decl.name}: default sort field "${sortSource}" is not declared`);
  const indexName = (suffix: string) => quoteIdent(`${decl.table}_${suffix}`.slice(0, 63));

  const statements = [
    `CREATE TABLE IF NOT EXISTS ${table} (
      "id" text PRIMARY KEY,
      "property_id" text NOT NULL,
      ${fields.map(columnDefinition).join(',\n      ')}${fields.length ? ',' : ''}
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`,
    ...fields.map((c) => `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${columnDefinition(c)}`),
    `CREATE INDEX IF NOT EXISTS ${indexName(`property_${sortColumn.name}`)} ON ${table} ("property_id", ${sortColumn.sql})`,
    ...listIndexes(model, indexName),
  ];
  // The index set is part of the name, so a database made before an index existed gets it too.
  const signature = JSON.stringify([
    model.columns.map((c) => [c.name, c.type, c.field ? (defaultSql(c.field, c.type) ?? null) : null]),
    listIndexVersion,
  ]);
  const hash = crypto.createHash('sha256').update(signature).digest('hex').slice(0, 10);
  return { name: `resource_${decl.table}_v${hash}`, sql: statements.join(';\n') + ';' };
}

const listIndexVersion = 'list-indexes-2';

/**
 * Indexes for what lists do, each leading with the property so that one property's page costs the
 * same among hundreds of properties as alone: sorts (text sorts are case-insensitive, so on
 * lower()), filters and references as btree; `q` (ILIKE '%word%') as trigram GIN.
 */
function listIndexes(model: ReturnType<typeof compileResource>, indexName: (suffix: string) => string): string[] {
  const table = model.table;
  const out = new Map<string, string>();
  const btree = (suffix: string, expr: string) =>
    out.set(suffix, `CREATE INDEX IF NOT EXISTS ${indexName(suffix)} ON ${table} ("property_id", ${expr})`);
  btree('property_created_at', '"created_at"');
  btree('property_updated_at', '"updated_at"');
  for (const c of model.columns) {
    const f = c.field;
    if (!f) continue;
    const text = f.kind === 'text' || f.kind === 'longText';
    if (f.sortable) btree(`property_${c.name}${text ? '_ci' : ''}`, text ? `lower(${c.sql})` : c.sql);
    if ((f.filter || f.kind === 'reference') && c.type !== 'text[]' && c.type !== 'jsonb') btree(`property_${c.name}`, c.sql);
    if (f.searchable && c.type === 'text') {
      out.set(
        `q_${c.name}`,
        `CREATE INDEX IF NOT EXISTS ${indexName(`q_${c.name}`)} ON ${table} USING gin ("property_id", ${c.sql} gin_trgm_ops)`,
      );
    }
  }
  return [...out.values()];
}

/** Tables of the declared resources, derived from the registry (or the given list, in tests). */
export function resourceMigrations(decls: readonly ResourceDeclaration[] = resources): Migration[] {
  const tables = new Set<string>();
  for (const d of decls) {
    if (tables.has(d.table)) throw new Error(`Two resources declare table "${d.table}"`);
    tables.add(d.table);
  }
  return decls.map(resourceMigration);
}

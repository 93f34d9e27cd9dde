import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/resources/index.ts';
import { pascal } from '../../server/resources/openapi-resources.ts';
import { sampleInput } from '../../server/resources/samples.ts';
import { startTestServer, type TestServer } from './harness.ts';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
};
type OpenApi = { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, Schema> } };

/** The few JSON Schema rules the derived schemas use; enough to catch a record drifting from its description. */
function violations(schema: Schema, value: unknown, at = '$'): string[] {
  const jsonType = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value;
  const types = schema.type === undefined ? undefined : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types && !types.includes(jsonType) && !(jsonType === 'number' && types.includes('integer')))
    return [`${at}: ${jsonType} is not ${types.join('|')}`];
  if (schema.enum && value !== null && !schema.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} not in enum`];
  const out: string[] = [];
  if (jsonType === 'object' && schema.properties) {
    const obj = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in obj)) out.push(`${at}.${key}: missing`);
    for (const [key, v] of Object.entries(obj)) {
      if (!schema.properties[key]) out.push(`${at}.${key}: not described`);
      else out.push(...violations(schema.properties[key], v, `${at}.${key}`));
    }
  }
  if (jsonType === 'array' && schema.items)
    (value as unknown[]).forEach((v, i) => out.push(...violations(schema.items!, v, `${at}[${i}]`)));
  return out;
}

describe('OpenAPI description', () => {
  let t: TestServer;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await startTestServer({}, { workers: false });
    const r = await fetch(`${t.api}/openapi.json`);
    expect(r.status).toBe(200);
    doc = (await r.json()) as OpenApi;
  });
  afterAll(() => t.close());

  it('is public and is OpenAPI 3.1 with every declared resource', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const r of resources) {
      expect(doc.paths[`/${r.name}`], r.name).toBeTruthy();
      expect(doc.components.schemas[pascal(r.name)], r.name).toBeTruthy();
    }
  });

  it('describes the records the API actually answers', async () => {
    const token = await t.tokenFor('p-openapi');
    // Members are managed by admins (issue 9): this member may create every kind of record.
    await t.db.query(`UPDATE memberships SET role = 'admin' WHERE property_id = 'p-openapi'`);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const refs: Record<string, string> = {};
    // Order matters only for references: create what others point at first.
    for (const r of [...resources].sort((a, b) => Number(a.fields.some((f) => f.reference)) - Number(b.fields.some((f) => f.reference)))) {
      if (r.fields.some((f) => f.kind === 'file')) continue; // created by upload
      const created = await fetch(`${t.api}/${r.name}`, { method: 'POST', headers, body: JSON.stringify(sampleInput(r, 1, refs)) });
      expect(created.status, r.name).toBe(201);
      const record = (await created.json()) as { id: string };
      refs[r.name] = record.id;
      expect(violations(doc.components.schemas[pascal(r.name)], record), r.name).toEqual([]);
      const list = await (await fetch(`${t.api}/${r.name}`, { headers })).json();
      expect(violations({ type: 'array', items: doc.components.schemas[pascal(r.name)] }, list), r.name).toEqual([]);
    }
  });

  it('serves a self-contained browsable page without a token', async () => {
    const r = await fetch(`${t.api}/docs`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    const html = await r.text();
    expect(html).toContain('openapi.json');
    expect(html).not.toMatch(/(src|href)=["']?(https?:)?\/\//);
  });
});

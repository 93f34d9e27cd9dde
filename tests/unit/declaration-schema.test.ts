// @vitest-environment node
// (The served OpenAPI document takes every feature's front door, server code that needs Node.)
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/resources/index.ts';
import { integrations } from '../../src/resources/integrations/declaration.ts';
import { voices } from '../../src/resources/voices/declaration.ts';
import type { ResourceDeclaration } from '../../src/resources/types.ts';
import { toSnake } from '../../server/resources/model.ts';
import { resourceMigration, resourceMigrations } from '../../server/resources/schema.ts';
import { openApiDocument as buildOpenApiDocument } from '../../server/features.ts';

describe('tables derived from declarations', () => {
  it('names columns in snake_case', () => {
    expect(toSnake('lastSyncedAt')).toBe('last_synced_at');
    expect(toSnake('sectionId')).toBe('section_id');
    expect(toSnake('name')).toBe('name');
  });

  it('creates the table with typed columns, defaults, scope and the default-sort index', () => {
    const { name, sql } = resourceMigration(integrations);
    expect(name).toMatch(/^resource_integrations_v[0-9a-f]{10}$/);
    expect(sql).toContain('CREATE TABLE IF NOT EXISTS "integrations"');
    expect(sql).toContain('"id" text PRIMARY KEY');
    expect(sql).toContain('"property_id" text NOT NULL');
    expect(sql).toContain(`"status" text DEFAULT 'pending'`);
    expect(sql).toContain('"pages" double precision DEFAULT 0');
    expect(sql).toContain('"last_synced_at" timestamptz');
    expect(sql).toContain('"settings" jsonb');
    expect(sql).toContain('ALTER TABLE "integrations" ADD COLUMN IF NOT EXISTS "last_synced_at" timestamptz');
    expect(sql).toContain('CREATE INDEX IF NOT EXISTS "integrations_property_created_at" ON "integrations" ("property_id", "created_at")');
    const voice = resourceMigration(voices).sql;
    expect(voice).toContain(`"used_for" text[] DEFAULT '{}'::text[]`);
    expect(voice).toContain(`"knowledge_sources" jsonb DEFAULT '[]'::jsonb`);
  });

  it('renames the migration when the column set changes, and only then', () => {
    const withField: ResourceDeclaration = { ...voices, fields: [...voices.fields, { source: 'tone', kind: 'text' }] };
    expect(resourceMigration(withField).name).not.toBe(resourceMigration(voices).name);
    const relabelled: ResourceDeclaration = { ...voices, icon: 'Hub', list: ['name'] };
    expect(resourceMigration(relabelled).name).toBe(resourceMigration(voices).name);
  });

  it('refuses identifiers that are not plain snake_case and duplicate tables', () => {
    expect(() => resourceMigration({ ...voices, table: 'voices; drop table users' })).toThrow(/Invalid SQL identifier/);
    expect(() => resourceMigrations([voices, { ...voices, name: 'other' }])).toThrow(/Two resources declare table "voices"/);
    expect(resourceMigrations().map((m) => m.name.replace(/_v[0-9a-f]{10}$/, ''))).toEqual(resources.map((r) => `resource_${r.table}`));
  });
});

describe('OpenAPI document derived from declarations', () => {
  const doc = buildOpenApiDocument();

  it('describes every resource: list, create, read, update, delete, and its custom actions', () => {
    for (const r of resources) {
      expect(Object.keys(doc.paths[`/${r.name}`] ?? {}), r.name).toEqual(expect.arrayContaining(['get', 'post']));
      expect(Object.keys(doc.paths[`/${r.name}/{id}`] ?? {}), r.name).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
      for (const action of r.actions ?? []) expect(doc.paths[`/${r.name}/{id}/${action}`]?.post, action).toBeTruthy();
    }
    expect(doc.paths['/integrations/{id}/refresh']).toBeTruthy();
  });

  it('derives record, create and update schemas with required fields and read-only markers', () => {
    const schemas = doc.components.schemas as Record<string, { properties: Record<string, Record<string, unknown>>; required?: string[] }>;
    expect(schemas.FaqQuestionsCreate.required).toEqual(['sectionId', 'question']);
    expect(schemas.FaqQuestions.properties.status).toMatchObject({ readOnly: true, enum: expect.arrayContaining(['draft', 'published']) });
    expect(schemas.IntegrationsCreate.properties).not.toHaveProperty('status');
    expect(schemas.IntegrationsCreate.properties.url).toMatchObject({ format: 'uri', type: ['string', 'null'] });
    expect(schemas.FaqSections.properties.description).toMatchObject({ type: ['string', 'null'], maxLength: 2000 });
    expect(schemas.Integrations.properties.schedule).toEqual(
      expect.objectContaining({ type: 'string', enum: ['snapshot', 'daily'], default: 'snapshot' }),
    );
    expect(schemas.VoicesUpdate.properties.usedFor).toMatchObject({
      type: 'array',
      items: { enum: ['emails', 'blogs', 'social', 'website', 'ads'] },
    });
  });

  it('documents the list parameters from the same whitelist the server applies', () => {
    const list = (
      doc.paths['/documents'] as { get: { parameters: { name: string; content: Record<string, { schema: Record<string, unknown> }> }[] } }
    ).get;
    const filter = list.parameters.find((p) => p.name === 'filter')!.content['application/json'].schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(filter.properties)).toEqual(
      expect.arrayContaining(['q', 'id', 'status', 'status_neq', 'access', 'createdAt_gte', 'size_lte']),
    );
    expect(filter.properties).not.toHaveProperty('name');
  });

  it('hand-describes the platform routes and marks the public ones', () => {
    for (const p of ['/health', '/config', '/authentication/token', '/search', '/ask']) expect(doc.paths[p], p).toBeTruthy();
    expect((doc.paths['/health'] as { get: { security: unknown[] } }).get.security).toEqual([]);
    expect(
      (doc.paths['/documents'] as { post: { requestBody: { content: Record<string, unknown> } } }).post.requestBody.content,
    ).toHaveProperty('multipart/form-data');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/resources/index.ts';
import { sampleInput } from '../../server/resources/samples.ts';
import { apaleoIntegration } from '../fixtures/apaleo-server.ts';
import { startTestServer, type TestServer } from './harness.ts';

// One URL rule (src/resources/validation/url.ts) on every path that takes an address, and field
// errors that are i18n keys the SPA translates (with an English `message` and a `code` beside them).

type Answer = { status: number; body: { message?: string; code?: string; errors?: Record<string, string>; url?: string } };

describe('bad URLs answer field error keys', () => {
  let t: TestServer;
  let token: string;
  const post = async (path: string, body: unknown): Promise<Answer> => {
    const res = await fetch(`${t.api}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };

  beforeAll(async () => {
    t = await startTestServer({}, { workers: false });
    token = await t.tokenFor('hotel-urls');
    await t.db.query(`UPDATE memberships SET role = 'admin' WHERE property_id = 'hotel-urls'`);
  });
  afterAll(() => t.close());

  it('POST /api/integrations: a website address that breaks the rule, or none', async () => {
    for (const url of ['http://hotel', 'mailto:x@y.z', 'ftp://hotel.example/']) {
      expect(await post('/integrations', { kind: 'website', url, schedule: 'snapshot' }), url).toEqual({
        status: 400,
        body: { message: 'Invalid input', code: 'invalid_input', errors: { url: 'app.integrations.url_invalid' } },
      });
    }
    expect(await post('/integrations', { kind: 'website', schedule: 'snapshot' })).toEqual({
      status: 400,
      body: { message: 'URL is required', code: 'invalid_input', errors: { url: 'app.integrations.url_required' } },
    });
    // A connector's address follows the same rule.
    const refused = await post('/integrations', apaleoIntegration('http://apaleo'));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'settings.baseUrl': 'app.resources.url_invalid' });
  });

  it('a bare host is accepted and stored as the https address it means', async () => {
    const created = await post('/integrations', { kind: 'website', url: 'hotel.example', schedule: 'snapshot' });
    expect(created.status).toBe(201);
    expect(created.body.url).toBe('https://hotel.example/');
  });

  it('every declared url field answers its key for a bad value', async () => {
    const urlFields = resources.flatMap((decl) =>
      decl.fields.filter((f) => f.kind === 'url' && !f.readOnly).map((field) => ({ decl, field })),
    );
    expect(urlFields.length).toBeGreaterThan(0);
    for (const { decl, field } of urlFields) {
      if (decl.fields.some((f) => f.kind === 'file')) continue; // created by upload
      const answer = await post(`/${decl.name}`, { ...sampleInput(decl, 1, {}), [field.source]: 'http://hotel' });
      expect(answer.status, decl.name).toBe(400);
      expect(answer.body.errors?.[field.source], decl.name).toBe(field.message ?? 'app.resources.url_invalid');
      expect(answer.body.message).toBe('Invalid input');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { caller, memberToken, type Call } from './faq-helpers.ts';

/**
 * GET /faq/generation: the Auto Populate job still under way, so a screen opened after it started
 * (a reload, another tab, another member) shows its progress again. Workers are off here, so the
 * job stays queued for as long as the test looks at it.
 */
const P = 'gen-hotel';
let t: TestServer;
let staff: Call;
let admin: Call;
let outsider: Call;

beforeAll(async () => {
  t = await startTestServer({}, { workers: false });
  staff = caller(t, await memberToken(t, P, 'staff@gen.example', 'staff'));
  admin = caller(t, await memberToken(t, P, 'admin@gen.example', 'admin'));
  outsider = caller(t, await memberToken(t, 'other-gen-hotel', 'admin@other-gen.example', 'admin'));
}, 60_000);
afterAll(() => t?.close());

describe('the running Auto Populate job', () => {
  it('is null while no generation is under way', async () => {
    const r = await staff('GET', '/faq/generation');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ job: null });
  });

  it('is the job one member started, as every member of the property sees it, with its progress', async () => {
    const s = await staff('POST', '/faq-sections', { title: 'Arrival' });
    await staff('POST', '/faq-questions', { sectionId: s.body.id, question: 'When is check-in?' });
    await staff('POST', '/faq-questions', { sectionId: s.body.id, question: 'Is there parking?' });
    const started = await staff('POST', '/faq-questions/generate', {});
    expect(started.status).toBe(202);

    // Another member (a second tab or person) finds it without knowing its id.
    const seen = await admin('GET', '/faq/generation');
    expect(seen.status).toBe(200);
    expect(seen.body.job).toMatchObject({ id: started.body.jobId, kind: 'faq.generate', state: 'queued' });
  });

  it("never shows another property's generation", async () => {
    const r = await outsider('GET', '/faq/generation');
    expect(r.status).toBe(200);
    expect(r.body.job).toBeNull();
  });

  it('needs a signed-in member', async () => {
    const r = await fetch(`${t.api}/faq/generation`);
    expect(r.status).toBe(401);
  });
});

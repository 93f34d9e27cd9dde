import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { caller, jobDone, memberToken, type Call } from './faq-helpers.ts';
import { seedChunks } from './search-seed.ts';

const P = 'faq-hotel';
let t: TestServer;
let staff: Call;
let admin: Call;

/** The knowledge a hotel's drafts are grounded on. */
const knowledge = (propertyId: string) => [
  {
    propertyId,
    source: 'documents' as const,
    sourceId: 'doc-policies',
    title: 'House policies',
    text: 'Breakfast is served from 7 am to 10:30 am in the Garden Room. Pets up to 10 kg are welcome for a fee of €15 per night.',
  },
  {
    propertyId,
    source: 'website' as const,
    sourceId: 'site-parking',
    title: 'Parking',
    text: 'Guests can park in the underground garage on Rue Verte. Parking costs €25 per day.',
  },
  {
    propertyId,
    source: 'documents' as const,
    sourceId: 'doc-checkin-a',
    title: 'Arrival guide',
    text: 'Check-in starts at 3 pm at the front desk.',
  },
  {
    propertyId,
    source: 'documents' as const,
    sourceId: 'doc-checkin-b',
    title: 'Old welcome letter',
    text: 'Check-in starts at 2 pm for all rooms.',
  },
];

beforeAll(async () => {
  t = await startTestServer();
  staff = caller(t, await memberToken(t, P, 'staff@faq.example', 'staff'));
  admin = caller(t, await memberToken(t, P, 'admin@faq.example', 'admin'));
  await seedChunks(t.db, [
    ...knowledge(P),
    // Another property's knowledge never grounds this property's drafts.
    { propertyId: 'other-hotel', source: 'documents', sourceId: 'doc-other', title: 'Spa', text: 'The spa sauna opens at 6 am every day.' },
  ]);
}, 60_000);
afterAll(() => t?.close());

async function section(title = 'General') {
  const r = await staff('POST', '/faq-sections', { title });
  expect(r.status).toBe(201);
  return r.body.id as string;
}
async function question(sectionId: string, text: string, extra: Record<string, unknown> = {}) {
  const r = await staff('POST', '/faq-questions', { sectionId, question: text, ...extra });
  expect(r.status).toBe(201);
  return r.body.id as string;
}
const get = async (id: string) => (await staff('GET', `/faq-questions/${id}`)).body;

describe('sections and questions (spec 5)', () => {
  it("refuses an empty section: 'You cannot create an empty section'", async () => {
    const r = await staff('POST', '/faq-sections', { title: '  ' });
    expect(r.status).toBe(400);
    expect(r.body.errors.title).toBe('app.faq.empty_section'); // the SPA shows the spec's words
  });

  it("refuses a question without text: 'Question text is required'", async () => {
    const s = await section('Validation');
    const r = await staff('POST', '/faq-questions', { sectionId: s, question: '' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Please fill in all required fields');
    expect(r.body.errors.question).toBe('app.faq.question_required');
  });

  it('keeps question text fixed after creation and never sets the answer directly', async () => {
    const s = await section('Fixed');
    const id = await question(s, 'Is there a gym?');
    const changed = await staff('PUT', `/faq-questions/${id}`, { question: 'Is there a pool?' });
    expect(changed.status).toBe(400);
    expect(changed.body.errors.question).toBe('app.validation.create_only');
    expect(changed.body.message).toMatch(/cannot be modified after creation/);
    const direct = await staff('PUT', `/faq-questions/${id}`, { answer: 'Yes, on floor 2.' });
    expect(direct.status).toBe(200);
    expect((await get(id)).answer).toBeNull();
  });

  it("answers 409 'Cannot delete section that contains questions', and deletes an empty one", async () => {
    const s = await section('Busy');
    const q = await question(s, 'Do you have a bar?');
    const r = await staff('DELETE', `/faq-sections/${s}`);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ message: 'Cannot delete section that contains questions', code: 'faq_section_not_empty' });
    expect((await staff('DELETE', `/faq-questions/${q}`)).status).toBe(200);
    expect((await staff('DELETE', `/faq-sections/${s}`)).status).toBe(200);
  });

  it("staff write a draft for a question; an empty one is 'Answer text is required'", async () => {
    const s = await section('Hand-written');
    const id = await question(s, 'Can I bring my bike?');
    const ok = await staff('PUT', `/faq-questions/${id}`, { draftAnswer: 'Yes, there is a bike room.' });
    expect(ok.body).toMatchObject({ status: 'draft', draftAnswer: 'Yes, there is a bike room.', needsAnswer: false });
    const empty = await staff('PUT', `/faq-questions/${id}`, { draftAnswer: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Answer text is required', code: 'faq_answer_required' });
    const { body } = await staff('GET', `/faq-questions/${id}/history`);
    expect(body.history[0]).toMatchObject({ action: 'edited', answer: 'Yes, there is a bike room.', actorName: 'staff@faq.example' });
  });
});

let hotels = 0;

/**
 * A hotel of its own (publishing and search span the whole property), with the knowledge above,
 * a staff member and an admin, and a section of four questions drafted by Auto Populate.
 */
async function generatedHotel() {
  const property = `faq-hotel-${++hotels}`;
  await seedChunks(t.db, knowledge(property));
  const staff = caller(t, await memberToken(t, property, 'staff@faq.example', 'staff'));
  const admin = caller(t, await memberToken(t, property, 'admin@faq.example', 'admin'));
  const s = (await staff('POST', '/faq-sections', { title: 'Stay' })).body.id as string;
  const ask = async (text: string) => {
    const r = await staff('POST', '/faq-questions', { sectionId: s, question: text });
    expect(r.status).toBe(201);
    return r.body.id as string;
  };
  const ids = {
    breakfast: await ask('When is breakfast served?'),
    parking: await ask('How much does parking cost?'),
    checkin: await ask('What time is check-in?'),
    sauna: await ask('Is there a sauna?'),
  };
  const r = await staff('POST', '/faq-questions/generate', { sectionId: s });
  expect(r.status).toBe(202);
  expect(typeof r.body.jobId).toBe('number');
  const job = await jobDone(staff, r.body.jobId);
  const get = async (id: string) => (await staff('GET', `/faq-questions/${id}`)).body;
  return { property, staff, admin, ids, job, get };
}

describe('Auto Populate, review and publish', () => {
  it("warns 'No questions to generate answers for' when the section is empty", async () => {
    const s = await section('Stay');
    const r = await staff('POST', '/faq-questions/generate', { sectionId: s });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ message: 'No questions to generate answers for', code: 'faq_nothing_to_generate' });
  });

  it('generates grounded drafts with citations and confidence as a durable job (202 {jobId})', async () => {
    const { ids, job, get } = await generatedHotel();
    expect(job).toMatchObject({ state: 'done', progress: { done: 4, total: 4, failed: 0 } });

    const breakfast = await get(ids.breakfast);
    expect(breakfast.status).toBe('draft');
    expect(breakfast.draftAnswer).toMatch(/7 am/);
    expect(breakfast.draftAnswer).toMatch(/\[\d\]/);
    expect(breakfast.citations.map((c: { sourceId: string }) => c.sourceId)).toContain('doc-policies');
    expect(breakfast.confidence).toBeGreaterThan(0);
    expect((await get(ids.parking)).citations[0]).toMatchObject({ source: 'website', sourceId: 'site-parking' });
  });

  it("leaves a question the knowledge does not answer as 'Needs an answer', inventing nothing", async () => {
    const { ids, get } = await generatedHotel();
    const sauna = await get(ids.sauna);
    expect(sauna).toMatchObject({ status: 'unanswered', needsAnswer: true, draftAnswer: null, confidence: 0 });
    expect(JSON.stringify(sauna.citations)).not.toContain('doc-other');
  });

  it('shows conflicting sources side by side', async () => {
    const { ids, get } = await generatedHotel();
    const checkin = await get(ids.checkin);
    expect(checkin.conflicts).toHaveLength(1);
    const sides = checkin.conflicts[0].sides.map((x: { values: string[] }) => x.values[0]).sort();
    expect(sides).toEqual(['14:00', '15:00']);
  });

  it("warns 'All questions already have answers' when nothing needs a draft", async () => {
    const s2 = await section('Answered');
    const q = await question(s2, 'Where can I park?', { draftAnswer: 'Ignored on create.' });
    expect(await get(q)).toMatchObject({ status: 'unanswered', draftAnswer: null });
    await staff('PUT', `/faq-questions/${q}`, { draftAnswer: 'In the garage.' });
    expect((await get(q)).status).toBe('draft');
    const r = await staff('POST', '/faq-questions/generate', { sectionId: s2 });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ message: 'All questions already have answers', code: 'faq_all_answered' });
  });

  it('refuses staff (403) on approve, reject, bulk approve and publish', async () => {
    const { ids, staff, get } = await generatedHotel();
    for (const [path, body] of [
      [`/faq-questions/${ids.breakfast}/approve`, undefined],
      [`/faq-questions/${ids.breakfast}/reject`, undefined],
      ['/faq-questions/approve', { ids: [ids.breakfast] }],
      ['/faq-questions/reject', { ids: [ids.breakfast] }],
      ['/faq/publish', {}],
    ] as const) {
      const r = await staff('POST', path, body);
      expect(r.status, path).toBe(403);
      expect(r.body.code).toBe('admin_only');
    }
    expect((await get(ids.breakfast)).status).toBe('draft');
  });

  // One scenario: what each step answers depends on the steps before it.
  it('lets an admin approve one and reject one (only drafts move), approve the rest in one call, publish into search under FAQs, and take a disabled answer out of search', async () => {
    const { ids, staff, admin, get } = await generatedHotel();
    const ok = await admin('POST', `/faq-questions/${ids.breakfast}/approve`);
    expect(ok).toMatchObject({ status: 200, body: { status: 'approved' } });
    const again = await admin('POST', `/faq-questions/${ids.breakfast}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('faq_approve_failed');
    const rejected = await admin('POST', `/faq-questions/${ids.checkin}/reject`);
    expect(rejected.body.status).toBe('rejected');
    expect((await admin('POST', `/faq-questions/nope/approve`)).status).toBe(404);

    const all = await admin('POST', '/faq-questions/approve', { ids: Object.values(ids) });
    expect(all.status).toBe(200);
    expect(all.body.ids).toEqual([ids.parking]);
    const none = await admin('POST', '/faq-questions/approve', { ids: Object.values(ids) });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ message: 'No answers to approve or reject', code: 'faq_nothing_to_review' });
    expect((await admin('POST', '/faq-questions/approve', {})).status).toBe(400);

    const published = await admin('POST', '/faq/publish', {});
    expect(published.status).toBe(200);
    expect(published.body.ids.sort()).toEqual([ids.breakfast, ids.parking].sort());
    const breakfast = await get(ids.breakfast);
    expect(breakfast).toMatchObject({ status: 'published', draftAnswer: null });
    expect(breakfast.answer).toMatch(/7 am/);

    const search = await staff('GET', `/search?q=${encodeURIComponent('breakfast')}&source=faqs`);
    expect(search.body.results.map((x: { sourceId: string }) => x.sourceId)).toEqual([ids.breakfast]);
    expect(search.body.results[0]).toMatchObject({ source: 'faqs', title: 'When is breakfast served?' });

    const republished = await admin('POST', '/faq/publish', {});
    expect(republished.status).toBe(409);
    expect(republished.body).toMatchObject({ message: 'No questions to publish', code: 'faq_nothing_to_publish' });

    const { body } = await staff('GET', `/faq-questions/${ids.breakfast}/history`);
    expect(body.history.map((h: { action: string }) => h.action)).toEqual(['published', 'approved', 'generated']);
    expect(body.history[0]).toMatchObject({ actorName: 'admin@faq.example', answer: breakfast.answer });
    expect(body.history[2]).toMatchObject({ actorName: 'staff@faq.example' });

    const find = async () => (await staff('GET', `/search?q=breakfast&source=faqs`)).body.total;
    await staff('PUT', `/faq-questions/${ids.breakfast}`, { enabled: false });
    expect(await find()).toBe(0);
    await staff('PUT', `/faq-questions/${ids.breakfast}`, { enabled: true });
    expect(await find()).toBe(1);
  });

  it('retries one question by id (e.g. after Generation failed)', async () => {
    const { ids, staff, get } = await generatedHotel();
    await t.db.query(`UPDATE faq_questions SET status = 'generation_failed', error = 'boom' WHERE id = $1`, [ids.sauna]);
    const r = await staff('POST', '/faq-questions/generate', { ids: [ids.sauna] });
    expect(r.status).toBe(202);
    await jobDone(staff, r.body.jobId);
    expect(await get(ids.sauna)).toMatchObject({ status: 'unanswered', needsAnswer: true, error: null });
  });

  it("keeps other properties out: their admin can neither see nor approve this property's drafts", async () => {
    const { ids } = await generatedHotel();
    const other = caller(t, await memberToken(t, 'other-hotel', 'boss@other.example', 'admin'));
    expect((await other('GET', `/faq-questions/${ids.parking}`)).status).toBe(404);
    expect((await other('GET', `/faq-questions/${ids.parking}/history`)).status).toBe(404);
    expect((await other('POST', '/faq-questions/approve', { ids: [ids.checkin] })).status).toBe(409);
  });
});

describe('bulk approval', () => {
  it('approves 500 drafts in one call', async () => {
    const s = await section('Bulk');
    const rows = Array.from({ length: 500 }, (_, i) => [`bulk-${String(i).padStart(3, '0')}`, `Bulk question ${i}?`]);
    await t.db.query(
      `INSERT INTO faq_questions (id, property_id, section_id, question, draft_answer, status, enabled, position)
       SELECT i, $1, $2, q, 'An answer.', 'draft', true, 0 FROM unnest($3::text[], $4::text[]) AS x(i, q)`,
      [P, s, rows.map((r) => r[0]), rows.map((r) => r[1])],
    );
    const r = await admin('POST', '/faq-questions/approve', { ids: rows.map((x) => x[0]) });
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(500);
    const { rows: left } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM faq_questions WHERE section_id = $1 AND status = 'approved'`,
      [s],
    );
    expect(left[0].n).toBe(500);
    const { rows: hist } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM faq_answer_history WHERE question_id LIKE 'bulk-%' AND action = 'approved'`,
    );
    expect(hist[0].n).toBe(500);
  }, 60_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signSessionToken } from '../../server/auth/session.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb } from '../../server/db.ts';
import { createLogger } from '../../server/logger.ts';
import { migrate } from '../../server/migrations.ts';
import { resourceMigrations } from '../../server/resources/schema.ts';
import { echoReply, startOpenAiServer, type FakeOpenAi } from '../fixtures/openai-server.ts';
import { serverProcesses, type ServerProcess } from '../fixtures/server-process.ts';
import { seedChunks } from './search-seed.ts';

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe().catch(() => undefined);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Auto Populate is a durable job: a server killed with SIGKILL in the middle of it leaves the job
 * and the questions still to draft in the database; the next boot finishes them, drafting no
 * question twice. The model is a local server speaking OpenAI's wire format that stops answering
 * after two drafts, so the kill lands mid-job without any timing assumption.
 */
describe('FAQ generation across a crash (kill -9)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-faq-crash-'));
  const servers = serverProcesses();
  let fake: FakeOpenAi;

  async function boot(): Promise<ServerProcess> {
    const server = await servers.spawn({
      dataDir,
      entry: 'server/index.ts',
      env: { LLM_BASE_URL: fake.url, LLM_API_KEY: fake.apiKey, LLM_MODEL: 'fake-model', EMBEDDING_MODEL: undefined },
    });
    await until('the server to answer', async () => (await fetch(`${server.api}/health`)).ok);
    return server;
  }

  afterAll(async () => {
    await servers.killAll();
    await fake?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the drafts after a restart, each question drafted once', async () => {
    fake = await startOpenAiServer();
    let answered = 0;
    fake.reply = (messages) => {
      answered += 1;
      if (answered === 2) fake.mode = 'hang'; // the third draft never gets its answer from this process
      return echoReply(messages);
    };
    const config = loadConfig({}, { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const db = await openDb(config);
    await migrate(db, resourceMigrations());
    await db.query(`INSERT INTO properties (id, name) VALUES ('crash-hotel', 'Crash Hotel')`);
    await db.query(`INSERT INTO users (id, subject, email, name) VALUES ('u-crash', 'u-crash', 'staff@crash.example', 'Staff')`);
    await db.query(`INSERT INTO memberships (user_id, property_id, role) VALUES ('u-crash', 'crash-hotel', 'staff')`);
    const topics = ['breakfast', 'parking', 'wifi', 'pool', 'laundry'];
    await seedChunks(
      db,
      topics.map((w) => ({
        propertyId: 'crash-hotel',
        source: 'documents' as const,
        sourceId: `doc-${w}`,
        title: w,
        text: `The ${w} service is available every day for all guests.`,
      })),
    );
    await db.query(`INSERT INTO faq_sections (id, property_id, title) VALUES ('s1', 'crash-hotel', 'Services')`);
    for (const [i, w] of topics.entries()) {
      await db.query(
        `INSERT INTO faq_questions (id, property_id, section_id, question, position) VALUES ($1, 'crash-hotel', 's1', $2, $3)`,
        [`q${i}`, `Is there a ${w} service?`, i],
      );
    }
    const { token } = await signSessionToken(
      { config, db, log: createLogger(config) },
      { userId: 'u-crash', propertyId: 'crash-hotel', email: 'staff@crash.example', name: 'Staff' },
    );
    await db.close();
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

    const first = await boot();
    const started = await fetch(`${first.api}/faq-questions/generate`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ sectionId: 's1' }),
    });
    expect(started.status).toBe(202);
    const { jobId } = (await started.json()) as { jobId: number };
    const chats = () => fake.requests.filter((r) => r.path === '/v1/chat/completions').length;
    await until('the third draft to be asked for', async () => chats() >= 3);
    const mid = (await (await fetch(`${first.api}/jobs/${jobId}`, { headers: auth })).json()) as { state: string };
    expect(mid.state).toBe('running');
    first.child.kill('SIGKILL');
    await first.exited;

    fake.mode = 'ok';
    const second = await boot();
    const job = await until('the job to finish', async () => {
      const j = (await (await fetch(`${second.api}/jobs/${jobId}`, { headers: auth })).json()) as {
        state: string;
        attempts: number;
        progress: unknown;
      };
      return j.state === 'done' ? j : undefined;
    });
    expect(job).toMatchObject({ attempts: 2, progress: { done: 5, total: 5, failed: 0 } });
    const list = (await (
      await fetch(`${second.api}/faq-questions?sort=${encodeURIComponent('["position","ASC"]')}`, { headers: auth })
    ).json()) as { status: string; draftAnswer: string }[];
    expect(list.map((q) => q.status)).toEqual(['draft', 'draft', 'draft', 'draft', 'draft']);
    expect(list[4].draftAnswer).toMatch(/laundry/);
    // Two drafts came from the first process, three from the second (the interrupted one again).
    expect(chats()).toBe(3 + 3);
    second.child.kill('SIGTERM');
    await second.exited;
    const check = await openDb(config);
    try {
      const { rows } = await check.query<{ question_id: string; n: number }>(
        `SELECT question_id, count(*)::int AS n FROM faq_answer_history WHERE action = 'generated' GROUP BY question_id ORDER BY question_id`,
      );
      expect(rows).toEqual(topics.map((_, i) => ({ question_id: `q${i}`, n: 1 })));
    } finally {
      await check.close();
    }
  }, 240_000);
});

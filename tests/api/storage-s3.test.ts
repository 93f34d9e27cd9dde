import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { startS3Server, type S3Fixture } from '../fixtures/s3-server.ts';
import { settled, upload, type DocumentRecord } from '../fixtures/upload.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Files in an S3-compatible store (STORAGE_URL): the real AWS SDK against a local server that speaks
// the S3 wire format and checks Signature V4. Nothing lands in DATA_DIR/files.

let s3: S3Fixture;
let t: TestServer;
let token: string;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestServer({
    STORAGE_URL: `s3://${s3.bucket}/hotel?endpoint=${encodeURIComponent(s3.endpoint)}&region=eu-central-1`,
    STORAGE_ACCESS_KEY_ID: s3.accessKeyId,
    STORAGE_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  token = await t.tokenFor('s3-hotel');
});
afterAll(async () => {
  await t?.close(); // undefined when the boot itself failed: report that, not a TypeError here
  await s3?.close();
});

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];

describe('files in an S3-compatible store', () => {
  const text = 'Breakfast is served from 6:30 to 10:30 in the Garden Room. Late check-out until 14:00 costs 25 euros.';

  /** Each test uploads the document it works on (tests run in any order). */
  async function uploadReady(): Promise<{ doc: DocumentRecord; done: DocumentRecord }> {
    const r = await upload(t.api, token, [{ name: 'policies.txt', data: Buffer.from(text) }]);
    expect(r.status).toBe(201);
    const doc = r.body as DocumentRecord;
    const done = (await settled(t.api, token, [doc.id])).get(doc.id)!;
    expect(done).toMatchObject({ status: 'ready' });
    return { doc, done };
  }

  it('stores an upload as an object, extracts it from there and keeps nothing on local disk', async () => {
    const { doc, done } = await uploadReady();
    expect(done.chunks).toBeGreaterThan(0);
    const key = `hotel/${doc.file!.key}`;
    expect(s3.objects.get(key)?.toString()).toBe(text);
    expect(filesUnder(t.server.ctx.config.filesDir)).toEqual([]);
    // The text is searchable: extraction read the object back from the store.
    const search = await fetch(`${t.api}/search?q=breakfast`, { headers: { Authorization: `Bearer ${token}` } });
    expect(JSON.stringify(await search.json())).toContain('policies.txt');
  });

  it('serves the original from the store through a signed link', async () => {
    const { doc } = await uploadReady();
    const link = await fetch(`${t.api}/documents/${doc.id}/file-url`, { headers: { Authorization: `Bearer ${token}` } });
    const { url } = (await link.json()) as { url: string };
    const file = await fetch(`${t.url}${url}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(text);
  });

  it('deletes the object with the document', async () => {
    const { doc } = await uploadReady();
    expect(s3.objects.has(`hotel/${doc.file!.key}`)).toBe(true);
    const r = await fetch(`${t.api}/documents/${doc.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    expect(r.status).toBe(200);
    expect([...s3.objects.keys()].filter((k) => k.includes(doc.file!.key))).toEqual([]);
    expect(s3.log).toContain(`DELETE hotel/${doc.file!.key}`);
  });

  // It boots a second server (a fresh database): more than the default 30 s on a loaded machine.
  it('refuses a wrong secret (the store checks the signature), and the upload fails cleanly', { timeout: 120_000 }, async () => {
    const wrong = await startTestServer({
      STORAGE_URL: `s3://${s3.bucket}?endpoint=${encodeURIComponent(s3.endpoint)}`,
      STORAGE_ACCESS_KEY_ID: s3.accessKeyId,
      STORAGE_SECRET_ACCESS_KEY: 'not-the-secret',
    });
    try {
      const before = s3.objects.size;
      const r = await upload(wrong.api, await wrong.tokenFor('s3-hotel'), [{ name: 'x.txt', data: Buffer.from('hello') }]);
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ code: 'storage_unavailable', message: expect.stringMatching(/storage/i) });
      expect(s3.objects.size).toBe(before);
    } finally {
      await wrong.close();
    }
  });

  it('checks STORAGE_URL at boot with a clear message', () => {
    expect(() => loadConfig({}, { STORAGE_URL: 'https://bucket' })).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({}, { STORAGE_URL: 's3://bucket?endpoint=not a url' })).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({}, { STORAGE_URL: 's3://bucket', STORAGE_ACCESS_KEY_ID: 'only-one' })).toThrow(/go together/);
  });
});

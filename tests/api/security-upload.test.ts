import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garbage } from '../fixtures/files.ts';
import { settled, upload, type DocumentRecord } from '../fixtures/upload.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Issue 7: uploads that end badly leave nothing behind, and the limits are the documented ones.

const mib = 1024 * 1024;

/** Open file descriptors of this process (the test server runs in it) that point at `.part` files. */
function openPartHandles(): string[] {
  const out: string[] = [];
  for (const fd of fs.readdirSync('/proc/self/fd')) {
    try {
      const target = fs.readlinkSync(`/proc/self/fd/${fd}`);
      if (target.endsWith('.part') || target.endsWith('.part (deleted)')) out.push(target);
    } catch {
      // closed meanwhile
    }
  }
  return out;
}

function partFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.part'));
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('security: uploads', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.tokenFor('hotel-up');
  });
  afterAll(() => t?.close());

  it('closes and deletes the .part file of an upload the client aborts', async () => {
    const { port } = new URL(t.url);
    const filesDir = t.server.ctx.config.filesDir;
    // A property of its own: other tests upload documents to hotel-up.
    const aborter = await t.tokenFor('hotel-abort');
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/documents',
      method: 'POST',
      headers: { Authorization: `Bearer ${aborter}`, 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    req.on('error', () => undefined);
    req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="half.txt"\r\nContent-Type: text/plain\r\n\r\n');
    req.write(Buffer.alloc(256 * 1024, 0x61));
    // The server has started writing the file...
    await until('the upload to reach storage', () => partFiles(filesDir).length > 0);
    // ...when the client goes away.
    req.destroy();
    await until('the partial file to be deleted', () => partFiles(filesDir).length === 0);
    await until('its handle to be closed', () => openPartHandles().length === 0);
    const { count } = (
      await t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM documents WHERE property_id = 'hotel-abort'`)
    ).rows[0]!;
    expect(count).toBe(0);
  });

  it('sweeps .part files left by a process that died, at boot', { timeout: 120_000 }, async () => {
    const other = await startTestServer();
    try {
      const dir = path.join(other.server.ctx.config.filesDir, 'documents');
      fs.mkdirSync(dir, { recursive: true });
      // Named like the storage names them (`<key>.<pid>.<time>.part`), by a pid that is not running.
      const leftover = path.join(dir, `0b7e6a36-7d0c-4d6e-9a51-1f2c3b4a5d6e.999999999.${Date.now()}.part`);
      fs.writeFileSync(leftover, garbage(1024));
      const dataDir = path.dirname(other.server.ctx.config.filesDir);
      await other.server.close();
      await other.db.close();
      // A new server on the same data directory.
      const again = await startTestServer({ DATA_DIR: dataDir });
      try {
        await until('the leftover to be swept', () => !fs.existsSync(leftover));
      } finally {
        await again.close();
      }
    } finally {
      await other.close().catch(() => undefined);
    }
  });

  it('accepts a file of exactly UPLOAD_MAX_BYTES, and refuses one byte more', { timeout: 120_000 }, async () => {
    const small = await startTestServer({ UPLOAD_MAX_BYTES: 4096 });
    try {
      const tk = await small.tokenFor('hotel-up');
      const exact = await upload(small.api, tk, [{ name: 'exact.txt', data: Buffer.alloc(4096, 0x61) }]);
      expect(exact.status).toBe(201);
      expect((exact.body as DocumentRecord).status).toBe('uploaded');
      const over = await upload(small.api, tk, [{ name: 'over.txt', data: Buffer.alloc(4097, 0x61) }]);
      expect(over.status).toBe(413);
      expect(over.body).toMatchObject({
        message: 'File too large: the limit is 4 KB',
        code: 'file_too_large',
        params: { max: '4 KB', maxBytes: 4096 },
      });
    } finally {
      await small.close();
    }
  });

  it('takes a batch of two 30 MiB files sent with Content-Length: the limit is per file', async () => {
    // Neither file is a supported type: they are refused one by one, quickly, after being received.
    const a = Buffer.alloc(30 * mib, 0x00);
    const b = Buffer.alloc(30 * mib, 0x01);
    const boundary = 'batchboundary';
    const part = (name: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      ]);
    const body = Buffer.concat([part('a.bin', a), part('b.bin', b), Buffer.from(`--${boundary}--\r\n`)]);
    const r = await fetch(`${t.api}/documents`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(body.length),
      },
      body,
    });
    expect(r.status).toBe(201);
    const records = (await r.json()) as DocumentRecord[];
    expect(records.map((d) => [d.name, d.size, d.error])).toEqual([
      ['a.bin', 30 * mib, 'Unsupported file type'],
      ['b.bin', 30 * mib, 'Unsupported file type'],
    ]);
  });

  it('accepts UTF-16 text with a byte-order mark and extracts it', async () => {
    const text =
      'Le petit-déjeuner est servi de sept à dix heures dans la véranda.\nBreakfast is served from seven to ten in the conservatory.\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    const { status, body } = await upload(t.api, token, [
      { name: 'breakfast-le.txt', data: le },
      { name: 'breakfast-be.txt', data: be },
    ]);
    expect(status).toBe(201);
    const created = body as DocumentRecord[];
    expect(created.map((d) => d.status)).toEqual(['uploaded', 'uploaded']);
    const done = await settled(
      t.api,
      token,
      created.map((d) => d.id),
    );
    for (const d of done.values()) {
      expect(d, d.name).toMatchObject({ status: 'ready', mimeType: 'text/plain' });
      const { rows } = await t.db.query<{ text: string }>('SELECT text FROM chunks WHERE source_id = $1', [d.id]);
      expect(rows.map((c) => c.text).join(' ')).toContain('petit-déjeuner est servi de sept à dix heures');
    }
  });
});

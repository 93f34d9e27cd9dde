import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failOrphanedDocuments } from '../../server/documents/records.ts';
import { enqueue } from '../../server/jobs/queue.ts';
import {
  garbage,
  makeCsv,
  makeDocx,
  makeEncryptedOffice,
  makeEncryptedPdf,
  makePdf,
  makePng,
  makePptx,
  makeXlsx,
  makeZipBombDocx,
} from '../fixtures/files.ts';
import { getDocument, settled, upload, type DocumentRecord, type UploadFile } from '../fixtures/upload.ts';
import { startTestServer, type TestServer } from './harness.ts';

interface ChunkRow {
  source: string;
  ordinal: number;
  title: string;
  location: Record<string, string | number>;
  url: string | null;
  language: string;
  text: string;
}

describe('documents: upload, processing, download, delete', () => {
  let t: TestServer;
  let token: string;
  let otherToken: string;
  const png = makePng();
  const files: Record<string, UploadFile> = {};
  let records: Map<string, DocumentRecord>;
  let byName: (name: string) => DocumentRecord;

  const chunksOf = async (id: string) =>
    (
      await t.db.query<ChunkRow>(
        'SELECT source, ordinal, title, location, url, language::text AS language, text FROM chunks WHERE source_id = $1 ORDER BY ordinal',
        [id],
      )
    ).rows;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  /** Text files of a test's own, processed: a test that changes or deletes documents uses these (any order). */
  const ownDocuments = async (...names: string[]) => {
    const { status, body } = await upload(
      t.api,
      token,
      names.map((name) => ({ name, data: Buffer.from(`The ${name} note: towels are changed every day.`) })),
    );
    expect(status).toBe(201);
    const created = [body as DocumentRecord | DocumentRecord[]].flat();
    const done = await settled(
      t.api,
      token,
      created.map((d) => d.id),
    );
    return created.map((d) => done.get(d.id)!);
  };

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.tokenFor('hotel-a');
    otherToken = await t.tokenFor('hotel-b');
    const list: UploadFile[] = [
      { name: 'spa.docx', data: await makeDocx() },
      { name: 'rooms.xlsx', data: await makeXlsx() },
      { name: 'services.csv', data: makeCsv() },
      { name: 'arrival.pdf', data: await makePdf() },
      { name: 'welcome.pptx', data: await makePptx() },
      { name: 'sign.png', data: png.buffer },
      {
        name: 'guide.md',
        data: Buffer.from(
          '# Pool\n\nThe pool is heated to 28 degrees all year round.\n\n## Gym\n\nThe gym is open day and night for hotel guests.\n',
        ),
      },
      {
        name: 'page.html',
        data: Buffer.from(
          '<html><head><title>Bar</title><script>alert(1)</script></head><body><nav>Home Menu</nav><main><h1>Rooftop bar</h1><p>Cocktails are served from six.</p></main><footer>Legal</footer></body></html>',
        ),
      },
      { name: '../../etc/passwd.txt', data: Buffer.from('Late checkout is possible until two in the afternoon on request.') },
      { name: 'bomb.docx', data: makeZipBombDocx(64) },
      { name: 'locked.docx', data: makeEncryptedOffice() },
      { name: 'locked.pdf', data: makeEncryptedPdf() },
      { name: 'empty.txt', data: Buffer.alloc(0) },
      { name: 'broken.pdf', data: garbage() },
      { name: 'tool.exe', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64), Buffer.from('PE\0\0'), garbage(512)]) },
    ];
    for (const f of list) files[f.name] = f;
    const { status, body } = await upload(t.api, token, list, 'public');
    expect(status).toBe(201);
    expect(Array.isArray(body)).toBe(true);
    const created = body as DocumentRecord[];
    expect(created).toHaveLength(list.length);
    records = await settled(
      t.api,
      token,
      created.map((d) => d.id),
    );
    byName = (name) => [...records.values()].find((d) => d.name === name) ?? expect.fail(`no document named ${name}`);
  }, 180_000);
  afterAll(() => t?.close());

  it('rejects bad files with a reason, without failing the batch', () => {
    expect(byName('empty.txt')).toMatchObject({ status: 'failed', error: 'The file is empty' });
    expect(byName('locked.docx')).toMatchObject({ status: 'failed', error: 'The file is encrypted' });
    expect(byName('locked.pdf')).toMatchObject({ status: 'failed', error: 'The file is encrypted' });
    expect(byName('broken.pdf')).toMatchObject({ status: 'failed', error: 'The file could not be read: it is not a valid PDF file' });
    expect(byName('tool.exe')).toMatchObject({ status: 'failed', error: 'Unsupported file type' });
    expect(byName('bomb.docx').status).toBe('failed');
    expect(byName('bomb.docx').error).toMatch(/^The file could not be read: .*(zip bomb|expands)/);
    for (const name of [
      'spa.docx',
      'rooms.xlsx',
      'services.csv',
      'arrival.pdf',
      'welcome.pptx',
      'sign.png',
      'guide.md',
      'page.html',
      'passwd.txt',
    ]) {
      expect(byName(name), name).toMatchObject({ status: 'ready', error: null, access: 'public' });
      expect(byName(name).chunks, name).toBeGreaterThan(0);
    }
  });

  it('keeps the server healthy after hostile files', async () => {
    const r = await fetch(`${t.api}/health`);
    expect(r.status).toBe(200);
    expect((await r.json()).status).toBe('ok');
  });

  it('decides the type from the content, not from the name or the declared type', () => {
    expect(byName('spa.docx').mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(byName('arrival.pdf').mimeType).toBe('application/pdf');
    expect(byName('sign.png').mimeType).toBe('image/png');
    expect(byName('services.csv').mimeType).toBe('text/csv');
    expect(byName('spa.docx').size).toBe(files['spa.docx']!.data.length);
  });

  it('sanitises path-traversal names and stores under a generated key', async () => {
    const doc = byName('passwd.txt');
    expect(doc.file?.key).toMatch(/^documents\/[0-9a-f-]{36}$/);
    expect(fs.existsSync(path.join(t.server.ctx.config.filesDir, doc.file!.key))).toBe(true);
    expect(fs.existsSync(path.resolve(t.server.ctx.config.filesDir, '../../etc/passwd.txt'))).toBe(false);
    const chunks = await chunksOf(doc.id);
    expect(chunks[0]!.text).toContain('Late checkout is possible');
  });

  it('keeps Word headings as locations and tables as table rows', async () => {
    const chunks = await chunksOf(byName('spa.docx').id);
    const spa = chunks.find((c) => c.location.heading === 'Spa and wellness');
    expect(spa?.text).toContain('The spa opens at nine in the morning');
    const rates = chunks.find((c) => c.location.heading === 'Room rates');
    expect(rates?.text).toContain('| Room | Price |\n| Deluxe suite | 320 EUR |\n| Garden room | 180 EUR |');
    expect(rates?.title).toBe('spa.docx › Room rates');
    expect(chunks.every((c) => c.source === 'documents' && c.language === 'english')).toBe(true);
    expect(byName('spa.docx').meta).toMatchObject({ language: 'english', ocr: false });
  });

  it('reads spreadsheets and CSV row by row with their header, each row a sentence', async () => {
    const xlsx = await chunksOf(byName('rooms.xlsx').id);
    expect(xlsx.map((c) => c.text).join('\n')).toContain('102 (Room): Beds 1, View Garden.');
    expect(xlsx.find((c) => c.location.sheet === 'Staff')?.text).toBe('Alice Martin (Name): Role Concierge.');
    expect(xlsx.find((c) => c.location.sheet === 'Staff')?.location).toMatchObject({ sheet: 'Staff', row: 2 });
    expect(byName('rooms.xlsx').meta).toMatchObject({ sheets: 2, rows: 3 });
    const csv = await chunksOf(byName('services.csv').id);
    const text = csv.map((c) => c.text).join('\n');
    expect(text).toContain('Restaurant (Service): Hours 12:00-22:00, Notes Reservations recommended, especially on weekends.');
    expect(text).toContain('Bar (Service): Hours 17:00-01:00, Notes Live music on "Jazz Friday".');
    expect(text).not.toMatch(/Sheet:|Row \d/);
    expect(byName('services.csv').meta).toMatchObject({ rows: 2 });
  });

  it('reads PDF text per page, slides in presentation order, Markdown and HTML headings', async () => {
    const pdf = await chunksOf(byName('arrival.pdf').id);
    expect(pdf.find((c) => c.location.page === 1)?.text).toContain('Check-in starts at three in the afternoon.');
    expect(pdf.find((c) => c.location.page === 2)?.text).toContain('Parking is available in the underground garage.');
    expect(pdf.find((c) => c.location.page === 2)?.url).toBe(`/api/documents/${byName('arrival.pdf').id}/file#page=2`);
    expect(byName('arrival.pdf').meta).toMatchObject({ pages: 2 });

    const slides = await chunksOf(byName('welcome.pptx').id);
    expect(slides.find((c) => c.location.slide === 1)?.text).toContain('Our hotel has 120 rooms');
    expect(slides.find((c) => c.location.slide === 2)?.text).toContain('Breakfast is served on the terrace');
    expect(byName('welcome.pptx').meta).toMatchObject({ slides: 2 });

    const md = await chunksOf(byName('guide.md').id);
    expect(md.find((c) => c.location.heading === 'Gym')?.text).toBe('The gym is open day and night for hotel guests.');
    const html = await chunksOf(byName('page.html').id);
    expect(html).toHaveLength(1);
    expect(html[0]).toMatchObject({ location: { heading: 'Rooftop bar' }, text: 'Cocktails are served from six.' });
  });

  it('indexes each passage of a file in two languages in its own language, so words of either find it', async () => {
    const { body } = await upload(t.api, token, [
      {
        name: 'reception-mixed.md',
        data: Buffer.from(
          '# Notes de la réception\n\nObjets trouvés : vêtements gardés 3 mois, objets de valeur 6 mois.\n\n# Gift cards\n\nGift cards are sold from EUR 50 and are valid for 3 years for a stay or a spa treatment.\n',
        ),
      },
    ]);
    const id = (body as DocumentRecord).id;
    await settled(t.api, token, [id]);
    const chunks = await chunksOf(id);
    expect(chunks.map((c) => [c.location.heading, c.language])).toEqual([
      ['Notes de la réception', 'french'],
      ['Gift cards', 'english'],
    ]);
    // "écharpe" is a kind of "vêtement" only in French: found because the passage is read as French.
    const r = await fetch(`${t.api}/search?${new URLSearchParams({ q: 'écharpe oubliée' })}`, { headers: auth() });
    const hits = ((await r.json()) as { results: { sourceId: string; snippet: string }[] }).results;
    expect(hits.find((h) => h.sourceId === id)?.snippet).toContain('<mark>vêtements</mark> gardés 3 mois');
  });

  it("finds a spreadsheet's rows by the words of its file name when the rows never say the subject", async () => {
    const { body } = await upload(t.api, token, [
      {
        name: 'kurabgabe-2025.csv',
        data: Buffer.from('Personengruppe;Hauptsaison (EUR pro Nacht)\nErwachsene;3,40\nKinder 6 bis 13 Jahre;1,00\n'),
      },
    ]);
    const id = (body as DocumentRecord).id;
    await settled(t.api, token, [id]);
    const r = await fetch(`${t.api}/search?${new URLSearchParams({ q: 'Kurabgabe' })}`, { headers: auth() });
    const hits = ((await r.json()) as { results: { sourceId: string; title: string }[] }).results;
    expect(hits.map((h) => h.sourceId)).toContain(id);
    expect(hits[0]!.title).toMatch(/^kurabgabe-2025\.csv/);
  });

  it('reads image dimensions and recognises text in images (OCR)', async () => {
    const doc = byName('sign.png');
    expect(doc.meta).toMatchObject({ format: 'png', width: png.width, height: png.height, ocr: true });
    const chunks = await chunksOf(doc.id);
    expect(chunks.every((c) => c.source === 'images')).toBe(true);
    expect(chunks.map((c) => c.text).join(' ')).toMatch(/SERVED/i);
  });

  it('answers one record (not an array) for one file, and 415 with the reason for a rejected one', async () => {
    const ok = await upload(t.api, token, [{ name: 'note.txt', data: Buffer.from('Towels are changed every day.') }]);
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ name: 'note.txt', status: 'uploaded', access: 'staff' });
    const bad = await upload(t.api, token, [{ name: 'x.exe', data: Buffer.concat([Buffer.from('MZ'), garbage(200)]) }]);
    expect(bad.status).toBe(415);
    expect(bad.body).toMatchObject({ status: 'failed', error: 'Unsupported file type', message: 'Unsupported file type' });
    const wrongAccess = await upload(t.api, token, [{ name: 'n.txt', data: Buffer.from('x') }], 'everyone');
    expect(wrongAccess.status).toBe(400);
    expect((wrongAccess.body as unknown as { errors: Record<string, string> }).errors.access).toBeTruthy();
  });

  // Issue 7: files open through signed 60-second links only; a product token is refused in the URL and in a header.
  const signedUrl = async (id: string, bearer = token) => {
    const r = await fetch(`${t.api}/documents/${id}/file-url`, { headers: { Authorization: `Bearer ${bearer}` } });
    return { status: r.status, body: (await r.json()) as { url: string; expiresAt: string } };
  };

  it('serves the original file through a signed link, scoped to the property', async () => {
    const pdf = byName('arrival.pdf');
    const link = await signedUrl(pdf.id);
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(new RegExp(`^/api/documents/${pdf.id}/file\\?pid=hotel-a&expires=\\d+&sig=`));
    const r = await fetch(`${t.url}${link.body.url}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toMatch(/^inline; filename="arrival.pdf"/);
    expect(Buffer.from(await r.arrayBuffer()).equals(files['arrival.pdf']!.data)).toBe(true);

    const docx = await fetch(`${t.url}${(await signedUrl(byName('spa.docx').id)).body.url}`);
    expect(docx.status).toBe(200);
    expect(docx.headers.get('content-disposition')).toMatch(/^attachment; filename="spa.docx"/);
    await docx.arrayBuffer();

    const html = await fetch(`${t.url}${(await signedUrl(byName('page.html').id)).body.url}`);
    expect(html.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(html.headers.get('content-security-policy')).toContain('sandbox');
    await html.arrayBuffer();

    const other = await signedUrl(pdf.id, otherToken);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: 'Not Found' });
  });

  it('re-processing a document replaces its chunks instead of duplicating them', async () => {
    const doc = byName('spa.docx');
    const before = await chunksOf(doc.id);
    const jobId = await enqueue({ db: t.db }, 'document.process', { documentId: doc.id }, { propertyId: 'hotel-a' });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await t.db.query<{ state: string }>('SELECT state FROM jobs WHERE id = $1', [jobId]);
      if (rows[0]?.state === 'done') break;
      if (Date.now() > deadline || rows[0]?.state === 'failed') throw new Error(`job ${jobId} ended ${rows[0]?.state}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const after = await chunksOf(doc.id);
    expect(after).toEqual(before);
    expect((await getDocument(t.api, token, doc.id)).chunks).toBe(before.length);
  });

  it('deleting a document removes its chunks and its file', async () => {
    const [doc] = await ownDocuments('to-delete.txt');
    expect(await chunksOf(doc.id)).not.toHaveLength(0);
    const stored = path.join(t.server.ctx.config.filesDir, doc.file!.key);
    expect(fs.existsSync(stored)).toBe(true);
    const r = await fetch(`${t.api}/documents/${doc.id}`, { method: 'DELETE', headers: auth() });
    expect(r.status).toBe(200);
    expect(await chunksOf(doc.id)).toHaveLength(0);
    expect(fs.existsSync(stored)).toBe(false);
    expect((await signedUrl(doc.id)).status).toBe(404);
  });

  it('refuses an upload larger than any batch as soon as Content-Length says so', async () => {
    const { port } = new URL(t.url);
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/documents',
          method: 'POST',
          headers: { ...auth(), 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(3 * 1024 ** 3) },
        },
        (r) => {
          let body = '';
          r.on('data', (c) => (body += c));
          r.on('end', () => {
            resolve({ status: r.statusCode ?? 0, body });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      // Only the start of the body is ever sent: the answer must not wait for the rest.
      req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n\r\n');
    });
    expect(res.status).toBe(413);
    // The limit is per file (issue 7): only more than 50 files' worth is refused before reading.
    expect(JSON.parse(res.body)).toEqual({
      message: 'The upload is too large: at most 50 files of 50 MB each',
      code: 'upload_too_large',
      params: { maxFiles: 50, max: '50 MB', maxBytes: 50 * 1024 * 1024 },
    });
  });

  it('refuses a streamed upload that grows past the limit, keeping nothing', async () => {
    const before = fs.readdirSync(path.join(t.server.ctx.config.filesDir, 'documents')).length;
    const { count: docsBefore } = (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM documents')).rows[0]!;
    const { port } = new URL(t.url);
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      // No Content-Length (chunked): the limit is enforced by counting bytes.
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/documents',
          method: 'POST',
          headers: { ...auth(), 'Content-Type': 'multipart/form-data; boundary=x' },
        },
        (r) => {
          let body = '';
          r.on('data', (c) => (body += c));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\n\r\n');
      const mb = Buffer.alloc(1024 * 1024, 0x61);
      for (let i = 0; i < 51; i++) req.write(mb);
      req.end('\r\n--x--\r\n');
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      message: 'File too large: the limit is 50 MB',
      code: 'file_too_large',
      params: { max: '50 MB', maxBytes: 50 * 1024 * 1024 },
    });
    expect(fs.readdirSync(path.join(t.server.ctx.config.filesDir, 'documents')).length).toBe(before);
    expect((await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM documents')).rows[0]!.count).toBe(docsBefore);
  });

  it('fails documents whose processing job is gone, and only those', async () => {
    const [orphan, busy] = (await ownDocuments('orphan.txt', 'busy.txt')).map((d) => d.id);
    await t.db.query(`UPDATE documents SET status = 'processing' WHERE id = ANY($1::text[])`, [[orphan, busy]]);
    // `busy` still has a job queued; `orphan` has none.
    const jobId = await enqueue({ db: t.db }, 'never.runs', {}, { dedupeKey: `document:${busy}` });
    expect(await failOrphanedDocuments(t.db)).toBe(1);
    expect(await getDocument(t.api, token, orphan)).toMatchObject({
      status: 'failed',
      error: 'Processing was interrupted: upload the file again',
    });
    expect((await getDocument(t.api, token, busy)).status).toBe('processing');
    await t.db.query('DELETE FROM jobs WHERE id = $1', [jobId]);
  });

  it('refuses a request without a file', async () => {
    const r = await fetch(`${t.api}/documents`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(r.status).toBe(400);
    expect((await r.json()).errors.file).toBeTruthy();
  });
});

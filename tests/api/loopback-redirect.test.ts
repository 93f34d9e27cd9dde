import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackAlias } from '../../server/static.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** A GET through the server's address with the Host header a browser would send for another name. */
const getAs = (url: string, host: string) =>
  new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const u = new URL(url);
    http
      .get({ hostname: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, headers: { Host: host } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
      .on('error', reject);
  });

describe('the page opened as localhost goes to the address sign-in runs at', () => {
  let t: TestServer;
  let ui: string;
  beforeAll(async () => {
    ui = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-ui-'));
    fs.writeFileSync(path.join(ui, 'index.html'), '<!doctype html><title>app</title>');
    t = await startTestServer({ UI_DIR: ui }, { workers: false });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(ui, { recursive: true, force: true });
  });

  it('redirects a page asked as localhost to 127.0.0.1, path and query kept', async () => {
    const port = new URL(t.url).port;
    expect(await getAs(`${t.url}/search?q=pool`, `localhost:${port}`)).toEqual({
      status: 302,
      location: `http://127.0.0.1:${port}/search?q=pool`,
    });
    expect((await getAs(`${t.url}/search`, `127.0.0.1:${port}`)).status).toBe(200);
  });

  it('leaves the API and other host names alone', async () => {
    const port = new URL(t.url).port;
    expect((await getAs(`${t.api}/ai/status`, `localhost:${port}`)).status).toBe(401);
    expect((await getAs(`${t.url}/search`, `hotel.example:${port}`)).status).toBe(200);
    expect((await getAs(`${t.url}/search`, `localhost:5173`)).status).toBe(200);
  });

  it('knows which names are this machine', () => {
    expect(loopbackAlias('http://127.0.0.1:8080', 'localhost:8080')).toBe('http://127.0.0.1:8080');
    expect(loopbackAlias('http://localhost:8080', '[::1]:8080')).toBe('http://localhost:8080');
    expect(loopbackAlias('https://hotel.example', 'localhost')).toBeNull();
    expect(loopbackAlias('http://127.0.0.1:8080', '127.0.0.1:8080')).toBeNull();
    expect(loopbackAlias('http://127.0.0.1:8080', 'bad host/with spaces')).toBeNull();
  });
});

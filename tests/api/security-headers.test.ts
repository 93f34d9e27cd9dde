import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

/** Issue 7, section 2: security headers on the app page, the API and files. */

const THEME_SCRIPT = "document.documentElement.classList.add('light');";
const INDEX = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><style>body{margin:0}</style></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;
const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers (issue 7)', () => {
  let t: TestServer;
  let ui: string;
  beforeAll(async () => {
    ui = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-ui-'));
    fs.mkdirSync(path.join(ui, 'assets'));
    fs.writeFileSync(path.join(ui, 'index.html'), INDEX);
    fs.writeFileSync(path.join(ui, 'assets', 'app.js'), 'console.log(1)');
    t = await startTestServer({ UI_DIR: ui }, { workers: false });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(ui, { recursive: true, force: true });
  });

  it('sends the app page a CSP that allows its own scripts (the inline one by hash), inline styles, and no framing', async () => {
    for (const page of ['/', '/documents', '/search?q=pool']) {
      const res = await fetch(`${t.url}${page}`);
      expect(res.status).toBe(200);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['script-src']).toEqual(["'self'", sha(THEME_SCRIPT)]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('matches the inline script of the real index.html, so the built app is not blocked', () => {
    const html = fs.readFileSync('index.html', 'utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)];
    expect(inline).toHaveLength(1);
    // Vite copies the inline script unchanged; the server hashes what it serves.
    fs.writeFileSync(path.join(ui, 'index.html'), html);
    return fetch(`${t.url}/`).then((res) => {
      expect(directives(res.headers.get('content-security-policy'))['script-src']).toContain(sha(inline[0]![1]!));
      fs.writeFileSync(path.join(ui, 'index.html'), INDEX);
    });
  });

  it('marks API answers nosniff, unframeable and never a page', async () => {
    const res = await fetch(`${t.api}/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const refused = await fetch(`${t.api}/voices`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('HSTS (issue 7)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ PUBLIC_URL: 'https://workspace.hotel.example' }, { workers: false });
  });
  afterAll(() => t?.close());

  it('asks browsers to keep to TLS when the product is served over https', async () => {
    const res = await fetch(`${t.api}/health`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

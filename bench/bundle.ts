/**
 * First load: the gzipped JavaScript a signed-in visit to /home makes the browser download, against
 * the smallest react-admin app built from the same dependencies (bench/minimal-admin). Both are
 * built here with Vite into temporary directories (dist/ is left alone), then loaded in real
 * Chromium; the figure is the sum of the JS responses the page requested, each counted by the gzip
 * size of the served file. The product is signed in through the real development provider first,
 * then /home is opened in a fresh page of the same browser profile (a returning user).
 * It also prints the bundle report: the loaded chunks and the largest packages and modules in them.
 * Run: npx tsx bench/bundle.ts   (about a minute)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium, type BrowserContext } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { startTestServer } from '../tests/api/harness.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/harness.ts';
import { signIn } from '../tests/e2e/signin.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TOP = Number(process.env.TOP ?? 25);

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

interface ChunkInfo {
  file: string;
  modules: { id: string; length: number }[];
}

/** Vite build into `outDir`; returns each JS chunk's modules (rendered lengths) for the report. */
async function viteBuild(options: { root: string; configFile: string | false; outDir: string }): Promise<Map<string, ChunkInfo>> {
  const result = await build({
    root: options.root,
    configFile: options.configFile,
    logLevel: 'warn',
    plugins: options.configFile ? [] : [react()],
    build: { outDir: options.outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, ChunkInfo>();
  for (const output of outputs) {
    for (const item of output.output) {
      if (item.type !== 'chunk') continue;
      const modules = Object.entries(item.modules).map(([id, m]) => ({ id, length: m.renderedLength }));
      chunks.set(item.fileName, { file: item.fileName, modules });
    }
  }
  return chunks;
}

/** The JS files (paths under the site root) a page requested until the network went quiet. */
async function loadedScripts(context: BrowserContext, url: string, ready: (page: import('playwright-core').Page) => Promise<unknown>) {
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (u.pathname.endsWith('.js') && response.ok()) scripts.add(u.pathname);
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...scripts];
}

/** A bare static server with an index.html fallback, for the minimal app. */
function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html' : 'application/octet-stream';
    // The minimal app asks /api/posts: answer an empty list so it settles like a real one.
    if (pathname.startsWith('/api/')) {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-range': 'posts 0-0/0',
        'access-control-expose-headers': 'Content-Range',
      });
      res.end('[]');
      return;
    }
    res.writeHead(200, { 'content-type': type });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

/** Package name of a module id (node_modules/@scope/name or node_modules/name), else the src path. */
function ownerOf(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const match = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (match) return match[match.length - 1]!.replace('node_modules/', '');
  const rel = path.relative(ROOT, clean);
  return rel.startsWith('src/') ? rel.split('/').slice(0, 3).join('/') : rel;
}

/** The loaded scripts' sizes, plus each module's share of its chunk's gzip size (an estimate). */
function report(label: string, dir: string, scripts: string[], chunks: Map<string, ChunkInfo>) {
  let total = 0;
  const modules: { id: string; gz: number; raw: number }[] = [];
  const rows: string[] = [];
  for (const script of scripts.sort()) {
    const file = path.join(dir, script);
    const gz = gzipSize(file);
    total += gz;
    rows.push(`  ${kB(gz).padStart(9)}  ${script}`);
    const chunk = chunks.get(script.replace(/^\//, ''));
    const rendered = chunk?.modules.reduce((sum, m) => sum + m.length, 0) ?? 0;
    for (const m of chunk?.modules ?? []) modules.push({ id: m.id, raw: m.length, gz: rendered ? (gz * m.length) / rendered : 0 });
  }
  console.log(`\n${label}: ${scripts.length} scripts, ${kB(total)} gzipped`);
  rows.forEach((row) => console.log(row));
  return { total, modules };
}

function printModules(modules: { id: string; gz: number; raw: number }[]) {
  const byOwner = new Map<string, number>();
  for (const m of modules) byOwner.set(ownerOf(m.id), (byOwner.get(ownerOf(m.id)) ?? 0) + m.gz);
  console.log('\n  largest packages / source folders in the /home set (gzip share, estimated):');
  for (const [owner, gz] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${kB(gz).padStart(9)}  ${owner}`);
  console.log('\n  largest modules in the /home set (gzip share, estimated):');
  for (const m of [...modules].sort((a, b) => b.gz - a.gz).slice(0, TOP)) {
    console.log(`  ${kB(m.gz).padStart(9)}  ${path.relative(ROOT, m.id.replace(/^\0/, '')).replace(/^node_modules\//, '')}`);
  }
}

/** Parts the first screen must not download: where each one lives and whether /home loaded it. */
const ON_DEMAND: [string, RegExp][] = [
  ['okta-auth-js (code flow)', /@okta\/okta-auth-js\//],
  ['French catalogue', /\/src\/i18n\/fr\.ts$/],
  ['German catalogue', /\/src\/i18n\/de\.ts$/],
  ['generic list screen', /\/src\/resources\/builders\/list\/ResourceList\.tsx$/],
  ['search page', /\/src\/custom\/search\/index\.tsx$/],
  ["react-admin's status pages", /\/src\/custom\/layout\/statusPages\.ts$/],
];

function printOnDemand(chunks: Map<string, ChunkInfo>, loaded: string[]) {
  const loadedFiles = new Set(loaded.map((s) => s.replace(/^\//, '')));
  console.log('\n  on demand (must not be in the /home set):');
  for (const [label, pattern] of ON_DEMAND) {
    const holders = [...chunks.values()].filter((c) => c.modules.some((m) => pattern.test(m.id))).map((c) => c.file);
    const state = !holders.length ? 'not in the build' : holders.some((f) => loadedFiles.has(f)) ? 'LOADED by /home' : 'not loaded';
    console.log(`  ${label.padEnd(28)} ${state} (${holders.join(', ') || '-'})`);
  }
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'));
  const appDir = path.join(tmp, 'app');
  const minimalDir = path.join(tmp, 'minimal');
  console.log('building the product and the minimal react-admin app...');
  const appChunks = await viteBuild({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), outDir: appDir });
  const minimalChunks = await viteBuild({ root: path.join(ROOT, 'bench/minimal-admin'), configFile: false, outDir: minimalDir });

  const server = await startTestServer({ UI_DIR: appDir });
  const statics = await serveStatic(minimalDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'en-US',
      colorScheme: 'light',
      viewport: { width: 1280, height: 860 },
    });
    const signInPage = await context.newPage();
    await signIn(signInPage, '/home');
    await signInPage.close();
    // A returning, signed-in user opens /home: what the first screen costs.
    const home = await loadedScripts(context, `${server.url}/home`, (page) =>
      page.getByRole('navigation', { name: 'Main navigation' }).waitFor(),
    );

    const minimalContext = await browser.newContext();
    const minimal = await loadedScripts(minimalContext, `${statics.url}/`, (page) =>
      page.getByRole('menuitem', { name: 'Posts' }).waitFor(),
    );

    const app = report('signed-in /home', appDir, home, appChunks);
    const base = report('minimal react-admin app', minimalDir, minimal, minimalChunks);
    printModules(app.modules);
    printOnDemand(appChunks, home);
    const ratio = app.total / base.total;
    console.log(`\n/home ${kB(app.total)} gzipped vs minimal react-admin app ${kB(base.total)}: ${ratio.toFixed(2)}x (goal <= 0.85x)`);
  } finally {
    await browser.close();
    await statics.close();
    await server.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main();

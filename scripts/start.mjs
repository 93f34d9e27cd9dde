// npm start: build the UI when it is missing or older than its sources, then run the one server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const newest = (dir) => {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
};

const built = fs.existsSync('dist/index.html') ? fs.statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(newest('src'), newest('public'), fs.statSync('index.html').mtimeMs, fs.statSync('vite.config.ts').mtimeMs);
if (!built || sources > built) {
  console.log('Building the UI (vite build)…');
  const r = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The server runs in this very process (the equivalent of exec): a signal sent to `npm start`
// reaches the server itself, whose handlers shut it down cleanly. A child process would be left
// running when the launcher above it dies without passing the signal on.
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.resolve('server/index.ts')).href);

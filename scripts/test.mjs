// npm test: every test layer. Installs Debian's chromium and postgresql when missing (root on a fresh
// machine of this kind); runs the API suite on embedded PGlite and again on a real Postgres server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from './postgres.mjs';

const run = (label, cmd, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n${label} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
};
const node = process.execPath;
const vitest = (project, env) => run(`vitest ${project}${env?.TEST_DATABASE_URL ? ' (Postgres server)' : ''}`, node, ['node_modules/vitest/vitest.mjs', 'run', '--project', project], env);

function aptInstall(pkgs) {
  if (process.getuid?.() !== 0) return false;
  console.log(`Installing Debian packages: ${pkgs.join(' ')}`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', ...pkgs], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
}

const missing = [];
if (!fs.existsSync('/usr/bin/chromium')) missing.push('chromium');
if (!fs.existsSync('/usr/lib/postgresql')) missing.push('postgresql');
if (missing.length && !aptInstall(missing)) {
  console.error(`Missing ${missing.join(', ')}: install with apt-get install ${missing.join(' ')}`);
  process.exit(1);
}

run('typecheck', node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']);
vitest('unit');
vitest('api');

const pg = await startPostgres(fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-pg-')));
try {
  vitest('api', { TEST_DATABASE_URL: pg.url });
} finally {
  await pg.stop();
}

run('build', node, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
vitest('e2e');
console.log('\nAll test layers passed.');

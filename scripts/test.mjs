// npm test: every test layer. Installs Debian's chromium and postgresql when missing (root on a fresh
// machine of this kind); runs the API suite on embedded PGlite and again on a real Postgres server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from './postgres.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
// The closing line CI reads: 'N passed, N failed' over every layer that ran.
const summary = () => console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
const fail = (label, status) => {
  console.error(`\n${label} failed (exit ${status})`);
  summary();
  process.exit(typeof status === 'number' && status > 0 ? status : 1);
};

const run = (label, cmd, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) fail(label, r.status ?? r.signal);
};
const node = process.execPath;
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-vitest-'));
let runs = 0;
/** Runs one Vitest project, adds its counts; the returned check exits when it failed. */
const vitest = (project, env = {}, extra = []) => {
  const label = `vitest ${project}${env.TEST_DATABASE_URL ? ' (Postgres server)' : ''}`;
  const out = path.join(reports, `${project}-${++runs}.json`);
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(
    node,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...extra,
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
  return () => r.status === 0 || fail(label, r.status ?? r.signal);
};

function aptInstall(pkgs) {
  if (process.getuid?.() !== 0) return false;
  console.log(`Installing Debian packages: ${pkgs.join(' ')}`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', ...pkgs], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
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
run('lint', node, ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']);
run('format', node, ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.']);
vitest('unit')();
vitest('api')();

const pg = await startPostgres(fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-pg-')));
// The second pass runs the same files in another order (fixed seed, so a failure reproduces):
// every test must stand on its own data, never on what an earlier one left behind.
const onPostgres = vitest('api', { TEST_DATABASE_URL: pg.url }, ['--sequence.shuffle', '--sequence.seed=20261125']);
await pg.stop();
onPostgres();

run('build', node, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
vitest('e2e')();
console.log('\nAll test layers passed.');
summary();

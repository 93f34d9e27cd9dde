import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

// WORKERS=N boots N processes on one fresh DATA_DIR at the same moment: they must end up with one
// signing key and one session secret (or tokens signed by one are refused by the others), and none
// may read a file another is still writing.
describe('processes booting on one fresh DATA_DIR', () => {
  it('agree on one signing key and one session secret, and the files are complete', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-once-'));
    try {
      const outputs = await Promise.all(
        Array.from({ length: 6 }, () =>
          run(process.execPath, ['--import', 'tsx', 'tests/fixtures/create-once-child.ts', dir], { cwd: root }),
        ),
      );
      const seen = outputs.map(({ stdout }) => JSON.parse(stdout.trim()) as { kid: string; secret: string });
      expect(new Set(seen.map((s) => s.kid)).size).toBe(1);
      expect(new Set(seen.map((s) => s.secret)).size).toBe(1);
      expect(seen[0].secret).toMatch(/^secret-of-\d+$/);
      const jwks = JSON.parse(fs.readFileSync(path.join(dir, 'idp-jwks.json'), 'utf8')) as { keys: { kid: string }[] };
      expect(jwks.keys.map((k) => k.kid)).toEqual([seen[0].kid]);
      // Nothing temporary is left behind, and the secret files are the server user's alone.
      expect(fs.readdirSync(dir).sort()).toEqual(['idp-jwks.json', 'session-secret']);
      expect(fs.statSync(path.join(dir, 'session-secret')).mode & 0o077).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

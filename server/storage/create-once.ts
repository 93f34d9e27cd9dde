import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The content of `file`, creating it with `make()` when it does not exist yet. Several processes
 * booting on one fresh DATA_DIR (WORKERS=N) must agree on one key: the content is written to a
 * temporary file and linked into place, which fails when another process got there first, and then
 * that process's complete file is read. No process ever reads a half-written file.
 */
export function readOrCreateOnce(file: string, make: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  // Only readable by the server's user: these files hold secrets.
  fs.writeFileSync(tmp, make(), { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return fs.readFileSync(file, 'utf8');
}

// A throwaway Postgres server from Debian's packages, on a free loopback port, owned by user postgres
// when run as root (initdb refuses root).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const bin = () => {
  const base = '/usr/lib/postgresql';
  const version = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  return `${base}/${version}/bin`;
};

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

export async function startPostgres(dir) {
  const asRoot = process.getuid?.() === 0;
  const sh = (cmd, args) => {
    const full = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    const r = spawnSync(full[0], full[1], { stdio: ['ignore', 'pipe', 'pipe'] });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
  };
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
  const data = `${dir}/data`;
  const port = await freePort();
  sh(`${bin()}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  sh(`${bin()}/pg_ctl`, [
    '-D',
    data,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      sh(`${bin()}/pg_ctl`, ['-D', data, '-m', 'immediate', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

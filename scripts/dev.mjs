// npm run dev: the API server (watching server/) and Vite with HMR, which proxies /api and /idp to it.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], {
    stdio: 'inherit',
    // The dev provider must redirect back to the Vite origin; the server allows both origins.
    env: { ...process.env },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createServer, type ServerOptions } from './app.ts';
import { createLogger } from './logger.ts';

/**
 * Boot: validate the environment, open the database, migrate, listen; shut down cleanly on signals.
 * With WORKERS=N the first process only supervises N server processes that share the port (forks
 * of the same entry script, so an entry that passes options passes them to every process).
 * `options` lets another entry (tests/fixtures/test-server.ts) add job kinds of its own.
 */
export async function main(options: Omit<ServerOptions, 'config' | 'db'> = {}) {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.WORKERS > 1 && cluster.isPrimary) return supervise(config);
  const server = await createServer({ ...options, config });
  const { url } = await server.listen();
  server.ctx.log.info(
    { url: config.publicUrl, listening: url, database: server.ctx.db.kind, devIdp: config.devIdp, pid: process.pid },
    'server ready',
  );
  if (config.devIdp && cluster.isPrimary) {
    console.log(`\n  Hotel AI workspace: ${config.publicUrl}\n  Development sign-in: see README ("Signing in")\n`);
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.ctx.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * Keeps `WORKERS` server processes running (a crashed one is replaced, after a pause when they die
 * fast, so a broken deployment does not fork in a loop) and passes stop signals on to them.
 */
function supervise(config: Config) {
  const log = createLogger(config);
  if (config.devIdp)
    log.warn(
      'WORKERS > 1 with the development sign-in provider: its sign-in state lives in one process, so use Okta (OKTA_ISSUER) for several processes',
    );
  let stopping = false;
  let recentDeaths: number[] = [];
  const fork = () => cluster.fork();
  for (let i = 0; i < config.WORKERS; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
      return;
    }
    const now = Date.now();
    recentDeaths = [...recentDeaths.filter((t) => now - t < 60_000), now];
    const delayMs = recentDeaths.length > config.WORKERS ? 5_000 : 0;
    log.error({ pid: worker.process.pid, code, signal, restartInMs: delayMs }, 'server process stopped; starting another');
    setTimeout(fork, delayMs);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping server processes');
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

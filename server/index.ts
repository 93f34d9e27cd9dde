import { ConfigError, loadConfig } from './config.ts';
import { createServer } from './app.ts';

// Boot: validate the environment, open the database, migrate, listen; shut down cleanly on signals.
async function main() {
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
  const server = await createServer({ config });
  const { url } = await server.listen();
  server.ctx.log.info({ url: config.publicUrl, listening: url, database: server.ctx.db.kind, devIdp: config.devIdp }, 'server ready');
  if (config.devIdp) {
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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

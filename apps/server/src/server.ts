import { buildApp } from './app.js';
import { ConfigError, loadConfig, readEnvFile } from './config/env.js';
import { DataDirLockedError } from './lib/db.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const envFile = readEnvFile();
  const config = loadConfig({ ...envFile.values, ...process.env }, envFile.unknown);
  const app = await buildApp(config);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests and closing the database`);
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = app.ctx.database.location;
  const url = config.siteUrl;
  app.log.info(`database: ${where}`);
  // Printed plainly as well, so a person starting the app sees where to go.
  process.stdout.write(`\nIntelligent Attendance System is running at ${url}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${(error as Error).stack ?? String(error)}\n`);
  }
  process.exit(1);
});

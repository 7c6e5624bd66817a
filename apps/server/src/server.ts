import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { runPrimary } from './cluster.js';
import { ConfigError, loadConfig, readEnvFile } from './config/env.js';
import { DataDirLockedError } from './lib/db.js';

/** How long finishing in-flight requests and closing the database may take before we give up. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * One stop request often arrives more than once: Ctrl+C in a terminal signals the whole process
 * group while a parent such as `npm start` forwards it again, and systemd signals every process
 * of the unit. A repeat this soon is the same request; a later one means "stop waiting, exit".
 */
const REPEAT_WINDOW_MS = 1_500;

/** How often idle keep-alive connections are dropped while in-flight requests finish. */
const IDLE_SWEEP_MS = 100;

function shutDown(app: FastifyInstance, reason: string): void {
  app.log.info(`${reason}: finishing in-flight requests and closing the database`);
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  // Fastify drops the connections that are idle when closing starts; a request still in flight
  // leaves its keep-alive connection idle later, and a browser would hold it open for minutes.
  setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    },
  );
}

async function main(): Promise<void> {
  const envFile = readEnvFile();
  const config = loadConfig({ ...envFile.values, ...process.env }, envFile.unknown);
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    return runPrimary(config.webConcurrency, config.siteUrl);
  }

  // What a signal finds: the app once it listens, and the first stop request.
  const state: { app?: FastifyInstance; stop?: { signal: string; at: number } } = {};
  const onSignal = (signal: NodeJS.Signals) => {
    const now = performance.now();
    if (!state.stop) {
      state.stop = { signal, at: now };
      if (state.app) shutDown(state.app, `${signal} received`);
      // Interrupting start-up (migrations) could leave the database half-changed: finish, then stop.
      else process.stderr.write(`${signal} received: stopping as soon as start-up has finished\n`);
      return;
    }
    if (now - state.stop.at < REPEAT_WINDOW_MS) return;
    const message = `${signal} again: exiting without waiting`;
    if (state.app) state.app.log.warn(message);
    else process.stderr.write(`${message}\n`);
    process.exit(1);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  // A worker whose primary is gone (killed outright) stops as if asked to.
  if (cluster.isWorker) process.on('disconnect', () => onSignal('SIGTERM'));

  const app = await buildApp(config);
  if (!state.stop) await app.listen({ port: config.port, host: config.host });
  state.app = app;
  if (state.stop) return shutDown(app, `${state.stop.signal} received during start-up`);
  app.log.info(`database: ${app.ctx.database.location}`);
  // One of several processes: the primary says where to go once they all listen.
  if (cluster.isWorker) return;
  // Printed plainly as well, so a person starting the app sees where to go.
  process.stdout.write(`\nIntelligent Attendance System is running at ${config.siteUrl}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${(error as Error).stack ?? String(error)}\n`);
  }
  process.exit(1);
});

import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type AppConfig, ConfigError, loadConfig, readEnvFile } from '../config/env.js';
import { DataDirLockedError } from '../lib/db.js';
import { AppError } from '../lib/errors.js';

/**
 * Runs a maintenance command against the configured database: the app is built (migrations
 * applied) but never listens, so no background job runs alongside. Known failures print their
 * message; anything else prints its stack. Exits with the command's code.
 */
export function runCommand(
  name: string,
  command: (app: FastifyInstance, config: AppConfig) => Promise<number>,
  explain: (error: unknown) => string | undefined = () => undefined,
): void {
  (async () => {
    const envFile = readEnvFile();
    const config = loadConfig(
      { ...envFile.values, ...process.env, LOG_LEVEL: 'warn' },
      envFile.unknown,
    );
    const app = await buildApp(config);
    try {
      return await command(app, config);
    } finally {
      await app.close();
    }
  })().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (
        error instanceof AppError ||
        error instanceof ConfigError ||
        error instanceof DataDirLockedError
      ) {
        process.stderr.write(`${error.message}\n${explain(error) ?? ''}`);
      } else {
        process.stderr.write(`${name} failed: ${(error as Error).stack ?? String(error)}\n`);
      }
      process.exit(1);
    },
  );
}

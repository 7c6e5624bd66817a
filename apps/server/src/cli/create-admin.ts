import { buildApp } from '../app.js';
import { ConfigError, loadConfig, readEnvFile } from '../config/env.js';
import { DataDirLockedError } from '../lib/db.js';
import { AppError } from '../lib/errors.js';
import { createOrPromoteAdmin } from '../modules/auth/create-admin.js';

const USAGE =
  'Usage: npm run create-admin -- <email> <password>\n(the password is needed only when the account does not exist yet)';

async function main(): Promise<number> {
  const [email, password] = process.argv.slice(2);
  if (!email || email.startsWith('-')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const envFile = readEnvFile();
  const config = loadConfig(
    { ...envFile.values, ...process.env, LOG_LEVEL: 'warn' },
    envFile.unknown,
  );
  const app = await buildApp(config);
  try {
    const result = await createOrPromoteAdmin(app.ctx, email, password);
    process.stdout.write(
      result.created
        ? `Created the Admin account ${result.email}. Sign in at ${config.siteUrl}/login\n`
        : `${result.email} is now an Admin.\n`,
    );
    return 0;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof AppError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError
    ) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(`create-admin failed: ${(error as Error).stack ?? String(error)}\n`);
    }
    process.exit(1);
  },
);

import path from 'node:path';
import { ConfigError, loadConfig, readEnvFile } from '../config/env.js';
import { DataDirLockedError } from '../lib/db.js';
import { BackupError } from '../modules/backups/create-backup.js';
import { RestoreRefusedError, restoreBackup } from '../modules/backups/restore-backup.js';

const USAGE = `Usage: npm run restore -- <archive.tar.gz> [--force]
Restores into DATA_DIR (and DATABASE_URL when set), which must be empty; --force replaces
what is there. Stop the server first.`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const envFile = readEnvFile();
  const config = loadConfig(
    { ...envFile.values, ...process.env, LOG_LEVEL: 'warn' },
    envFile.unknown,
  );
  const { manifest, files } = await restoreBackup({
    archive: path.resolve(rest[0]!),
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    force,
  });
  process.stdout.write(
    `Restored the backup of ${manifest.created_at} (migration ${manifest.migration.level ?? 'none'}, ` +
      `${files} stored files) into ${config.databaseUrl ? 'the PostgreSQL database and ' : ''}${config.dataDir}. ` +
      'Start the server with npm start.\n',
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof RestoreRefusedError ||
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError
    )
      process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`restore failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);

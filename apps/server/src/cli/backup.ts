import { createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { type AppConfig, ConfigError, loadConfig, readEnvFile } from '../config/env.js';
import { DataDirLockedError, openDatabase } from '../lib/db.js';
import { createKeys, loadJwtSecret } from '../lib/jwt.js';
import { archiveName, pruneBackups, writeBackupFile } from '../modules/backups/archive-files.js';
import { BackupError, holdPool } from '../modules/backups/create-backup.js';
import type { Manifest } from '../modules/backups/manifest.js';
import { readManifest, RestoreRefusedError } from '../modules/backups/restore-backup.js';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const USAGE = `Usage: npm run backup -- [--output <directory>] [--keep <n>]
Writes one archive (database, stored files, keys) into BACKUP_DIR (default DATA_DIR/backups),
or the given directory; --keep deletes all but the n newest archives there.`;

function parseArgs(argv: string[]): { dir?: string; keep?: number } {
  const result: { dir?: string; keep?: number } = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = argv[i + 1];
    if (arg === '--output' && value) {
      result.dir = value;
      i++;
    } else if (arg === '--keep' && value && /^\d+$/.test(value) && Number(value) > 0) {
      result.keep = Number(value);
      i++;
    } else throw new ConfigError([`${arg}: not understood.\n${USAGE}`]);
  }
  return result;
}

/** The embedded database is in use: ask the running server for the archive. */
async function backupThroughServer(config: AppConfig, dir: string): Promise<string> {
  const keys = await createKeys(
    loadJwtSecret({ configured: config.jwtSecret, dataDir: config.dataDir }),
  );
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/admin/backup`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys.serviceKey}`, apikey: keys.serviceKey },
    });
  } catch {
    throw new BackupError(
      `The data directory ${config.dataDir} is in use, but no server answers at ${url}. ` +
        'Check PORT and HOST, or stop the process using the data directory and try again.',
    );
  }
  if (!response.ok || !response.body)
    throw new BackupError(
      `The server refused the backup (${response.status}): ${await response.text()}`,
    );
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, archiveName(new Date()));
  const partial = `${file}.partial`;
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw new BackupError(`The backup stopped before it was complete: ${(error as Error).message}`);
  }
  return file;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const envFile = readEnvFile();
  const config = loadConfig(
    { ...envFile.values, ...process.env, LOG_LEVEL: 'warn' },
    envFile.unknown,
  );
  const dir = path.resolve(args.dir ?? config.backup.dir);
  let file: string;
  if (config.databaseUrl) {
    ({ file } = await writeBackupFile(
      { kind: 'postgres', dataDir: config.dataDir, databaseUrl: config.databaseUrl },
      dir,
      VERSION,
    ));
  } else {
    if (!existsSync(path.join(config.dataDir, 'pgdata')))
      throw new BackupError(`There is no embedded database in ${config.dataDir} to back up.`);
    try {
      const database = await openDatabase({
        databaseUrl: undefined,
        dataDir: config.dataDir,
        poolSize: 1,
      });
      try {
        ({ file } = await writeBackupFile(
          {
            kind: 'pglite',
            dataDir: config.dataDir,
            hold: holdPool(database.pool),
            dumpDataDir: () => database.dumpDataDir!(),
          },
          dir,
          VERSION,
        ));
      } finally {
        await database.close();
      }
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      file = await backupThroughServer(config, dir);
    }
  }
  // Read back whole: every checksum must match before the backup is reported as written.
  const manifest: Manifest = await readManifest(file);
  const megabytes = (statSync(file).size / 1e6).toFixed(1);
  process.stdout.write(
    `Backup written: ${file} (${megabytes} MB; ${manifest.database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'} ` +
      `at migration ${manifest.migration.level ?? 'none'}, ${manifest.file_count} stored files)\n`,
  );
  if (args.keep) {
    for (const removed of await pruneBackups(dir, args.keep))
      process.stdout.write(`Deleted the older backup ${removed}\n`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof RestoreRefusedError
    )
      process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`backup failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);

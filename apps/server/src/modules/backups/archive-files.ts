import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type BackupSource, writeBackup } from './create-backup.js';
import type { Manifest } from './manifest.js';

const ARCHIVE_NAME = /^ias-backup-\d{8}-\d{6}Z\.tar\.gz$/;

/** `ias-backup-20260126-023000Z.tar.gz`: sorts by time, says it is UTC. */
export function archiveName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `ias-backup-${stamp}Z.tar.gz`;
}

/** Writes an archive into `dir` under a temporary name, renamed into place once complete. */
export async function writeBackupFile(
  source: BackupSource,
  dir: string,
  appVersion: string,
  now = new Date(),
): Promise<{ file: string; manifest: Manifest }> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, archiveName(now));
  const partial = `${file}.partial`;
  try {
    const manifest = await writeBackup(
      source,
      createWriteStream(partial, { flags: 'w', mode: 0o600 }),
      appVersion,
      now,
    );
    await rename(partial, file);
    return { file, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Deletes all but the `keep` newest archives in `dir` (only files named as ours); returns them. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => ARCHIVE_NAME.test(name))
    .sort()
    .reverse();
  const removed = names.slice(Math.max(keep, 0));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed.map((name) => path.join(dir, name));
}

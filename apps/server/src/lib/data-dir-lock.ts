import { mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The data directory ${dataDir} is already in use by another Intelligent Attendance System process. ` +
        'Stop that process first, or start this one with a different DATA_DIR (or DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Who holds the lock, written inside the lock directory once it is taken. */
type Owner = { pid: number; host: string; startedAt: string | null };

const OWNER_FILE = 'owner.json';

/**
 * When the process `pid` started (clock ticks since boot, from /proc on Linux), so that a pid
 * reused by an unrelated process — in a container the server often gets the same pid on every
 * start — is not taken for the owner. `null` where /proc is not available.
 */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(path.join(lockPath, OWNER_FILE), 'utf8')) as Owner;
  } catch {
    return undefined;
  }
}

/**
 * What can be told of a lock's recorded owner: gone when it ran on this machine and its process
 * no longer exists (or the pid now belongs to a process that started later), alive when that
 * process is still there. Without an owner record, or for another machine's lock, it is unknown,
 * and the lock's age decides.
 */
function ownerState(owner: Owner | undefined): 'gone' | 'alive' | 'unknown' {
  if (!owner || owner.host !== hostname() || !Number.isInteger(owner.pid)) return 'unknown';
  if (!isAlive(owner.pid)) return 'gone';
  const startedAt = startTimeOf(owner.pid);
  return owner.startedAt !== null && startedAt !== null && startedAt !== owner.startedAt
    ? 'gone'
    : 'alive';
}

const LOCK_OPTIONS = { stale: 15_000, update: 5_000, realpath: false } as const;

/** Not refreshed for longer than the stale time: its owner stopped long ago. */
function isStale(lockPath: string): boolean {
  try {
    return statSync(lockPath).mtimeMs < Date.now() - LOCK_OPTIONS.stale;
  } catch {
    return false;
  }
}

/**
 * Keeps a second process off an embedded data directory. The lock is `DATA_DIR/.lock`
 * (proper-lockfile: a directory whose age is refreshed while the owner runs); its owner's pid is
 * recorded inside, so after a crash (`kill -9`, power loss) the next start sees that the owner is
 * gone and takes the lock at once instead of waiting for it to go stale; a start later than that
 * takes the stale lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, '.lock');
  const take = () => lockfile.lock(dataDir, { ...LOCK_OPTIONS, lockfilePath: lockPath });
  let release: () => Promise<void>;
  try {
    try {
      release = await take();
    } catch (error) {
      // ELOCKED: a lock refreshed lately. ENOTEMPTY: a stale one, which proper-lockfile could not
      // remove for the owner record in it (after a crash, any start more than the stale time
      // later). Either is taken over when its owner is certainly gone; a stale one also when its
      // owner cannot be checked, but never from a live owner (whose refreshing may only be late).
      const code = (error as { code?: string }).code;
      const owner = readOwner(lockPath);
      if (code !== 'ELOCKED' && code !== 'ENOTEMPTY') throw error;
      const state = ownerState(owner);
      if (state !== 'gone' && !(state === 'unknown' && isStale(lockPath))) throw error;
      // Only remove the lock that was judged: another start may have replaced it meanwhile.
      if (JSON.stringify(readOwner(lockPath)) !== JSON.stringify(owner)) throw error;
      rmSync(lockPath, { recursive: true, force: true });
      release = await take();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ELOCKED' || code === 'ENOTEMPTY') throw new DataDirLockedError(dataDir);
    throw error;
  }
  const owner: Owner = { pid: process.pid, host: hostname(), startedAt: startTimeOf(process.pid) };
  // proper-lockfile refreshes the lock's mtime and takes any other change of it for a rival
  // owner; adding a file changes a directory's mtime, so it is put back.
  const { atime, mtime } = statSync(lockPath);
  writeFileSync(path.join(lockPath, OWNER_FILE), JSON.stringify(owner));
  utimesSync(lockPath, atime, mtime);
  return async () => {
    // Stops the refreshing; its rmdir fails on the owner file, so the lock is removed here.
    await release().catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY') throw error;
    });
    rmSync(lockPath, { recursive: true, force: true });
  };
}

import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  createWriteStream,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/env.js';
import { JobWorker } from '../../lib/jobs/queue.js';
import { MIGRATIONS_DIR } from '../../lib/migrate.js';
import { createScratchDatabase } from '../../lib/scratch-database.js';
import {
  createTestUser,
  REAL_POSTGRES_URL,
  startTestServer,
  type TestServer,
} from '../../test/harness.js';
import { writeBackupFile } from './archive-files.js';
import { knownMigrations } from './manifest.js';
import { readManifest, restoreBackup } from './restore-backup.js';
import { backupSchedule, serverBackupSource } from './schedule.js';

const kind = REAL_POSTGRES_URL ? 'postgres' : 'pglite';

/** The rows a round trip must bring back, in a stable order. */
async function snapshotRows(query: (text: string) => Promise<Record<string, unknown>[]>) {
  return {
    users: await query('select id, email, raw_user_meta_data from auth.users order by id'),
    profiles: await query('select id, full_name, user_type from public.profiles order by id'),
    buckets: await query('select id, public from storage.buckets order by id'),
    objects: await query(
      'select bucket_id, name, version, metadata from storage.objects order by bucket_id, name',
    ),
    migrations: await query('select name from private.schema_migrations order by name'),
  };
}

function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `ias-${prefix}-`));
}

// Each test takes and restores whole backups (three restores in one of them): seconds of work on a
// quiet machine, more beside the browser journeys.
describe(`backup and restore (${kind})`, { timeout: 120_000 }, () => {
  let server: TestServer;
  const work = tempDir('backups');
  const files = new Map<string, Buffer>();

  beforeAll(async () => {
    server = await startTestServer({
      BACKUP_SCHEDULE: '02:30',
      BACKUP_KEEP: '2',
      BACKUP_DIR: path.join(work, 'nightly'),
    });
    for (let i = 0; i < 3; i++)
      await createTestUser(server, { metadata: { full_name: `Person ${i}` } });
    const admin = server.admin();
    for (const bucket of ['photos', 'documents']) {
      const { error } = await admin.storage.createBucket(bucket, { public: bucket === 'photos' });
      expect(error).toBeNull();
    }
    const uploads: [string, string, Buffer][] = [
      ['photos', 'people/a.jpg', randomBytes(70_000)],
      ['photos', 'people/b.jpg', randomBytes(1)],
      [
        'documents',
        'a very long folder name that goes on and on/and a nested folder with a long name/report (February 2026).pdf',
        randomBytes(300_000),
      ],
      ['documents', 'empty.txt', Buffer.alloc(0)],
    ];
    for (const [bucket, name, bytes] of uploads) {
      const { error } = await admin.storage
        .from(bucket)
        .upload(name, bytes, { contentType: 'application/octet-stream' });
      expect(error).toBeNull();
      files.set(`${bucket}/${name}`, bytes);
    }
    // Replaced once: only the current version is named by a row.
    const replaced = randomBytes(5_000);
    const { error } = await admin.storage
      .from('photos')
      .upload('people/b.jpg', replaced, { upsert: true, contentType: 'image/jpeg' });
    expect(error).toBeNull();
    files.set('photos/people/b.jpg', replaced);
  });

  afterAll(async () => {
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** Takes a backup of the running test server into `work`. */
  async function takeBackup(): Promise<string> {
    if (kind === 'pglite') {
      // The embedded database is backed up through the running server, as `npm run backup` does.
      const response = await fetch(`${server.url}/api/admin/backup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.serviceKey}` },
      });
      expect(response.status).toBe(200);
      const file = path.join(work, `served-${Date.now()}.tar.gz`);
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
      return file;
    }
    return (await writeBackupFile(serverBackupSource(server.app.ctx), work, 'test')).file;
  }

  /** Restores into a fresh data directory (and database), starts the server on it, checks. */
  async function restoreAndCheck(
    archive: string,
    expected: Awaited<ReturnType<typeof snapshotRows>>,
  ) {
    const dataDir = tempDir('restored');
    const scratch = REAL_POSTGRES_URL
      ? await createScratchDatabase(REAL_POSTGRES_URL, 'ias_restore')
      : undefined;
    try {
      const result = await restoreBackup({ archive, dataDir, databaseUrl: scratch?.url });
      expect(result.files).toBe(files.size);
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      });
      const app = await buildApp(config, { backgroundJobs: false, logger: false });
      try {
        const query = async (text: string) =>
          (await app.ctx.database.pool.query(text)).rows as Record<string, unknown>[];
        expect(await snapshotRows(query)).toEqual(expected);
        // Every stored object reads back byte-identical through the storage API.
        for (const [key, bytes] of files) {
          const [bucket, ...rest] = key.split('/');
          const response = await app.inject({
            method: 'GET',
            url: `/storage/v1/object/authenticated/${bucket}/${rest.map(encodeURIComponent).join('/')}`,
            headers: {
              authorization: `Bearer ${app.ctx.keys.serviceKey}`,
              apikey: app.ctx.keys.serviceKey,
            },
          });
          expect(response.statusCode, key).toBe(200);
          expect(Buffer.compare(response.rawPayload, bytes), key).toBe(0);
        }
      } finally {
        await app.close();
      }
    } finally {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it('round trip: every row and every file comes back into an empty data directory', async () => {
    const expected = await snapshotRows((text) => server.sql(text));
    expect(expected.users).toHaveLength(3);
    expect(expected.objects).toHaveLength(4);
    const archive = await takeBackup();
    // Rows written after the backup are not in it.
    await createTestUser(server);
    const manifest = await readManifest(archive);
    expect(manifest).toMatchObject({
      format: 'ias-backup',
      database: { kind },
      migration: { level: (await knownMigrations()).at(-1) },
      file_count: 4,
    });
    expect(manifest.file_bytes).toBe(
      [...files.values()].reduce((sum, bytes) => sum + bytes.length, 0),
    );
    await restoreAndCheck(archive, expected);
  });

  it('refuses the service_role-less caller, a damaged archive, a non-empty target and a newer migration level', async () => {
    const anon = await fetch(`${server.url}/api/admin/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.anonKey}` },
    });
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ message: 'A backup needs the service_role key.' });

    const archive = await takeBackup();
    const damaged = path.join(work, 'damaged.tar.gz');
    copyFileSync(archive, damaged);
    truncateSync(damaged, Math.floor(readFileSync(archive).length / 2));
    const target = tempDir('target');
    try {
      await expect(
        restoreBackup({ archive: damaged, dataDir: target, databaseUrl: REAL_POSTGRES_URL }),
      ).rejects.toThrow(/cannot be read as a backup archive/);

      // A migration this version does not know: the archive is from a newer version.
      const older = tempDir('migrations');
      const known = await knownMigrations();
      for (const name of known.slice(0, -1))
        copyFileSync(path.join(MIGRATIONS_DIR, `${name}.sql`), path.join(older, `${name}.sql`));
      await expect(
        restoreBackup({ archive, dataDir: target, migrationsDir: older }),
      ).rejects.toThrow(
        `This backup comes from a newer version of the app: its database has migration ${known.at(-1)}, and this version knows migrations up to ${known.at(-2)}. Update the app, then restore again.`,
      );
      rmSync(older, { recursive: true, force: true });

      // The other kind of database.
      await expect(
        restoreBackup({
          archive,
          dataDir: target,
          databaseUrl: kind === 'pglite' ? 'postgres://nobody@127.0.0.1:1/none' : undefined,
        }),
      ).rejects.toThrow(
        kind === 'pglite' ? /restore it without DATABASE_URL/ : /restore it with DATABASE_URL/,
      );

      // Stored files already there: refused, and nothing was touched.
      writeFileSync(path.join(target, 'keep-me'), 'x');
      const storage = path.join(target, 'storage', 'photos');
      await import('node:fs/promises').then((fs) => fs.mkdir(storage, { recursive: true }));
      writeFileSync(path.join(storage, 'old#1'), 'old');
      const scratch = REAL_POSTGRES_URL
        ? await createScratchDatabase(REAL_POSTGRES_URL, 'ias_restore')
        : undefined;
      try {
        await expect(
          restoreBackup({ archive, dataDir: target, databaseUrl: scratch?.url }),
        ).rejects.toThrow(
          `The target is not empty: it holds stored files (${path.join(target, 'storage')}). Restore into an empty data directory (and database), or add --force to replace what is there.`,
        );
        expect(readFileSync(path.join(storage, 'old#1'), 'utf8')).toBe('old');
        // --force replaces it.
        const forced = await restoreBackup({
          archive,
          dataDir: target,
          databaseUrl: scratch?.url,
          force: true,
        });
        expect(forced.files).toBe(files.size);
        expect(readdirSync(storage)).not.toContain('old#1');
        // Now the database is there too: a second restore is refused naming it.
        await expect(
          restoreBackup({ archive, dataDir: target, databaseUrl: scratch?.url }),
        ).rejects.toThrow(
          kind === 'pglite'
            ? /it holds an embedded database .* and stored files/
            : /it holds stored files .* and tables in the PostgreSQL database \(schemas public, auth, storage, realtime, private\)/,
        );
        // And --force again replaces the database as well (no duplicate rows).
        await restoreBackup({ archive, dataDir: target, databaseUrl: scratch?.url, force: true });
      } finally {
        await scratch?.drop();
      }
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });

  it('a reader that goes away half-way leaves the server working, and the next backup is whole', async () => {
    const abort = new AbortController();
    const response = await fetch(`${server.url}/api/admin/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.serviceKey}` },
      signal: abort.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    abort.abort();
    await reader.read().catch(() => undefined);
    // The embedded database's connection was given back: requests and backups go on.
    const again = await fetch(`${server.url}/api/admin/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.serviceKey}` },
    });
    expect(again.status).toBe(200);
    const file = path.join(work, 'after-abort.tar.gz');
    await pipeline(Readable.fromWeb(again.body as never), createWriteStream(file));
    expect((await readManifest(file)).file_count).toBe(files.size);
    expect(await server.sql('select count(*)::int as n from storage.objects')).toEqual([
      { n: files.size },
    ]);
  });

  it('nightly: once a day however many processes tick, keeping the BACKUP_KEEP newest', async () => {
    const ctx = server.app.ctx;
    const db = ctx.database.db;
    const dir = ctx.config.backup.dir;
    const schedule = backupSchedule(ctx);
    const workers = [new JobWorker(db, schedule.handlers), new JobWorker(db, schedule.handlers)];
    // Before 02:30 UTC nothing is due.
    await schedule.tick(db, new Date('2031-03-01T02:29:00Z'));
    expect(await workers[0]!.work(new Date('2031-03-01T02:29:00Z'))).toBe(0);
    const days = ['2031-03-01', '2031-03-02', '2031-03-03'];
    for (const day of days) {
      const now = new Date(`${day}T02:31:00Z`);
      // Two processes tick and work the same minute: one job, one archive.
      await schedule.tick(db, now);
      await schedule.tick(db, now);
      const done = await Promise.all(workers.map((worker) => worker.work(now)));
      expect(done[0]! + done[1]!).toBe(1);
      await schedule.tick(db, new Date(`${day}T23:00:00Z`));
      expect(await workers[0]!.work(new Date(`${day}T23:00:00Z`))).toBe(0);
    }
    // Kept: the two newest; the first day's archive was deleted.
    expect(readdirSync(dir).sort()).toEqual([
      'ias-backup-20310302-023100Z.tar.gz',
      'ias-backup-20310303-023100Z.tar.gz',
    ]);
    const manifest = await readManifest(path.join(dir, 'ias-backup-20310303-023100Z.tar.gz'));
    expect(manifest.created_at).toBe('2031-03-03T02:31:00.000Z');
    expect(manifest.file_count).toBe(files.size);
    // The nightly archive restores like any other.
    await restoreAndCheck(
      path.join(dir, 'ias-backup-20310303-023100Z.tar.gz'),
      await snapshotRows((text) => server.sql(text)),
    );
  });
});

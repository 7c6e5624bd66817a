import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ExportFormat, ExportJob as ExportJobView } from '@ias/shared';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { DB } from '../../lib/db-types.js';
import type { JobSchedule } from '../../lib/jobs/queue.js';
import { BlobNotFoundError, type StorageDriver } from '../storage/driver.js';
import { storageDriverFor } from '../storage/local-driver.js';

export type ExportKind = 'attendance' | 'payroll';

/** A job as its row says (migration 0064), whichever process runs it. */
export type ExportJobRecord = {
  id: string;
  kind: ExportKind;
  org_id: string;
  user_id: string;
  format: ExportFormat;
  file_name: string;
  status: 'running' | 'done' | 'failed';
  processed: number;
  total: number;
  error: 'failed' | 'interrupted' | null;
  object_name: string | null;
};

/** The job as the work running it sees it: the file to write, and progress to set. */
export type RunningExport = { id: string; file: string; processed: number; total: number };

/** The private storage bucket of finished files. */
export const EXPORTS_BUCKET = 'exports';
/** How long a finished file (and its job) stays downloadable. */
export const RETENTION_SECONDS = 60 * 60;
/** Exports one person may have running at once (in every process together). */
export const MAX_RUNNING_PER_USER = 3;
/** Progress is written at most this often; a heartbeat at least this often. */
const PROGRESS_MS = 1000;
const HEARTBEAT_MS = 5000;
/** A running job whose process has not written for this long is reported failed. */
export const SILENT_SECONDS = 60;
/** The most a finished file may weigh. */
const MAX_FILE_BYTES = 1024 * 1024 * 1024;

const COLUMNS = sql.raw(
  'id, kind, org_id, user_id, format, file_name, status, processed, total, error, object_name',
);

/**
 * Exports run in the background: a request starts one and answers at once, the page polls its
 * progress and downloads the file when it is done. The process that starts a job runs it and
 * writes its progress (at most once a second) and a heartbeat to `private.export_jobs`; the file is
 * written to a private work folder, then stored in the private bucket `exports` through the storage
 * driver. So any process — any instance on the same database and storage — answers the polls and
 * serves the file, only to the person who asked. A job whose process went silent for a minute is
 * reported failed; jobs and files go an hour after they finish (`pruneExports`).
 */
export class ExportJobs {
  /** Names this process's runner in the rows it owns. */
  readonly runner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly db: Kysely<DB>;
  private readonly driver: StorageDriver;
  private readonly workFolder: string;
  private readonly active = new Set<Promise<void>>();

  constructor(
    private readonly ctx: Pick<AppContext, 'database' | 'config' | 'log'>,
    private readonly kind: ExportKind,
  ) {
    this.db = ctx.database.db;
    this.driver = storageDriverFor(ctx.config);
    this.workFolder = workFolderOf(ctx.config.dataDir);
  }

  /**
   * The caller's own job of this kind; undefined for anyone else's, another kind's, an unknown or
   * an expired one. A running job whose process went silent is marked failed first.
   */
  async get(id: string, userId: string): Promise<ExportJobRecord | undefined> {
    await sql`
      update private.export_jobs
         set status = 'failed', error = 'interrupted', finished_at = now()
       where id = ${id} and status = 'running'
         and heartbeat_at < now() - make_interval(secs => ${SILENT_SECONDS})`.execute(this.db);
    const { rows } = await sql<ExportJobRecord>`
      select ${COLUMNS} from private.export_jobs
       where id = ${id} and user_id = ${userId} and kind = ${this.kind}
         and (finished_at is null
              or finished_at > now() - make_interval(secs => ${RETENTION_SECONDS}))`.execute(
      this.db,
    );
    return rows[0];
  }

  /** The person's exports running now, in any process (silent ones not counted). */
  async running(userId: string): Promise<number> {
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from private.export_jobs
       where user_id = ${userId} and status = 'running'
         and heartbeat_at >= now() - make_interval(secs => ${SILENT_SECONDS})`.execute(this.db);
    return Number(rows[0]?.count ?? 0);
  }

  /** The finished file's bytes; undefined when they are gone (pruned, or the bucket emptied). */
  async open(job: ExportJobRecord): Promise<Readable | undefined> {
    if (job.status !== 'done' || !job.object_name) return undefined;
    const { rows } = await sql<{ version: string }>`
      select version from storage.objects
       where bucket_id = ${EXPORTS_BUCKET} and name = ${job.object_name}`.execute(this.db);
    const version = rows[0]?.version;
    if (!version) return undefined;
    try {
      return await this.driver.get({ bucket: EXPORTS_BUCKET, name: job.object_name, version });
    } catch (error) {
      if (error instanceof BlobNotFoundError) return undefined;
      throw error;
    }
  }

  /** Records a job, runs `work` in this process without waiting, and answers the new row. */
  async start(
    meta: { orgId: string; userId: string; format: ExportFormat; fileName: string },
    work: (job: RunningExport) => Promise<void>,
  ): Promise<ExportJobRecord> {
    const { rows } = await sql<ExportJobRecord>`
      insert into private.export_jobs (kind, org_id, user_id, format, file_name, runner)
      values (${this.kind}, ${meta.orgId}, ${meta.userId}, ${meta.format}, ${meta.fileName},
              ${this.runner})
      returning ${COLUMNS}`.execute(this.db);
    const record = rows[0]!;
    await mkdir(this.workFolder, { recursive: true, mode: 0o700 });
    const job: RunningExport = {
      id: record.id,
      file: path.join(this.workFolder, `${record.id}.${meta.format}`),
      processed: 0,
      total: 1,
    };
    // Not awaited: the request answers now; the page polls.
    const run = this.run(job, meta.format, work).finally(() => this.active.delete(run));
    this.active.add(run);
    return record;
  }

  private async run(
    job: RunningExport,
    format: ExportFormat,
    work: (job: RunningExport) => Promise<void>,
  ): Promise<void> {
    const progress = new ProgressWriter(this.db, job, this.ctx.log);
    try {
      await work(job);
      await progress.stop();
      await this.finish(job, format);
    } catch (error) {
      await progress.stop();
      this.ctx.log.error({ err: error, exportId: job.id }, 'export failed');
      await sql`
        update private.export_jobs set status = 'failed', error = 'failed', finished_at = now()
         where id = ${job.id} and status = 'running'`
        .execute(this.db)
        .catch((failure: unknown) =>
          this.ctx.log.warn({ err: failure, exportId: job.id }, 'could not record a failed export'),
        );
    } finally {
      await rm(job.file, { force: true });
    }
  }

  /** Stores the file in the bucket and marks the job done, unless it was given up meanwhile. */
  private async finish(job: RunningExport, format: ExportFormat): Promise<void> {
    const name = `${this.kind}/${job.id}.${format}`;
    const key = { bucket: EXPORTS_BUCKET, name, version: randomUUID() };
    // Opened before the driver reads it: a work file that is gone (its folder removed, say) fails
    // this job here; a stream opening it lazily would fail later with nobody listening.
    const bytes = (await open(job.file, 'r')).createReadStream();
    const stored = await this.driver
      .put(key, bytes, { maxBytes: MAX_FILE_BYTES })
      .finally(() => bytes.destroy());
    const steps = Math.max(1, Math.floor(Math.max(job.total, job.processed)));
    let done = false;
    try {
      done = await this.db.transaction().execute(async (trx) => {
        const metadata = {
          eTag: stored.eTag,
          size: stored.size,
          mimetype: CONTENT_TYPES[format],
          cacheControl: 'no-store',
          lastModified: new Date().toISOString(),
          contentLength: stored.size,
          httpStatusCode: 200,
        };
        const updated = await sql`
          update private.export_jobs
             set status = 'done', processed = ${steps}, total = ${steps}, object_name = ${name}, finished_at = now(), heartbeat_at = now()
           where id = ${job.id} and status = 'running'`.execute(trx);
        if (Number(updated.numAffectedRows ?? 0) === 0) return false;
        await sql`
          insert into storage.objects (bucket_id, name, metadata, version)
          values (${EXPORTS_BUCKET}, ${name}, ${JSON.stringify(metadata)}, ${key.version})`.execute(
          trx,
        );
        return true;
      });
    } finally {
      if (!done) await this.driver.remove(key).catch(() => undefined);
    }
  }

  /**
   * On shutdown: the jobs this process runs will not finish, so they are reported failed now
   * rather than after the silence timeout.
   */
  async close(): Promise<void> {
    if (this.active.size === 0) return;
    await sql`
      update private.export_jobs set status = 'failed', error = 'interrupted', finished_at = now()
       where runner = ${this.runner} and status = 'running'`
      .execute(this.db)
      .catch((error: unknown) =>
        this.ctx.log.warn({ err: error }, 'could not record interrupted exports'),
      );
  }
}

export const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/**
 * Writes a running job's progress to its row at most once a second (only when it changed), and a
 * heartbeat every few seconds even when it did not (a long query still counts as alive).
 */
class ProgressWriter {
  private readonly timer: NodeJS.Timeout;
  private writing: Promise<void> | null = null;
  private written = { processed: 0, total: 1, at: Date.now() };

  constructor(
    private readonly db: Kysely<DB>,
    private readonly job: RunningExport,
    private readonly log: AppContext['log'],
  ) {
    this.timer = setInterval(() => this.tick(), PROGRESS_MS);
    this.timer.unref();
  }

  private tick(): void {
    if (this.writing) return;
    const { processed, total } = this.job;
    const changed = processed !== this.written.processed || total !== this.written.total;
    if (!changed && Date.now() - this.written.at < HEARTBEAT_MS) return;
    this.writing = sql`
      update private.export_jobs
         set processed = ${Math.max(0, Math.floor(processed))},
             total = ${Math.max(1, Math.floor(total))}, heartbeat_at = now()
       where id = ${this.job.id} and status = 'running'`
      .execute(this.db)
      .then(
        () => {
          this.written = { processed, total, at: Date.now() };
        },
        (error: unknown) =>
          this.log.warn({ err: error, exportId: this.job.id }, 'could not write export progress'),
      )
      .finally(() => {
        this.writing = null;
      });
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.writing;
  }
}

function workFolderOf(dataDir: string): string {
  return path.join(dataDir, 'exports', 'work');
}

/**
 * Removes jobs finished more than an hour ago and their files, reports silent running jobs
 * failed, and clears work files a crashed process left behind. Every process may run it at the
 * same time: each row and object is deleted once, and only its deleter removes the bytes.
 */
export async function pruneExports(ctx: Pick<AppContext, 'database' | 'config' | 'log'>) {
  const db = ctx.database.db;
  await sql`
    update private.export_jobs set status = 'failed', error = 'interrupted', finished_at = now()
     where status = 'running'
       and heartbeat_at < now() - make_interval(secs => ${SILENT_SECONDS})`.execute(db);
  await sql`
    delete from private.export_jobs
     where status <> 'running'
       and finished_at < now() - make_interval(secs => ${RETENTION_SECONDS})`.execute(db);
  const { rows } = await sql<{ name: string; version: string | null }>`
    delete from storage.objects
     where bucket_id = ${EXPORTS_BUCKET}
       and created_at < now() - make_interval(secs => ${RETENTION_SECONDS})
    returning name, version`.execute(db);
  const driver = storageDriverFor(ctx.config);
  for (const row of rows) {
    if (!row.version) continue;
    await driver
      .remove({ bucket: EXPORTS_BUCKET, name: row.name, version: row.version })
      .catch((error: unknown) =>
        ctx.log.warn({ err: error, object: row.name }, 'could not remove an expired export'),
      );
  }
  const folder = workFolderOf(ctx.config.dataDir);
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > RETENTION_SECONDS * 1000)
      await rm(file, { force: true });
  }
}

/** On the job queue's round (every minute, on every instance): expired exports go. */
export function exportSchedule(ctx: Pick<AppContext, 'database' | 'config' | 'log'>): JobSchedule {
  return { tick: () => pruneExports(ctx), handlers: {} };
}

const MESSAGES = {
  failed: 'The export could not be made. Please try again.',
  interrupted:
    'The export stopped before it was finished (the server restarted). Please try again.',
} as const;

export function jobView(job: ExportJobRecord): ExportJobView {
  return {
    id: job.id,
    format: job.format,
    status: job.status,
    processed: job.status === 'done' ? job.total : job.processed,
    total: job.total,
    file_name: job.file_name,
    download_url: job.status === 'done' ? `/api/exports/${job.id}/file` : null,
    error: job.error ? MESSAGES[job.error] : null,
  };
}

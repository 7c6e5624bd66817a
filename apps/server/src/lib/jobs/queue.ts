import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../db-types.js';

/**
 * A durable job queue on `private.jobs` (migration 0036), the same on PGlite and PostgreSQL.
 *
 * - `enqueue()` adds a job under a unique key; the same key again is ignored, so a job is made
 *   once however many instances (or ticks) ask for it.
 * - `JobWorker.work()` claims due jobs with `for update skip locked` for a lease, and runs each
 *   job's handler in a transaction that also marks the job done: the handler's writes and the
 *   completion commit together, so a completed job is never repeated, and a worker that dies
 *   mid-run leaves nothing behind but a claim that expires (the job is then claimed again).
 * - A handler that throws is retried after a growing pause (30 s, 1 min, 2 min … at most an hour)
 *   until `max_attempts`, then the job is `failed` with its last error.
 *
 * Every time comes from the caller (`now`), so tests drive the clock.
 */

export type Job = {
  id: string;
  name: string;
  key: string;
  payload: Record<string, unknown>;
  run_at: Date;
  attempts: number;
  max_attempts: number;
};

export type JobHandler = (job: Job, trx: Transaction<DB>, now: Date) => Promise<void>;

export type EnqueueOptions = {
  name: string;
  /** Unique for all time (or until the job is pruned): the same key twice is one job. */
  key: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  maxAttempts?: number;
};

type Executor = Kysely<DB> | Transaction<DB>;

/** Adds a job unless one with its key exists; true when this call made it. */
export async function enqueue(db: Executor, job: EnqueueOptions): Promise<boolean> {
  const { rows } = await sql`
    insert into private.jobs (name, key, payload, run_at, max_attempts)
    values (${job.name}, ${job.key}, ${JSON.stringify(job.payload ?? {})}::jsonb,
            ${job.runAt}::timestamptz, ${job.maxAttempts ?? 5})
    on conflict (key) do nothing
    returning 1`.execute(db);
  return rows.length > 0;
}

/** The pause before attempt `attempts + 1`: 30 s doubled each time, at most an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
}

export type WorkerOptions = {
  /** Names this instance of the worker in claims (logs and tests). */
  workerId?: string;
  /** How long a claim holds before another worker may take the job. */
  leaseSeconds?: number;
  /** Jobs claimed per round. */
  batch?: number;
  onError?: (job: Job, error: unknown) => void;
};

/** The lease was lost (another worker took the job after it expired): undo this run. */
class LeaseLost extends Error {}

export class JobWorker {
  readonly workerId: string;
  private readonly leaseSeconds: number;
  private readonly batch: number;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly handlers: Record<string, JobHandler>,
    private readonly options: WorkerOptions = {},
  ) {
    this.workerId = options.workerId ?? randomUUID();
    this.leaseSeconds = options.leaseSeconds ?? 300;
    this.batch = options.batch ?? 20;
  }

  /**
   * Claims due jobs of this worker's names (and expired claims) for a lease, committed at once so
   * other workers skip them. Exposed for tests that simulate a worker dying after its claim.
   */
  async claim(now: Date, limit = this.batch): Promise<Job[]> {
    const names = Object.keys(this.handlers);
    if (!names.length) return [];
    const { rows } = await sql<Job & { id: string | number }>`
      update private.jobs j
         set status = 'running', attempts = j.attempts + 1, locked_by = ${this.workerId},
             locked_until = ${now}::timestamptz + make_interval(secs => ${this.leaseSeconds})
        from (select id from private.jobs
               where name = any (${names}::text[]) and attempts < max_attempts
                 and ((status = 'queued' and run_at <= ${now}::timestamptz)
                      or (status = 'running' and locked_until <= ${now}::timestamptz))
               order by run_at, id
               limit ${limit}
               for update skip locked) due
       where j.id = due.id
      returning j.id, j.name, j.key, j.payload, j.run_at, j.attempts, j.max_attempts`.execute(
      this.db,
    );
    return rows.map((row) => ({ ...row, id: String(row.id) }));
  }

  /** Runs one claimed job: its handler and its completion in one transaction. */
  async run(job: Job, now: Date): Promise<'done' | 'retry' | 'failed' | 'lost'> {
    const handler = this.handlers[job.name];
    try {
      if (!handler) throw new Error(`no handler for job "${job.name}"`);
      await this.db.transaction().execute(async (trx) => {
        await handler(job, trx, now);
        const { rows } = await sql`
          update private.jobs set status = 'done', finished_at = ${now}::timestamptz,
                 locked_by = null, locked_until = null, last_error = null
           where id = ${job.id}::bigint and status = 'running' and locked_by = ${this.workerId}
          returning 1`.execute(trx);
        if (!rows.length) throw new LeaseLost();
      });
      return 'done';
    } catch (error) {
      if (error instanceof LeaseLost) return 'lost';
      this.options.onError?.(job, error);
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const { rows } = await sql<{ status: 'queued' | 'failed' }>`
        update private.jobs
           set status = case when attempts >= max_attempts then 'failed' else 'queued' end,
               run_at = ${now}::timestamptz + make_interval(secs => ${backoffSeconds(job.attempts)}),
               finished_at = case when attempts >= max_attempts then ${now}::timestamptz end,
               locked_by = null, locked_until = null, last_error = ${message}
         where id = ${job.id}::bigint and status = 'running' and locked_by = ${this.workerId}
        returning status`.execute(this.db);
      if (!rows.length) return 'lost';
      return rows[0]!.status === 'failed' ? 'failed' : 'retry';
    }
  }

  /** Claims and runs due jobs until none is left; returns how many completed. */
  async work(now: Date): Promise<number> {
    let done = 0;
    for (;;) {
      const jobs = await this.claim(now);
      if (!jobs.length) break;
      for (const job of jobs) if ((await this.run(job, now)) === 'done') done++;
      if (jobs.length < this.batch) break;
    }
    await this.tidy(now);
    return done;
  }

  /** Gives up jobs whose last attempt died with its worker, and prunes old finished jobs. */
  private async tidy(now: Date): Promise<void> {
    await sql`
      update private.jobs set status = 'failed', finished_at = ${now}::timestamptz,
             last_error = coalesce(last_error, 'the worker stopped during the last attempt')
       where status = 'running' and locked_until <= ${now}::timestamptz
         and attempts >= max_attempts`.execute(this.db);
    await sql`
      delete from private.jobs where status in ('done', 'failed')
         and finished_at < ${now}::timestamptz - interval '90 days'`.execute(this.db);
  }
}

export type JobSchedule = {
  /** Enqueues what is due at `now` (each under its unique key). */
  tick: (db: Kysely<DB>, now: Date) => Promise<void>;
  handlers: Record<string, JobHandler>;
};

/**
 * Runs the ticks and then the worker every `everyMs` on this instance (background jobs on).
 * Every instance may run it: keys make each job once, `skip locked` gives each to one worker.
 */
export function startJobs(
  db: Kysely<DB>,
  schedules: JobSchedule[],
  options: WorkerOptions & { everyMs?: number; onTickError?: (error: unknown) => void },
): { worker: JobWorker; stop: () => Promise<void> } {
  const handlers = Object.assign({}, ...schedules.map((s) => s.handlers)) as Record<
    string,
    JobHandler
  >;
  const worker = new JobWorker(db, handlers, options);
  let running: Promise<void> | null = null;
  const round = async () => {
    const now = new Date();
    for (const schedule of schedules) await schedule.tick(db, now);
    await worker.work(now);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = round()
      .catch((error: unknown) => options.onTickError?.(error))
      .finally(() => {
        running = null;
      });
  }, options.everyMs ?? 60_000);
  timer.unref();
  return {
    worker,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ExportFormat, ExportJob as ExportJobView } from '@ias/shared';
import type { FastifyBaseLogger } from 'fastify';

export type ExportJob = {
  id: string;
  orgId: string;
  userId: string;
  format: ExportFormat;
  fileName: string;
  file: string;
  status: 'running' | 'done' | 'failed';
  processed: number;
  total: number;
  error?: string;
  finishedAt?: number;
};

/** How long a finished file stays downloadable. */
const RETENTION_MS = 60 * 60_000;
/** Exports one person may have running at once on an instance. */
export const MAX_RUNNING_PER_USER = 3;

/**
 * Exports run in the background: a request starts one and answers at once, the page polls its
 * progress and downloads the file when it is done. Jobs live in this process (the page polls the
 * instance that started it); files are kept in a private folder of the data directory, never
 * served as they are, and deleted an hour after they are done.
 */
export class ExportJobs {
  private readonly jobs = new Map<string, ExportJob>();

  constructor(private readonly folder: string) {}

  get(id: string): ExportJob | undefined {
    return this.jobs.get(id);
  }

  running(userId: string): number {
    return [...this.jobs.values()].filter((j) => j.userId === userId && j.status === 'running')
      .length;
  }

  async start(
    meta: Pick<ExportJob, 'orgId' | 'userId' | 'format' | 'fileName'>,
    work: (job: ExportJob) => Promise<void>,
    log: FastifyBaseLogger,
  ): Promise<ExportJob> {
    await this.prune();
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    const id = randomUUID();
    const job: ExportJob = {
      ...meta,
      id,
      file: path.join(this.folder, `${id}.${meta.format}`),
      status: 'running',
      processed: 0,
      total: 1,
    };
    this.jobs.set(id, job);
    // Not awaited: the request answers now; the page polls.
    void work(job).then(
      () => Object.assign(job, { status: 'done', processed: job.total, finishedAt: Date.now() }),
      async (error: unknown) => {
        log.error({ err: error, exportId: id }, 'export failed');
        Object.assign(job, {
          status: 'failed',
          error: 'The export could not be made. Please try again.',
          finishedAt: Date.now(),
        });
        await rm(job.file, { force: true });
      },
    );
    return job;
  }

  /** Drops finished jobs (and their files) older than the retention. */
  async prune(now = Date.now()): Promise<void> {
    for (const job of this.jobs.values()) {
      if (job.finishedAt && now - job.finishedAt > RETENTION_MS) {
        this.jobs.delete(job.id);
        await rm(job.file, { force: true });
      }
    }
  }

  /** On shutdown: the files of this process's jobs go with it. */
  async close(): Promise<void> {
    for (const job of this.jobs.values()) await rm(job.file, { force: true });
    this.jobs.clear();
  }
}

export function jobView(job: ExportJob): ExportJobView {
  return {
    id: job.id,
    format: job.format,
    status: job.status,
    processed: job.processed,
    total: job.total,
    file_name: job.fileName,
    download_url: job.status === 'done' ? `/api/exports/${job.id}/file` : null,
    error: job.error ?? null,
  };
}

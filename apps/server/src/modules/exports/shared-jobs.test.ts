import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import type { ExportJob } from '@ias/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  REAL_POSTGRES_URL,
  secondInstance,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { EXPORTS_BUCKET, ExportJobs, pruneExports } from './jobs.js';

const JWT_SECRET = 'shared-exports-secret-of-at-least-32-characters';
const MARCH = { from: '2026-03-01', to: '2026-03-31' };

/**
 * Exports with several server processes on one database (on PostgreSQL two real instances; on
 * PGlite, one process, the same checks on the one server): the job lives in the database and the
 * file in the storage bucket `exports`, so a poll or a download reaching another process works.
 */
describe('exports shared between server instances', () => {
  let a: TestServer;
  let b: TestServer;
  const user: Record<string, TestUser> = {};
  const id: Record<string, string> = {};
  const api = (server: TestServer, who: string) =>
    apiAs(server.url, server.anonKey, user[who]!.accessToken);
  const download = (server: TestServer, url: string, who: string) =>
    fetch(`${server.url}${url}`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${user[who]!.accessToken}` },
    });
  const waitOn = async (server: TestServer, who: string, url: string) => {
    for (let i = 0; i < 400; i++) {
      const job = (await api(server, who).get<ExportJob>(url)).body;
      if (job.status !== 'running') return job;
      await sleep(50);
    }
    throw new Error(`${url} still running`);
  };

  beforeAll(async () => {
    a = await startTestServer({ JWT_SECRET });
    // The same data directory: the local storage driver is shared by processes of one machine.
    b = await secondInstance(a, { JWT_SECRET, DATA_DIR: a.config.dataDir });
    for (const [key, userType, name] of [
      ['owner', 'Company', 'Nandini Rao'],
      ['stranger', 'Company', 'Someone Else'],
    ] as const)
      user[key] = await createTestUser(a, { userType, metadata: { full_name: name } });
    id.org = (
      await api(a, 'owner').post<{ id: string }>('/api/organizations', {
        name: 'Ganga Traders',
        kind: 'company',
      })
    ).body.id;
    for (const [name, code] of [
      ['Asha Verma', 'E-101'],
      ['Ravi Kumar', 'E-102'],
    ])
      await a.sql(
        `insert into public.memberships (org_id, full_name, role, status, employee_code, created_at)
         values ($1, $2, 'employee', 'active', $3, '2026-01-05T04:00:00Z')`,
        [id.org, name, code],
      );
  }, 60_000);

  afterAll(async () => {
    if (b && b !== a) await b.close();
    await a?.close();
  });

  it('runs on two instances of one PostgreSQL when TEST_DATABASE_URL is set', () => {
    if (REAL_POSTGRES_URL) expect(b).not.toBe(a);
    else expect(b).toBe(a);
  });

  it('an export started on A is polled and downloaded through B; nobody else sees it', async () => {
    const started = await api(a, 'owner').post<ExportJob>(`/api/organizations/${id.org}/exports`, {
      ...MARCH,
      format: 'xlsx',
    });
    expect(started.status).toBe(202);
    const job = await waitOn(b, 'owner', `/api/exports/${started.body.id}`);
    expect(job).toMatchObject({ status: 'done', error: null, format: 'xlsx' });
    expect(job.processed).toBe(job.total);
    expect(job.file_name).toBe('attendance-ganga-traders-2026-03-01-to-2026-03-31.xlsx');

    const file = await download(b, job.download_url!, 'owner');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${job.file_name}"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.arrayBuffer()) as ArrayBuffer);
    const people = workbook.getWorksheet('People')!;
    expect([people.getRow(2).getCell(1).value, people.getRow(3).getCell(1).value]).toEqual([
      'Asha Verma',
      'Ravi Kumar',
    ]);

    // The row says who asked and where the file is: a private bucket, not public.
    const [row] = await b.sql<{ user_id: string; object_name: string; public: boolean }>(
      `select j.user_id, j.object_name, bk.public
         from private.export_jobs j join storage.buckets bk on bk.id = $2
        where j.id = $1`,
      [job.id, EXPORTS_BUCKET],
    );
    expect(row).toMatchObject({ user_id: user.owner!.id, public: false });

    // Someone else: 404 on both instances, for the job and its file.
    for (const server of [a, b]) {
      expect((await api(server, 'stranger').get(`/api/exports/${job.id}`)).status).toBe(404);
      expect((await download(server, `/api/exports/${job.id}/file`, 'stranger')).status).toBe(404);
      // Nor is it a payroll export.
      expect((await api(server, 'owner').get(`/api/payroll/exports/${job.id}`)).status).toBe(404);
    }
    // Nor can anyone reach the stored object through the storage API, the asker included.
    const storage = await user
      .owner!.client.storage.from(EXPORTS_BUCKET)
      .download(row!.object_name);
    expect(storage.data).toBeNull();
  });

  it('a payroll XLSX started on B is polled and downloaded through A', async () => {
    const started = await api(b, 'owner').post<ExportJob>(
      `/api/organizations/${id.org}/payroll/exports`,
      { format: 'xlsx', ...MARCH },
    );
    expect(started.status).toBe(202);
    const job = await waitOn(a, 'owner', `/api/payroll/exports/${started.body.id}`);
    expect(job).toMatchObject({
      status: 'done',
      download_url: `/api/payroll/exports/${job.id}/file`,
    });
    const file = await download(a, job.download_url!, 'owner');
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.arrayBuffer()) as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(3);
    expect((await api(a, 'stranger').get(`/api/payroll/exports/${job.id}`)).status).toBe(404);
    expect((await download(b, job.download_url!, 'stranger')).status).toBe(404);
    expect((await api(b, 'owner').get(`/api/exports/${job.id}`)).status).toBe(404);
  });

  it('an hour after it finished, the job and its file are gone', async () => {
    const started = await api(a, 'owner').post<ExportJob>(`/api/organizations/${id.org}/exports`, {
      ...MARCH,
      format: 'pdf',
    });
    const job = await waitOn(b, 'owner', `/api/exports/${started.body.id}`);
    expect(job.status).toBe('done');
    const [object] = await a.sql<{ name: string; version: string }>(
      `select o.name, o.version from storage.objects o
         join private.export_jobs j on j.object_name = o.name
        where o.bucket_id = $2 and j.id = $1`,
      [job.id, EXPORTS_BUCKET],
    );
    const bytes = path.join(
      a.config.dataDir,
      'storage',
      EXPORTS_BUCKET,
      `${object!.name}#${object!.version}`,
    );
    expect(existsSync(bytes)).toBe(true);

    // Not yet expired: pruning keeps it.
    await pruneExports(b.app.ctx);
    expect((await api(b, 'owner').get(`/api/exports/${job.id}`)).status).toBe(200);

    await a.sql(
      `update private.export_jobs set finished_at = now() - interval '61 minutes',
              created_at = now() - interval '62 minutes' where id = $1`,
      [job.id],
    );
    await a.sql(
      `update storage.objects set created_at = now() - interval '61 minutes'
        where bucket_id = $1 and name = $2`,
      [EXPORTS_BUCKET, object!.name],
    );
    // Past its hour, it is no longer answered even before the prune runs.
    expect((await api(a, 'owner').get(`/api/exports/${job.id}`)).status).toBe(404);
    await pruneExports(b.app.ctx);
    expect(await a.sql('select 1 from private.export_jobs where id = $1', [job.id])).toHaveLength(
      0,
    );
    expect(
      await a.sql('select 1 from storage.objects where bucket_id = $1 and name = $2', [
        EXPORTS_BUCKET,
        object!.name,
      ]),
    ).toHaveLength(0);
    expect(existsSync(bytes)).toBe(false);
    for (const server of [a, b]) {
      expect((await api(server, 'owner').get(`/api/exports/${job.id}`)).status).toBe(404);
      expect((await download(server, `/api/exports/${job.id}/file`, 'owner')).status).toBe(404);
    }
  });

  it('a job whose process stopped is reported failed after a minute of silence, and does not count as running', async () => {
    // Three jobs of a process that died mid-run: last heard of two minutes ago.
    const silent = await a.sql<{ id: string }>(
      `insert into private.export_jobs (kind, org_id, user_id, format, file_name, runner,
                                        processed, total, heartbeat_at, created_at)
       select 'attendance', $1, $2, 'pdf', 'register.pdf', 'gone-host:4242:dead', 3, 9,
              now() - interval '2 minutes', now() - interval '3 minutes'
         from generate_series(1, 3)
       returning id`,
      [id.org, user.owner!.id],
    );
    // A job still heard from a moment ago is running, whichever process asks.
    const [alive] = await a.sql<{ id: string }>(
      `insert into private.export_jobs (kind, org_id, user_id, format, file_name, runner,
                                        heartbeat_at)
       values ('attendance', $1, $2, 'xlsx', 'attendance.xlsx', 'other-host:1:alive',
               now() - interval '10 seconds')
       returning id`,
      [id.org, user.owner!.id],
    );
    expect((await api(b, 'owner').get<ExportJob>(`/api/exports/${alive!.id}`)).body).toMatchObject({
      status: 'running',
      download_url: null,
    });

    // Three silent jobs do not stop a new export (at most three may run at once).
    const started = await api(a, 'owner').post<ExportJob>(`/api/organizations/${id.org}/exports`, {
      ...MARCH,
      format: 'xlsx',
    });
    expect(started.status).toBe(202);
    expect((await waitOn(b, 'owner', `/api/exports/${started.body.id}`)).status).toBe('done');

    const first = await api(b, 'owner').get<ExportJob>(`/api/exports/${silent[0]!.id}`);
    expect(first.body).toMatchObject({
      status: 'failed',
      download_url: null,
      error: 'The export stopped before it was finished (the server restarted). Please try again.',
    });
    expect((await download(a, `/api/exports/${silent[0]!.id}/file`, 'owner')).status).toBe(409);
    // The others are settled by the prune round, on any instance.
    await pruneExports(a.app.ctx);
    const rows = await a.sql<{ status: string; error: string; finished: boolean }>(
      `select status, error, finished_at is not null as finished from private.export_jobs
        where id = any ($1::uuid[])`,
      [silent.map((s) => s.id)],
    );
    expect(rows).toEqual(Array(3).fill({ status: 'failed', error: 'interrupted', finished: true }));
    expect(
      (
        await a.sql<{ status: string }>('select status from private.export_jobs where id = $1', [
          alive!.id,
        ])
      )[0]!.status,
    ).toBe('running');
  });

  it('a job whose work file is gone before it is stored is reported failed, and the process lives on', async () => {
    // As when a stopped instance's data folder is removed while its job still runs: the work
    // "finishes" without the file. Before, the file's stream failed with nobody listening and the
    // uncaught error took the whole process down (Vitest reports it as an unhandled error).
    const jobs = new ExportJobs(a.app.ctx, 'attendance');
    const started = await jobs.start(
      { orgId: id.org!, userId: user.owner!.id, format: 'xlsx', fileName: 'attendance.xlsx' },
      async () => undefined,
    );
    let job = started;
    for (let i = 0; i < 100 && job.status === 'running'; i++) {
      await sleep(50);
      job = (await jobs.get(started.id, user.owner!.id))!;
    }
    expect(job).toMatchObject({ status: 'failed', error: 'failed', object_name: null });
    expect((await api(b, 'owner').get<ExportJob>(`/api/exports/${job.id}`)).body).toMatchObject({
      status: 'failed',
      error: 'The export could not be made. Please try again.',
    });
  });

  it('the row keeps the running job’s progress and the process running it', async () => {
    // A month of day-by-day rows for 600 people takes a while to write.
    await a.sql(
      `insert into public.memberships (org_id, full_name, role, status, employee_code, created_at)
       select $1, 'Person ' || n, 'employee', 'active', 'P-' || n, '2026-01-05T04:00:00Z'
         from generate_series(1, 600) n`,
      [id.org],
    );
    const started = await api(a, 'owner').post<ExportJob>(`/api/organizations/${id.org}/exports`, {
      ...MARCH,
      format: 'xlsx',
      sheet_per_group: true,
    });
    expect(started.body).toMatchObject({ status: 'running', processed: 0 });
    const seen = new Set<string>();
    let job = started.body;
    while (job.status === 'running') {
      job = (await api(b, 'owner').get<ExportJob>(`/api/exports/${job.id}`)).body;
      seen.add(`${job.processed}/${job.total}`);
      await sleep(100);
    }
    expect(job.status).toBe('done');
    expect(job.processed).toBe(job.total);
    expect(job.total).toBeGreaterThan(600);
    const [row] = await b.sql<{ runner: string; processed: number; total: number }>(
      'select runner, processed, total from private.export_jobs where id = $1',
      [job.id],
    );
    expect(row).toMatchObject({ processed: job.total, total: job.total });
    expect(row!.runner).toMatch(/:\d+:[0-9a-f]{8}$/);
  });

  it.skipIf(!REAL_POSTGRES_URL)(
    'a process that stops mid-export reports its job failed at once, seen from another',
    async () => {
      const c = await secondInstance(a, { JWT_SECRET, DATA_DIR: a.config.dataDir });
      // A year of day-by-day rows for 600 people: still running when the process stops.
      const started = await api(c, 'owner').post<ExportJob>(
        `/api/organizations/${id.org}/exports`,
        { from: '2026-01-01', to: '2026-12-31', format: 'xlsx' },
      );
      expect(started.status).toBe(202);
      await c.close();
      const job = (await api(a, 'owner').get<ExportJob>(`/api/exports/${started.body.id}`)).body;
      expect(job).toMatchObject({
        status: 'failed',
        error:
          'The export stopped before it was finished (the server restarted). Please try again.',
      });
    },
  );
});

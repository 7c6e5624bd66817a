import {
  DEFAULT_PAYROLL_COLUMNS,
  payrollExportSchema,
  payrollLayoutPatchSchema,
  payrollLayoutSchema,
  payrollQuerySchema,
  slugify,
} from '@ias/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { localizedError } from '../../lib/errors.js';
import { localeOfUser, withRequestLocale } from '../../lib/i18n.js';
import {
  type ExportJobRecord,
  ExportJobs,
  jobView,
  MAX_RUNNING_PER_USER,
} from '../exports/jobs.js';
import { payrollCsv, writePayrollXlsx } from './files.js';
import { getPayroll, requirePayrollAccess } from './get-payroll.js';
import { createLayout, deleteLayout, findLayout, listLayouts, updateLayout } from './layouts.js';

const orgParam = z.object({ id: z.string().uuid() });
const layoutParam = z.object({ id: z.string().uuid(), layoutId: z.string().uuid() });
const jobParam = z.object({ id: z.string().uuid() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Payroll numbers per person per pay period, their CSV and XLSX in a saved layout's columns, and
 * the layouts themselves — the organisation's owner (or an Admin) only. XLSX files are made in
 * the background on the exports' job runner, like the attendance exports (any server process
 * answers their polls and serves the file).
 */
export const payrollRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  app.addHook('onRequest', withRequestLocale);
  const jobs = new ExportJobs(ctx, 'payroll');
  app.addHook('onClose', async () => jobs.close());

  const owner = async (request: FastifyRequest) => {
    const caller = await requireCaller(ctx, request);
    const params = orgParam.safeParse(request.params);
    if (!params.success)
      throw localizedError(404, 'organization_not_found', 'error.payroll.orgNotFound');
    await requirePayrollAccess(ctx, caller, params.data.id);
    return { caller, orgId: params.data.id };
  };
  const layoutOf = (request: FastifyRequest) => {
    const params = layoutParam.safeParse(request.params);
    if (!params.success)
      throw localizedError(404, 'payroll_layout_not_found', 'error.payroll.layoutNotFound');
    return params.data.layoutId;
  };
  const fileName = (report: { organization: { name: string }; from: string; to: string }) =>
    ['payroll', slugify(report.organization.name), report.from, 'to', report.to].join('-');
  const columnsOf = async (orgId: string, layoutId: string | undefined) =>
    layoutId ? (await findLayout(ctx, orgId, layoutId)).columns : [...DEFAULT_PAYROLL_COLUMNS];
  const payrollJobView = (job: ExportJobRecord) => ({
    ...jobView(job),
    download_url: job.status === 'done' ? `/api/payroll/exports/${job.id}/file` : null,
  });
  const ownJob = async (request: FastifyRequest) => {
    const caller = await requireCaller(ctx, request);
    const params = jobParam.safeParse(request.params);
    const job = params.success ? await jobs.get(params.data.id, caller.userId) : undefined;
    if (!job) throw localizedError(404, 'not_found', 'error.payroll.exportNotFound');
    return job;
  };

  app.get('/api/organizations/:id/payroll', async (request, reply) => {
    const { caller, orgId } = await owner(request);
    const query = parseInput(payrollQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return getPayroll(ctx, caller, orgId, query);
  });

  // CSV at once (one row per person, small); XLSX through POST …/payroll/exports below.
  app.get('/api/organizations/:id/payroll/export', async (request, reply) => {
    const { caller, orgId } = await owner(request);
    const { format, layout_id, ...range } = parseInput(payrollExportSchema, request.query);
    if (format !== 'csv')
      throw localizedError(400, 'validation_failed', 'error.payroll.xlsxInBackground');
    const columns = await columnsOf(orgId, layout_id);
    const report = await getPayroll(ctx, caller, orgId, range);
    const locale = await localeOfUser(ctx.database.db, caller.userId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${fileName(report)}.csv"`)
      .send(payrollCsv(report, columns, locale));
  });

  app.post('/api/organizations/:id/payroll/exports', async (request, reply) => {
    const { caller, orgId } = await owner(request);
    const { format, layout_id, ...range } = parseInput(payrollExportSchema, request.body ?? {});
    if (format !== 'xlsx')
      throw localizedError(400, 'validation_failed', 'error.payroll.csvAtOnce');
    const columns = await columnsOf(orgId, layout_id);
    if ((await jobs.running(caller.userId)) >= MAX_RUNNING_PER_USER)
      throw localizedError(429, 'too_many_exports', 'error.payroll.tooManyExports', {
        max: MAX_RUNNING_PER_USER,
      });
    // Read before answering, so a bad range or group is refused with the request.
    const report = await getPayroll(ctx, caller, orgId, range);
    const locale = await localeOfUser(ctx.database.db, caller.userId);
    const job = await jobs.start(
      { orgId, userId: caller.userId, format: 'xlsx', fileName: `${fileName(report)}.xlsx` },
      async (running) => {
        running.total = report.rows.length + 1;
        await writePayrollXlsx(
          running.file,
          report,
          columns,
          { locale, now: new Date() },
          (rows) => {
            running.processed = rows;
          },
        );
      },
    );
    return reply.code(202).header('cache-control', 'no-store').send(payrollJobView(job));
  });

  app.get('/api/payroll/exports/:id', async (request, reply) => {
    const job = await ownJob(request);
    reply.header('cache-control', 'no-store');
    return payrollJobView(job);
  });

  app.get('/api/payroll/exports/:id/file', async (request, reply) => {
    const job = await ownJob(request);
    if (job.status !== 'done')
      throw localizedError(409, 'export_not_ready', 'error.payroll.exportNotReady');
    const file = await jobs.open(job);
    if (!file) throw localizedError(404, 'not_found', 'error.payroll.exportNotFound');
    return reply
      .type(XLSX)
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${job.file_name}"`)
      .send(file);
  });

  app.get('/api/organizations/:id/payroll/layouts', async (request, reply) => {
    const { orgId } = await owner(request);
    reply.header('cache-control', 'no-store');
    return { layouts: await listLayouts(ctx, orgId) };
  });

  app.post('/api/organizations/:id/payroll/layouts', async (request, reply) => {
    const { caller, orgId } = await owner(request);
    const input = parseInput(payrollLayoutSchema, request.body);
    return reply.code(201).send(await createLayout(ctx, orgId, caller.userId, input));
  });

  app.patch('/api/organizations/:id/payroll/layouts/:layoutId', async (request) => {
    const { caller, orgId } = await owner(request);
    const changes = parseInput(payrollLayoutPatchSchema, request.body);
    return updateLayout(ctx, orgId, caller.userId, layoutOf(request), changes);
  });

  app.delete('/api/organizations/:id/payroll/layouts/:layoutId', async (request, reply) => {
    const { caller, orgId } = await owner(request);
    await deleteLayout(ctx, orgId, caller.userId, layoutOf(request));
    return reply.code(204).send();
  });
};

import { attendanceReportQuerySchema, reportFileName } from '@ias/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { localeOfUser } from '../../lib/i18n.js';
import { orgNotFound } from '../orgs/access.js';
import { getAttendanceReport } from './get-attendance-report.js';
import { dailyCsv, summaryCsv } from './report-csv.js';

const idParam = z.object({ id: z.string().uuid() });

/** Reports: attendance over a range of days, as JSON for the pages or CSV for Excel and payroll. */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;

  app.get('/api/organizations/:id/reports/attendance', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const params = idParam.safeParse(request.params);
    if (!params.success) throw orgNotFound();
    const { format, ...query } = parseInput(attendanceReportQuerySchema, request.query);
    const report = await getAttendanceReport(ctx, caller, params.data.id, query);
    reply.header('cache-control', 'no-store');
    if (format === 'json') return report;
    const name = reportFileName(report.organization.name, report, report.layout);
    const locale = await localeOfUser(ctx.database.db, caller.userId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(report.layout === 'daily' ? dailyCsv(report, locale) : summaryCsv(report, locale));
  });
};

import {
  attendanceReportQuerySchema,
  attendanceTrendQuerySchema,
  reportFileName,
} from '@ias/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput, requireCaller } from '../../lib/api-auth.js';
import { localeOfUser } from '../../lib/i18n.js';
import { jsonInTurns } from '../../lib/turns.js';
import { orgNotFound } from '../orgs/access.js';
import { getAttendanceReport, getDailyReport } from './get-attendance-report.js';
import { getAttendanceTrend } from './get-trend.js';
import { dailyCsv, summaryCsvInTurns } from './report-csv.js';

const idParam = z.object({ id: z.string().uuid() });

/** Reports: attendance over a range of days, as JSON for the pages or CSV for Excel and payroll. */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;

  app.get('/api/organizations/:id/reports/attendance', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const params = idParam.safeParse(request.params);
    if (!params.success) throw orgNotFound();
    const { format, ...query } = parseInput(attendanceReportQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    // A whole organisation's report is thousands of rows: it is written out a slice at a time
    // (lib/turns), so check-ins and everything else on this server go on meanwhile.
    if (format === 'json')
      return reply
        .type('application/json; charset=utf-8')
        .send(jsonInTurns(await getAttendanceReport(ctx, caller, params.data.id, query)));
    const locale = await localeOfUser(ctx.database.db, caller.userId);
    const report =
      query.layout === 'daily'
        ? await getDailyReport(ctx, caller, params.data.id, query)
        : await getAttendanceReport(ctx, caller, params.data.id, { ...query, layout: 'summary' });
    const name = reportFileName(report.organization.name, report, report.layout);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(
        report.layout === 'daily' ? dailyCsv(report, locale) : summaryCsvInTurns(report, locale),
      );
  });

  // The charts' figures: the organisation's (or the caller's groups') trend, or one person's month.
  app.get('/api/organizations/:id/reports/trend', async (request, reply) => {
    const caller = await requireCaller(ctx, request);
    const params = idParam.safeParse(request.params);
    if (!params.success) throw orgNotFound();
    const query = parseInput(attendanceTrendQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return getAttendanceTrend(ctx, caller, params.data.id, query);
  });
};

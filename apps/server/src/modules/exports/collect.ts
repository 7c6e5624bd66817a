import type { AttendanceReport, DailyAttendanceReport, ReportGroup } from '@ias/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { asOrgDb } from '../orgs/repository.js';
import { getAttendanceReport, getDailyReport } from '../reports/get-attendance-report.js';

export type ExportInput = { from: string; to: string; group_id?: string };

/** Everything an export writes: the same report the JSON and CSV give, and who is in which group. */
export type ExportData = {
  summary: AttendanceReport;
  daily: DailyAttendanceReport;
  /** The sections of the register and the per-group sheets, in name order, each with its people. */
  sections: Array<{ group: ReportGroup | null; memberIds: Set<string> }>;
  logoUrl: string | null;
};

/**
 * Reads an export's figures through the reports (so a file and the JSON report never disagree),
 * reporting progress per person read.
 */
export async function collectExport(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  input: ExportInput,
  progress: (people: number) => void,
): Promise<ExportData> {
  const summary = await getAttendanceReport(ctx, caller, orgId, { ...input, layout: 'summary' });
  const dailyStream = await getDailyReport(ctx, caller, orgId, { ...input, layout: 'daily' });
  const rows: DailyAttendanceReport['rows'] = [];
  for await (const chunk of dailyStream.rows) {
    rows.push(...chunk);
    progress(rows.length);
  }
  const daily: DailyAttendanceReport = { ...dailyStream, rows };
  const db = asOrgDb(ctx.database.reportDb);
  const memberIds = summary.rows.map((r) => r.member_id);
  const groups = summary.group ? [summary.group] : summary.groups;
  const { rows: links } = await sql<{ member_id: string; group_id: string }>`
    select gm.member_id, gm.group_id from public.group_members gm
     where gm.member_id = any (${memberIds}::uuid[])
       and gm.group_id = any (${groups.map((g) => g.id)}::uuid[])`.execute(db);
  const { rows: orgRows } = await sql<{ logo_url: string | null }>`
    select logo_url from public.organizations where id = ${orgId}::uuid`.execute(db);
  const byGroup = new Map<string, Set<string>>(groups.map((g) => [g.id, new Set<string>()]));
  for (const link of links) byGroup.get(link.group_id)?.add(link.member_id);
  // A group filter covers its sub-groups' people too: the report already chose them.
  if (summary.group) byGroup.set(summary.group.id, new Set(memberIds));
  const sections: ExportData['sections'] = groups
    .map((group) => ({ group, memberIds: byGroup.get(group.id)! }))
    .filter((s) => s.memberIds.size > 0);
  const grouped = new Set(sections.flatMap((s) => [...s.memberIds]));
  const loose = memberIds.filter((id) => !grouped.has(id));
  if (loose.length) sections.push({ group: null, memberIds: new Set(loose) });
  return { summary, daily, sections, logoUrl: orgRows[0]?.logo_url ?? null };
}

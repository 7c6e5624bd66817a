import type { AppContext } from '../../app-context.js';
import { planDemo } from './demo-plan.js';
import type { OrgPlan } from './plan-types.js';
import * as repo from './repository.js';

export type DemoSummary = {
  institute: {
    name: string;
    classes: number;
    teachers: number;
    students: number;
    sessions: number;
  };
  company: { name: string; employees: number; sites: number; shifts: number };
  accounts: number;
  attendanceRecords: number;
};

async function insertOrganization(db: repo.Db, org: OrgPlan): Promise<void> {
  await repo.insertRows(db, 'public.organizations', [org.organization]);
  await repo.insertRows(db, 'public.sites', org.sites);
  await repo.insertRows(db, 'public.shifts', org.shifts);
  await repo.insertRows(db, 'public.holidays', org.holidays);
  await repo.insertRows(db, 'public.memberships', org.memberships);
  // Parents before sub-groups: the same-organisation trigger looks the parent up.
  await repo.insertRows(
    db,
    'public.groups',
    org.groups.filter((g) => !g.parent_id),
  );
  await repo.insertRows(
    db,
    'public.groups',
    org.groups.filter((g) => g.parent_id),
  );
  await repo.insertRows(db, 'public.group_members', org.groupMembers);
  await repo.insertRows(db, 'public.class_sessions', org.classSessions);
}

/**
 * Replaces the demo with a fresh copy inside `db` (a transaction holding the reset lock): the
 * old demo organisations, accounts and sessions go, a new copy is written. Nothing outside the
 * demo organisations and accounts is touched.
 */
export async function replaceDemo(db: repo.Db, now: Date): Promise<DemoSummary> {
  await repo.setGeneratingHistory(db, true);
  await repo.deleteDemo(db);
  const plan = planDemo(now, await repo.takenDemoEmails(db));
  const { institute, company } = plan;
  await repo.insertDemoUsers(db, [...institute.users, ...company.users]);
  await insertOrganization(db, institute);
  await insertOrganization(db, company);
  await repo.insertAttendance(db, [...institute.attendance, ...company.attendance]);
  await repo.setGeneratingHistory(db, false);
  await repo.clearDemoAudit(db);
  const count = (org: OrgPlan, role: string) =>
    org.memberships.filter((m) => m.role === role).length;
  return {
    institute: {
      name: institute.organization.name,
      classes: institute.groups.filter((g) => g.kind === 'class').length,
      teachers: count(institute, 'teacher'),
      students: count(institute, 'student'),
      sessions: institute.classSessions.length,
    },
    company: {
      name: company.organization.name,
      employees: count(company, 'employee') + count(company, 'incharge'),
      sites: company.sites.length,
      shifts: company.shifts.length,
    },
    accounts: institute.users.length + company.users.length,
    attendanceRecords: institute.attendance.length + company.attendance.length,
  };
}

/**
 * Seeds the demo (idempotent: any previous copy is replaced) in one transaction, under an
 * advisory lock so two server instances never write it at the same time.
 */
export async function seedDemo(ctx: AppContext, now = new Date()): Promise<DemoSummary> {
  return ctx.database.db.transaction().execute(async (trx) => {
    await repo.lockForReset(trx);
    return replaceDemo(trx, now);
  });
}

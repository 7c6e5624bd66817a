import { randomUUID } from 'node:crypto';
import { newJoinCode } from '../orgs/repository.js';
import { addDays, companyHolidays, HISTORY_DAYS, startOfDay } from './calendar.js';
import { planCompanyAttendance, type Worker } from './company-attendance.js';
import { BENGALURU_MIX, type EmailBook } from './names.js';
import { OrgBuilder } from './org-builder.js';
import type {
  Clock,
  GroupRow,
  MembershipRow,
  OrganizationRow,
  OrgPlan,
  ShiftRow,
  SiteRow,
} from './plan-types.js';
import { createRng } from './random.js';

export const COMPANY_NAME = 'Sahyadri Tech Solutions';
const WEEKEND = [6, 7];

/** Departments, their head count, where they sit, and how many of them work nights. */
const DEPARTMENTS = [
  { name: 'Engineering', size: 15, site: 0, night: 0 },
  { name: 'Sales', size: 8, site: 0, night: 0 },
  { name: 'Operations', size: 6, site: 1, night: 1 },
  { name: 'Support', size: 9, site: 1, night: 5 },
] as const;
/** The demo Employee is the fourth engineer at the head office. */
const DEMO_EMPLOYEE = { department: 'Engineering', index: 3 };

function sitesAndShifts(orgId: string): { sites: SiteRow[]; general: ShiftRow; night: ShiftRow } {
  const site = (name: string, latitude: number, longitude: number, radius_m: number) => ({
    id: randomUUID(),
    org_id: orgId,
    name,
    latitude,
    longitude,
    radius_m,
  });
  const shift = (name: string, starts_at: string, ends_at: string, grace_minutes: number) => ({
    id: randomUUID(),
    org_id: orgId,
    name,
    starts_at,
    ends_at,
    grace_minutes,
    weekly_off_days: WEEKEND,
  });
  return {
    sites: [
      site('Head office, Marathahalli', 12.9591, 77.6974, 250),
      site('Support centre, Electronic City', 12.8452, 77.6602, 300),
    ],
    general: shift('General', '09:30', '18:30', 10),
    night: shift('Night', '22:00', '06:00', 15),
  };
}

/** Employee codes STS-1001, STS-1002 … in joining order. */
function employeeCodes() {
  let next = 1001;
  return () => `STS-${next++}`;
}

/** One in-charge per site, each responsible for their site's group; the head office's is a demo account. */
function staffSites(b: OrgBuilder, sites: SiteRow[], general: ShiftRow, code: () => string) {
  return sites.map((site, index) => {
    const p = b.person();
    const userId =
      index === 0
        ? b.account(p, { role: 'incharge', kind: 'company', userType: 'Incharge' })
        : null;
    const incharge = b.member(p, {
      role: 'incharge',
      user_id: userId,
      shift_id: general.id,
      employee_code: code(),
      card_number: b.card(),
    });
    const group = b.group({
      name: site.name,
      kind: 'site',
      responsible_id: incharge.id,
      site_id: site.id,
      shift_id: general.id,
    });
    b.join(group, incharge);
    return { site, group, incharge };
  });
}

function hireDepartments(
  b: OrgBuilder,
  siteTeams: ReturnType<typeof staffSites>,
  shifts: { general: ShiftRow; night: ShiftRow },
  code: () => string,
): Worker[] {
  const workers: Worker[] = [];
  for (const department of DEPARTMENTS) {
    const { site, group: siteGroup, incharge } = siteTeams[department.site]!;
    const dept = b.group({
      name: department.name,
      kind: 'department',
      site_id: site.id,
      shift_id: shifts.general.id,
    });
    let nightDesk: GroupRow | undefined;
    if (department.night > 1) {
      nightDesk = b.group({
        name: 'Night support desk (US customers)',
        kind: 'team',
        parent_id: dept.id,
        responsible_id: incharge.id,
        site_id: site.id,
        shift_id: shifts.night.id,
      });
    }
    for (let i = 0; i < department.size; i++) {
      const p = b.person();
      const shift = i < department.night ? shifts.night : shifts.general;
      const isDemo = department.name === DEMO_EMPLOYEE.department && i === DEMO_EMPLOYEE.index;
      const userId = isDemo
        ? b.account(p, { role: 'employee', kind: 'company', userType: 'Employee' })
        : null;
      const row: MembershipRow = b.member(p, {
        role: 'employee',
        user_id: userId,
        shift_id: shift.id,
        employee_code: code(),
        card_number: b.card(),
      });
      b.join(dept, row);
      b.join(siteGroup, row);
      if (nightDesk && shift === shifts.night) b.join(nightDesk, row);
      workers.push({ row, siteIndex: department.site, shift });
    }
  }
  return workers;
}

function companyRow(orgId: string, ownerId: string): OrganizationRow {
  return {
    id: orgId,
    name: COMPANY_NAME,
    kind: 'company',
    address: '5th Floor, Tower B, Outer Ring Road, Marathahalli, Bengaluru, Karnataka 560037',
    timezone: 'Asia/Kolkata',
    owner_id: ownerId,
    join_code: newJoinCode(),
    late_grace_minutes: 10,
    half_day_threshold_minutes: 240,
    min_attendance_percent: null,
    allowed_methods: ['face', 'card', 'manual', 'qr', 'self_geo'],
    weekly_off_days: WEEKEND,
    staff_can_approve: true,
    students_self_check_in: false,
    is_demo: true,
  };
}

/**
 * Sahyadri Tech Solutions, Bengaluru: four departments across two geofenced sites, a general and
 * an overnight shift, forty employees with codes and ID cards, and an in-charge per site.
 */
export function planCompany(clock: Clock, emails: EmailBook): OrgPlan {
  const from = addDays(clock.today, -HISTORY_DAYS);
  const b = new OrgBuilder(
    createRng('sahyadri-tech-solutions'),
    emails,
    BENGALURU_MIX,
    startOfDay(from),
  );
  const { sites, general, night } = sitesAndShifts(b.orgId);
  const founder = b.person();
  const ownerId = b.account(founder, {
    role: 'company',
    kind: 'company',
    userType: 'Company',
    profile: { company_name: COMPANY_NAME, business_type: 'IT and software', employees: '1–50' },
  });
  b.member(founder, { role: 'owner', user_id: ownerId });
  const code = employeeCodes();
  const siteTeams = staffSites(b, sites, general, code);
  const workers = [
    ...siteTeams.map(({ incharge }, siteIndex) => ({ row: incharge, siteIndex, shift: general })),
    ...hireDepartments(b, siteTeams, { general, night }, code),
  ];
  const holidays = companyHolidays(from, clock.today).map((h) => ({ org_id: b.orgId, ...h }));
  const attendance = planCompanyAttendance({
    orgId: b.orgId,
    clock,
    from,
    holidays: new Set(holidays.map((h) => h.date)),
    sites,
    workers,
    markedBy: siteTeams.map(({ incharge }) => incharge.user_id),
  });
  const { users, memberships, groups, groupMembers } = b;
  const organization = companyRow(b.orgId, ownerId);
  return {
    organization,
    users,
    sites,
    shifts: [general, night],
    holidays,
    memberships,
    groups,
    groupMembers,
    classSessions: [],
    attendance,
  };
}

import type { DayPeriod, MemberDay, MyDay, OrgDayEntry } from '@ias/shared';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import { AppError } from '../../lib/errors.js';
import { asCaller } from '../../lib/request-auth.js';
import { asLeaveDb } from '../leave/db.js';
import { asOrgDb } from '../orgs/repository.js';
import { isWithinMembership, membershipDays } from './membership-days.js';
import { orgDayKind, type OrgRules } from './rules.js';
import { loadRules, memberShift, type Member, type Org } from './schedule.js';

/**
 * "What is this person's day" — one definition for the server and the web (issue 13). A day is,
 * in this order: outside the membership (before joining, after leaving); the organisation's
 * holiday or weekly off (the person's shift's weekly off when the shift has its own); a whole day
 * of approved leave; else a working day with its expected shift and periods. The closure job
 * decides working days with the same `orgDayKind` (rules.ts), so what the dashboards offer to
 * take is what the closure later marks. GET /api/me/day and GET /api/members/:id/days answer it.
 */

const ROLES_EXPECTED_EVERY_WORKING_DAY = new Set(['employee', 'incharge']);

type Session = {
  id: string;
  subject: string;
  group_id: string;
  group_name: string;
  weekday: number;
  period: number;
  starts_at: string;
  ends_at: string;
  room: string | null;
  as: 'teach' | 'attend';
};

/** The person's days from `from` to `to` (inclusive), each described as MemberDay. */
export async function describeMemberDays(
  ctx: AppContext,
  org: Org,
  member: Member,
  from: string,
  to: string,
): Promise<MemberDay[]> {
  const db = asLeaveDb(ctx.database.db);
  const rules = await loadRules(asOrgDb(ctx.database.db), org, { from, to });
  const spec = await memberShift(asOrgDb(ctx.database.db), member);
  const shift = spec
    ? await db
        .selectFrom('shifts')
        .select(['id', 'name', 'starts_at', 'ends_at'])
        .where('id', '=', spec.id)
        .executeTakeFirstOrThrow()
    : null;
  const leaves = await db
    .selectFrom('leave_requests as l')
    .leftJoin('leave_types as t', 't.id', 'l.leave_type_id')
    .select(['l.from_date', 'l.to_date', 'l.half_days', 'l.cancelled_days', 't.name as type_name'])
    .where('l.member_id', '=', member.id)
    .where('l.status', '=', 'approved')
    .where('l.from_date', '<=', to)
    .where('l.to_date', '>=', from)
    .orderBy('l.decided_at', 'desc')
    .execute();
  const teaches = await db
    .selectFrom('class_sessions as cs')
    .innerJoin('groups as g', 'g.id', 'cs.group_id')
    .select([
      'cs.id',
      'cs.subject',
      'cs.group_id',
      'g.name as group_name',
      'cs.weekday',
      'cs.period',
      'cs.starts_at',
      'cs.ends_at',
      'cs.room',
    ])
    .where('cs.teacher_id', '=', member.id)
    .execute();
  const attends =
    member.role === 'student'
      ? await db
          .selectFrom('class_sessions as cs')
          .innerJoin('groups as g', 'g.id', 'cs.group_id')
          .innerJoin('group_members as gm', 'gm.group_id', 'cs.group_id')
          .select([
            'cs.id',
            'cs.subject',
            'cs.group_id',
            'g.name as group_name',
            'cs.weekday',
            'cs.period',
            'cs.starts_at',
            'cs.ends_at',
            'cs.room',
          ])
          .where('gm.member_id', '=', member.id)
          .execute()
      : [];
  const sessions: Session[] = [
    ...teaches.map((s) => ({ ...s, as: 'teach' as const })),
    ...attends.map((s) => ({ ...s, as: 'attend' as const })),
  ].sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.period - b.period);
  const membership = membershipDays(member, org.timezone);

  const days: MemberDay[] = [];
  for (
    let date = DateTime.fromISO(from);
    date <= DateTime.fromISO(to);
    date = date.plus({ days: 1 })
  ) {
    const iso = date.toISODate()!;
    const leave = leaves.find(
      (l) =>
        iso >= l.from_date &&
        iso <= l.to_date &&
        !(l.cancelled_days ?? []).map(String).includes(iso),
    );
    days.push(
      describeDay(iso, {
        rules,
        role: member.role,
        membership,
        shift: shift && spec ? { ...shift, weeklyOffDays: spec.weeklyOffDays } : null,
        leave: leave
          ? {
              type_name: leave.type_name,
              half_day: (leave.half_days ?? []).map(String).includes(iso),
            }
          : null,
        sessions,
      }),
    );
  }
  return days;
}

/** One day from the facts gathered above (pure; exported for the unit tests of the order). */
export function describeDay(
  date: string,
  facts: {
    rules: OrgRules;
    role: string;
    membership: ReturnType<typeof membershipDays>;
    shift: (NonNullable<MemberDay['shift']> & { weeklyOffDays: number[] | null }) | null;
    leave: MemberDay['leave'];
    sessions: Session[];
  },
): MemberDay {
  const { rules, role, membership, shift, leave } = facts;
  const org = orgDayKind(date, rules);
  const own = orgDayKind(date, rules, shift?.weeklyOffDays);
  const kind: MemberDay['kind'] =
    date < membership.joinedOn
      ? 'before_joining'
      : !isWithinMembership(membership, date)
        ? 'after_leaving'
        : own.kind !== 'working'
          ? own.kind
          : leave && !leave.half_day
            ? 'leave'
            : 'working';
  const weekday = DateTime.fromISO(date).weekday;
  // Class periods follow the organisation's days (as their closure does), not a shift's.
  const periods: DayPeriod[] = facts.sessions
    .filter((s) => s.weekday === weekday)
    .map((s) => ({
      class_session_id: s.id,
      subject: s.subject,
      group_id: s.group_id,
      group_name: s.group_name,
      period: s.period,
      starts_at: s.starts_at,
      ends_at: s.ends_at,
      room: s.room,
      as: s.as,
      roll_call_due: org.kind === 'working' && kind === 'working',
    }));
  // Who the closure expects: a shift's people on its working days; without a shift, employees
  // and in-charges every working day and students on days with classes.
  const expected = shift
    ? role !== 'student'
    : ROLES_EXPECTED_EVERY_WORKING_DAY.has(role) ||
      periods.some((p) => p.as === 'attend' && p.roll_call_due);
  return {
    date,
    kind,
    holiday_name: org.holidayName ?? own.holidayName ?? null,
    leave,
    shift: shift
      ? { id: shift.id, name: shift.name, starts_at: shift.starts_at, ends_at: shift.ends_at }
      : null,
    periods,
    attendance_due:
      kind === 'working' && (expected || periods.some((p) => p.as === 'teach' && p.roll_call_due)),
  };
}

const isoDay = (org: Org, now: Date) =>
  DateTime.fromJSDate(now, { zone: org.timezone }).toISODate()!;

/** GET /api/me/day: the caller's day in each organisation they own or belong to. */
export async function myDay(
  ctx: AppContext,
  caller: Caller,
  date: string | undefined,
  now = new Date(),
): Promise<MyDay> {
  const db = asLeaveDb(ctx.database.db);
  const members = await db
    .selectFrom('memberships')
    .selectAll()
    .where('user_id', '=', caller.userId)
    .where('status', '=', 'active')
    .execute();
  const orgs = await db
    .selectFrom('organizations')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', caller.userId),
        eb(
          'id',
          'in',
          members.length ? members.map((m) => m.org_id) : ['00000000-0000-0000-0000-000000000000'],
        ),
      ]),
    )
    .orderBy('created_at')
    .execute();
  const organizations: OrgDayEntry[] = [];
  for (const org of orgs) {
    const day = date ?? isoDay(org, now);
    const rules = await loadRules(asOrgDb(ctx.database.db), org, { from: day, to: day });
    const orgDay = orgDayKind(day, rules);
    const member = members.find((m) => m.org_id === org.id && m.role !== 'owner');
    organizations.push({
      org_id: org.id,
      org_name: org.name,
      timezone: org.timezone,
      date: day,
      org_day: { kind: orgDay.kind, holiday_name: orgDay.holidayName ?? null },
      member: member
        ? {
            id: member.id,
            role: member.role,
            day: (await describeMemberDays(ctx, org, member, day, day))[0]!,
          }
        : null,
    });
  }
  return { organizations };
}

/**
 * GET /api/members/:id/days: a person's days over a range, for the person, whoever supervises
 * them and the organisation's owners (the same predicates the records' policies use).
 */
export async function memberDays(
  ctx: AppContext,
  caller: Caller,
  memberId: string,
  from: string,
  to: string,
) {
  const db = asLeaveDb(ctx.database.db);
  const member = await db
    .selectFrom('memberships')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirst();
  const notFound = () => new AppError(404, 'not_found', 'Person not found.');
  if (!member) throw notFound();
  const access = await asCaller(ctx.database.db, caller.auth, async (trx) => {
    const { rows } = await sql<{ ok: boolean }>`
      select (${member.org_id}::uuid in (select public.my_managed_org_ids())
              or ${member.id}::uuid in (select public.my_supervised_member_ids())
              or ${member.id}::uuid in (select public.my_member_ids())) as ok`.execute(trx);
    return rows[0]!.ok;
  });
  if (!access) throw notFound();
  const org = await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', member.org_id)
    .executeTakeFirstOrThrow();
  return { member_id: member.id, days: await describeMemberDays(ctx, org, member, from, to) };
}

import { DateTime } from 'luxon';
import { type RawBuilder, sql } from 'kysely';

/**
 * A membership's days: from its joining date (the day, in the organisation's zone, it was made)
 * to its leaving date (the day it was marked `left`), both included. No attendance record of any
 * kind — a scan, a closure's absence, a roll-call mark, leave or a correction — lies outside them.
 */
export type MembershipDays = { joinedOn: string; leftOn: string | null };

export function membershipDays(
  member: { created_at: Date | string; status: string; left_at: Date | string | null },
  timeZone: string,
): MembershipDays {
  const day = (at: Date | string) =>
    DateTime.fromJSDate(new Date(at), { zone: timeZone }).toISODate()!;
  return {
    joinedOn: day(member.created_at),
    leftOn: member.status === 'left' && member.left_at ? day(member.left_at) : null,
  };
}

export function isWithinMembership(days: MembershipDays, date: string): boolean {
  return date >= days.joinedOn && (days.leftOn === null || date <= days.leftOn);
}

/**
 * SQL: the membership aliased `alias` covered `date` (see MembershipDays) and still counts —
 * active, or left on or after that day.
 */
export function wasMemberOn(alias: string, date: string, timeZone: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`((${column('created_at')} at time zone ${timeZone}::text)::date <= ${date}::date
    and (${column('status')} = 'active'
         or (${column('status')} = 'left' and (${column('left_at')} at time zone ${timeZone}::text)::date >= ${date}::date)))`;
}

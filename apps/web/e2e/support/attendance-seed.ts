import { api, createOrg, rest, type TestOrg } from './capture/org';
import { createUser, type CreatedUser } from './users';

/** Every member the journeys make joined 90 days ago. */
const JOINED_AT = new Date(Date.now() - 90 * 86_400_000).toISOString();

/**
 * Arranging attendance data for the dashboard journeys: organisations through the real API,
 * structure and past records as the service role (what a month of kiosk use would have left).
 */

export const ZONE = 'Asia/Kolkata';

/** A day in India, `daysAgo` before today there. */
export function istDate(daysAgo = 0): string {
  const now = new Date(Date.now() - daysAgo * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of an ISO day. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** An instant at a wall-clock time in India on a day. */
export const istInstant = (date: string, time: string) => `${date}T${time}:00+05:30`;

export { createOrg, rest, api, type TestOrg };

/**
 * No weekly off: every day a working day, so a journey about today runs the same whatever the
 * weekday is in India (Sunday, the default weekly off, begins there at 18:30 UTC on Saturday).
 */
export async function openEveryDay(org: Pick<TestOrg, 'id'>): Promise<void> {
  await rest(`organizations?id=eq.${org.id}`, { method: 'PATCH', body: { weekly_off_days: [] } });
}

export type Person = { user: CreatedUser | null; memberId: string; name: string };

/** A member of an organisation, optionally with an account of the given type. */
export async function addPerson(
  org: TestOrg,
  options: {
    name: string;
    role: 'teacher' | 'student' | 'employee' | 'incharge';
    userType?: string;
    roll?: string;
    code?: string;
    card?: string;
    withAccount?: boolean;
  },
): Promise<Person> {
  const user =
    options.withAccount === false
      ? null
      : await createUser({
          userType: ['Student', 'Teacher', 'Employee'].includes(options.userType ?? '')
            ? options.userType
            : undefined,
          fullName: options.name,
        });
  if (user && options.userType && !['Student', 'Teacher', 'Employee'].includes(options.userType)) {
    await setUserType(user.id, options.userType);
  }
  const [row] = await rest<Array<{ id: string }>>('memberships', {
    method: 'POST',
    body: {
      org_id: org.id,
      user_id: user?.id ?? null,
      full_name: options.name,
      role: options.role,
      status: 'active',
      roll_number: options.roll ?? null,
      employee_code: options.code ?? null,
      card_number: options.card ?? null,
      // Journeys seed past days: a member's records may start only on their joining day.
      created_at: JOINED_AT,
    },
  });
  return { user, memberId: row!.id, name: options.name };
}

/** Types people cannot choose themselves (Incharge, Admin) are set by the service role. */
export async function setUserType(userId: string, userType: string): Promise<void> {
  await rest(`profiles?id=eq.${userId}`, { method: 'PATCH', body: { user_type: userType } });
}

export async function addGroup(
  org: TestOrg,
  group: { name: string; kind: string; responsibleId?: string; members: string[] },
): Promise<string> {
  const [row] = await rest<Array<{ id: string }>>('groups', {
    method: 'POST',
    body: {
      org_id: org.id,
      name: group.name,
      kind: group.kind,
      responsible_id: group.responsibleId ?? null,
    },
  });
  if (group.members.length) {
    await rest('group_members', {
      method: 'POST',
      body: group.members.map((member_id) => ({ group_id: row!.id, member_id, org_id: org.id })),
    });
  }
  return row!.id;
}

export async function addSession(
  org: TestOrg,
  session: {
    groupId: string;
    subject: string;
    teacherId: string;
    weekday: number;
    period: number;
    starts: string;
    ends: string;
    room?: string;
  },
): Promise<string> {
  const [row] = await rest<Array<{ id: string }>>('class_sessions', {
    method: 'POST',
    body: {
      org_id: org.id,
      group_id: session.groupId,
      subject: session.subject,
      teacher_id: session.teacherId,
      weekday: session.weekday,
      period: session.period,
      starts_at: session.starts,
      ends_at: session.ends,
      room: session.room ?? null,
    },
  });
  return row!.id;
}

export type RecordInput = {
  member_id: string;
  date: string;
  status: string;
  class_session_id?: string | null;
  check_in_at?: string | null;
  check_out_at?: string | null;
  method?: string | null;
  flags?: string[];
  note?: string | null;
};

export async function addRecords(org: TestOrg, records: RecordInput[]): Promise<void> {
  if (!records.length) return;
  await rest('attendance_records', {
    method: 'POST',
    body: records.map((r) => ({
      org_id: org.id,
      class_session_id: null,
      check_in_at: null,
      check_out_at: null,
      method: 'manual',
      flags: [],
      note: null,
      ...r,
    })),
  });
}

/** The records of one person (service role), newest first. */
export function recordsOf(memberId: string) {
  return rest<
    Array<{
      id: string;
      date: string;
      class_session_id: string | null;
      status: string;
      check_in_at: string | null;
      check_out_at: string | null;
      flags: string[];
      note: string | null;
      method: string | null;
    }>
  >(
    `attendance_records?member_id=eq.${memberId}&select=id,date,class_session_id,status,check_in_at,check_out_at,flags,note,method&order=date.desc`,
  );
}

import {
  addGroup,
  addPerson,
  addRecords,
  addSession,
  api,
  createOrg,
  istDate,
  istInstant,
  openEveryDay,
  type Person,
  type RecordInput,
  type TestOrg,
  weekdayOf,
} from './attendance-seed';
import { accessToken } from './capture/org';

export type School = {
  org: TestOrg;
  name: string;
  teacher: Person;
  incharge: Person;
  asha: Person;
  kabir: Person;
  zoya: Person;
  classId: string;
  hostelId: string;
  maths: string;
  science: string;
};

/**
 * A small institute with a known month: a teacher of Class 9-B (Mathematics and Science today), three
 * students with past roll-calls, a hostel in-charge, Asha in at the gate today and a pending leave.
 *
 * Asha: Mathematics 3 of 4 (75 %), Science 1 of 3 (33.3 %, one excused left out) → 4 of 7, 57.1 %.
 * Kabir: Mathematics 4 of 4. Zoya: Mathematics 1 of 4 (25 %).
 */
export async function seedSchool(label: string): Promise<School> {
  const name = `Vidya Niketan ${label}`;
  const org = await createOrg(name, 'institute');
  await openEveryDay(org);
  const teacher = await addPerson(org, {
    name: 'Meera Nair',
    role: 'teacher',
    userType: 'Teacher',
  });
  const incharge = await addPerson(org, {
    name: 'Suresh Patil',
    role: 'incharge',
    userType: 'Incharge',
  });
  const asha = await addPerson(org, {
    name: 'Asha Rao',
    role: 'student',
    userType: 'Student',
    roll: '9B-01',
  });
  const kabir = await addPerson(org, {
    name: 'Kabir Das',
    role: 'student',
    roll: '9B-02',
    withAccount: false,
  });
  const zoya = await addPerson(org, {
    name: 'Zoya Khan',
    role: 'student',
    roll: '9B-03',
    withAccount: false,
  });
  const classId = await addGroup(org, {
    name: 'Class 9-B',
    kind: 'class',
    responsibleId: teacher.memberId,
    members: [asha.memberId, kabir.memberId, zoya.memberId],
  });
  const hostelId = await addGroup(org, {
    name: 'Hostel',
    kind: 'section',
    responsibleId: incharge.memberId,
    members: [asha.memberId, kabir.memberId],
  });
  const today = istDate(0);
  const weekday = weekdayOf(today);
  // Late in the evening so the periods are still ahead whenever the journey runs.
  const maths = await addSession(org, {
    groupId: classId,
    subject: 'Mathematics',
    teacherId: teacher.memberId,
    weekday,
    period: 7,
    starts: '22:00',
    ends: '22:45',
    room: 'Room 12',
  });
  const science = await addSession(org, {
    groupId: classId,
    subject: 'Science',
    teacherId: teacher.memberId,
    weekday,
    period: 8,
    starts: '22:50',
    ends: '23:35',
    room: 'Lab 2',
  });
  const past = [1, 2, 3, 4].map((n) => istDate(n));
  const mark = (p: Person, session: string, statuses: string[]): RecordInput[] =>
    statuses.map((status, i) => ({
      member_id: p.memberId,
      date: past[i]!,
      class_session_id: session,
      status,
    }));
  await addRecords(org, [
    ...mark(asha, maths, ['present', 'present', 'absent', 'present']),
    ...mark(asha, science, ['present', 'absent', 'excused', 'absent']),
    ...mark(kabir, maths, ['present', 'present', 'present', 'present']),
    ...mark(zoya, maths, ['absent', 'present', 'absent', 'absent']),
    // Asha came in at the hostel gate this morning.
    {
      member_id: asha.memberId,
      date: today,
      status: 'present',
      check_in_at: istInstant(today, '07:40'),
      method: 'card',
    },
  ]);
  // Asha asks for two days' leave next week.
  const ashaToken = await accessToken(asha.user!);
  await api(ashaToken, '/api/leave-requests', {
    from_date: istDate(-7),
    to_date: istDate(-8),
    reason: 'Cousin’s wedding in Nashik',
  });
  return { org, name, teacher, incharge, asha, kabir, zoya, classId, hostelId, maths, science };
}

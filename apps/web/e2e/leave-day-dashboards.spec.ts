import type { Page } from '@playwright/test';
import {
  addGroup,
  addPerson,
  addSession,
  api,
  createOrg,
  istDate,
  type Person,
  rest,
  type TestOrg,
  weekdayOf,
} from './support/attendance-seed';
import { accessToken } from './support/capture/org';
import { expect, signIn, test } from './support/fixtures';

/**
 * Issue 13, item 2 and its proof: a day of approved leave seen from more dashboards than the
 * employee's (today.spec.ts): a teacher on leave is offered no roll-call, a student on leave no
 * periods and no check-in, an in-charge no group roll-call, and the owner on their own leave is
 * told so (the organisation's day goes on), on an ordinary working day with periods.
 */
let school: { org: TestOrg; teacher: Person; student: Person; incharge: Person };

/** Files a whole day of the institute's first leave type for today and has the owner approve it. */
async function onLeaveToday(org: TestOrg, person: Person) {
  const token = await accessToken(person.user!);
  const types = await api<Array<{ id: string; code: string }>>(
    token,
    `/api/organizations/${org.id}/leave-types`,
    undefined,
    'GET',
  );
  const medical = types.find((t) => t.code === 'MED')!;
  const today = istDate(0);
  const filed = await api<{ id: string }>(token, '/api/leave/requests', {
    leave_type_id: medical.id,
    from_date: today,
    to_date: today,
    reason: 'Fever since last night',
  });
  await api(org.ownerToken, `/api/requests/leave/${filed.id}/decision`, { decision: 'approve' });
}

/**
 * The owner's own day of leave (their owner membership), approved as the records would hold it:
 * an owner has nobody above them to ask.
 */
async function ownerOnLeaveToday(org: TestOrg) {
  const [own] = await rest<Array<{ id: string }>>(
    `memberships?org_id=eq.${org.id}&role=eq.owner&select=id`,
  );
  const [medical] = await rest<Array<{ id: string }>>(
    `leave_types?org_id=eq.${org.id}&code=eq.MED&select=id`,
  );
  const today = istDate(0);
  await rest('leave_requests', {
    method: 'POST',
    body: {
      org_id: org.id,
      member_id: own!.id,
      leave_type_id: medical!.id,
      from_date: today,
      to_date: today,
      reason: 'Family wedding out of town',
      status: 'approved',
      decided_at: new Date().toISOString(),
    },
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const today = istDate(0);
  const org = await createOrg(`Sarvodaya Vidyalaya ${Date.now().toString(36)}`, 'institute');
  // No weekly off: today is a working day whatever the weekday.
  await rest(`organizations?id=eq.${org.id}`, {
    method: 'PATCH',
    body: { weekly_off_days: [], students_self_check_in: true },
  });
  const teacher = await addPerson(org, {
    name: 'Lata Joshi',
    role: 'teacher',
    userType: 'Teacher',
  });
  const student = await addPerson(org, {
    name: 'Aman Gupta',
    role: 'student',
    userType: 'Student',
  });
  const incharge = await addPerson(org, {
    name: 'Suresh Nair',
    role: 'incharge',
    userType: 'Incharge',
  });
  const group = await addGroup(org, {
    name: 'Class 6-B',
    kind: 'class',
    responsibleId: teacher.memberId,
    members: [student.memberId],
  });
  await addSession(org, {
    groupId: group,
    subject: 'Science',
    teacherId: teacher.memberId,
    weekday: weekdayOf(today),
    period: 8,
    starts: '22:50',
    ends: '23:35',
  });
  await onLeaveToday(org, teacher);
  // The in-charge's own group, whose roll-call they would be offered on a working day.
  await addGroup(org, {
    name: 'Class 7-A',
    kind: 'class',
    responsibleId: incharge.memberId,
    members: [],
  });
  await onLeaveToday(org, student);
  await onLeaveToday(org, incharge);
  await ownerOnLeaveToday(org);
  school = { org, teacher, student, incharge };
});

const notice = (page: Page) => page.getByTestId('day-notice');

test('a teacher on approved leave is told so and offered no roll-call', async ({ page }) => {
  await signIn(page, school.teacher.user!);
  await expect(page).toHaveURL(/\/dashboard\/teacher$/, { timeout: 30_000 });
  await expect(notice(page).first()).toContainText('You are on leave today (Medical)');
  await expect(page.getByRole('link', { name: /Take attendance|Review attendance/ })).toHaveCount(
    0,
  );
});

test('a student on approved leave is told so, with no periods and no check-in', async ({
  page,
}) => {
  await signIn(page, school.student.user!);
  await expect(page).toHaveURL(/\/dashboard\/student$/, { timeout: 30_000 });
  await expect(notice(page).first()).toContainText('You are on leave today (Medical)');
  await expect(page.getByRole('list', { name: 'Periods today' })).toHaveCount(0);
  await expect(page.getByText('Check in from this device')).toHaveCount(0);
});

test('an in-charge on approved leave is told so and offered no group roll-call', async ({
  page,
}) => {
  await signIn(page, school.incharge.user!);
  await expect(page).toHaveURL(/\/dashboard\/incharge$/, { timeout: 30_000 });
  await expect(notice(page).first()).toContainText('You are on leave today (Medical)');
  await expect(notice(page).first()).toContainText('No roll-call is due today');
  // Their group is listed without its roll-call (the sidebar's Roll-call page stays).
  const groups = page.getByRole('list', { name: 'Your groups' });
  await expect(groups).toContainText('Class 7-A');
  await expect(groups.getByRole('link')).toHaveCount(0);
});

test('the owner on their own approved leave is told so, with nothing to take or mark for them', async ({
  page,
}) => {
  await signIn(page, school.org.owner);
  await expect(page).toHaveURL(/\/dashboard\/institute$/, { timeout: 30_000 });
  const said = notice(page).first();
  await expect(said).toContainText('You are on leave today (Medical)');
  await expect(said).toContainText('Nothing to take or mark for you today');
  // Their own leave, not the organisation's day: nobody else is told to stay home.
  await expect(said).not.toContainText('Nobody is expected today');
  await expect(said).toHaveAttribute('data-kind', 'leave');
  await expect(page.getByRole('link', { name: /Check in|Take attendance/ })).toHaveCount(0);
});

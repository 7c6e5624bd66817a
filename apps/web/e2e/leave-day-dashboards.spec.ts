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
 * periods and no check-in, on an ordinary working day with periods for both.
 */
let school: { org: TestOrg; teacher: Person; student: Person };

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
  await onLeaveToday(org, student);
  school = { org, teacher, student };
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

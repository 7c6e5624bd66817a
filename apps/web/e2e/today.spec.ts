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
import { E2E } from './support/env';
import { expect, signIn, signInOnNewPage, test } from './support/fixtures';
import { getServiceKey } from './support/users';

/**
 * "Today" knows the calendar (issue 13): on the organisation's holiday the owner's, teacher's,
 * student's, employee's and in-charge's dashboards say so and offer nothing to take or mark; on a
 * day of approved leave the employee's dashboard says that. The days are the server's
 * (GET /api/me/day): the holiday is added through the data API as the owner, for today in India.
 */
test.describe.configure({ mode: 'serial' });

const HOLIDAY = 'Guru Nanak Jayanti';
let school: {
  org: TestOrg;
  teacher: Person;
  student: Person;
  employee: Person;
  incharge: Person;
};
let company: { org: TestOrg; meena: Person; ravi: Person };

/** As the owner, through the data API (what Settings → Holidays does). */
async function addHolidayAsOwner(org: TestOrg, date: string, name: string) {
  const response = await fetch(`${E2E.baseURL}/rest/v1/holidays`, {
    method: 'POST',
    headers: {
      apikey: await getServiceKey(),
      authorization: `Bearer ${org.ownerToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ org_id: org.id, date, name }),
  });
  expect(response.status).toBe(201);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const label = Date.now().toString(36);
  const today = istDate(0);
  const org = await createOrg(`Guru Nanak Vidyalaya ${label}`, 'institute');
  // No weekly off, so today is a working day but for the holiday, whatever the weekday.
  await rest(`organizations?id=eq.${org.id}`, {
    method: 'PATCH',
    body: { weekly_off_days: [], students_self_check_in: true },
  });
  const teacher = await addPerson(org, {
    name: 'Harpreet Kaur',
    role: 'teacher',
    userType: 'Teacher',
  });
  const student = await addPerson(org, {
    name: 'Simran Gill',
    role: 'student',
    userType: 'Student',
  });
  const employee = await addPerson(org, {
    name: 'Gurdeep Singh',
    role: 'employee',
    userType: 'Employee',
  });
  const incharge = await addPerson(org, {
    name: 'Manjit Sandhu',
    role: 'incharge',
    userType: 'Incharge',
  });
  const group = await addGroup(org, {
    name: 'Class 8-A',
    kind: 'class',
    responsibleId: incharge.memberId,
    members: [student.memberId],
  });
  for (const [period, subject, starts, ends] of [
    [1, 'Punjabi', '09:00', '09:45'],
    [2, 'Mathematics', '10:00', '10:45'],
  ] as const)
    await addSession(org, {
      groupId: group,
      subject,
      teacherId: teacher.memberId,
      weekday: weekdayOf(today),
      period,
      starts,
      ends,
    });
  await addHolidayAsOwner(org, today, HOLIDAY);
  school = { org, teacher, student, employee, incharge };

  // A company with an ordinary working day, where Meena is on approved Sick leave today.
  const firm = await createOrg(`Punjab Looms ${label}`, 'company');
  await rest(`organizations?id=eq.${firm.id}`, {
    method: 'PATCH',
    body: { weekly_off_days: [] },
  });
  const meena = await addPerson(firm, {
    name: 'Meena Iyer',
    role: 'employee',
    userType: 'Employee',
  });
  const ravi = await addPerson(firm, {
    name: 'Ravi Kumar',
    role: 'employee',
    userType: 'Employee',
  });
  const meenaToken = await accessToken(meena.user!);
  const types = await api<Array<{ id: string; code: string }>>(
    meenaToken,
    `/api/organizations/${firm.id}/leave-types`,
    undefined,
    'GET',
  );
  const sick = types.find((t) => t.code === 'SL')!;
  const filed = await api<{ id: string }>(meenaToken, '/api/leave/requests', {
    leave_type_id: sick.id,
    from_date: today,
    to_date: today,
    reason: 'Fever since last night',
  });
  await api(firm.ownerToken, `/api/requests/leave/${filed.id}/decision`, { decision: 'approve' });
  company = { org: firm, meena, ravi };
});

async function openDashboard(page: Page, person: Person, path: RegExp) {
  await signIn(page, person.user!);
  await expect(page).toHaveURL(path, { timeout: 30_000 });
}

const notice = (page: Page) => page.getByTestId('day-notice');

test('the owner’s dashboard says today is the holiday', async ({ page }) => {
  await signIn(page, school.org.owner);
  await expect(page).toHaveURL(/\/dashboard\/institute$/, { timeout: 30_000 });
  await expect(notice(page)).toContainText(`Today is ${HOLIDAY} — a holiday`);
  await expect(notice(page)).toContainText('Nobody is expected today');
});

test('the teacher sees the holiday and no roll-call to take', async ({ page }) => {
  await openDashboard(page, school.teacher, /\/dashboard\/teacher$/);
  await expect(notice(page)).toContainText(`Today is ${HOLIDAY} — a holiday`);
  await expect(page.getByTestId('stat-periods')).toContainText('0');
  await expect(page.getByTestId('teacher-session')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Take attendance|Review attendance/ })).toHaveCount(
    0,
  );
  // The week is still there to look at.
  await expect(page.getByText('Your week')).toBeVisible();
  // The roll-call page offers no period for today either.
  await page.goto('/dashboard/teacher/roll-call');
  await expect(page.getByText(/No periods on/)).toBeVisible();
});

test('the student sees the holiday, no periods and no check-in', async ({ page }) => {
  await openDashboard(page, school.student, /\/dashboard\/student$/);
  await expect(notice(page)).toContainText(`Today is ${HOLIDAY} — a holiday`);
  await expect(notice(page)).toContainText('Nothing to take or mark today.');
  await expect(page.getByRole('list', { name: 'Periods today' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Check in/ })).toHaveCount(0);
  await expect(page.getByText('Check in from this device')).toHaveCount(0);
});

test('the employee sees the holiday and no check-in', async ({ page }) => {
  await openDashboard(page, school.employee, /\/dashboard\/employee$/);
  await expect(notice(page)).toContainText(`Today is ${HOLIDAY} — a holiday`);
  await expect(page.getByTestId('employee-today')).toBeVisible();
  await expect(page.getByText('Check in from this device')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Check in/ })).toHaveCount(0);
});

test('the in-charge sees the holiday and no group roll-call', async ({ page }) => {
  await openDashboard(page, school.incharge, /\/dashboard\/incharge$/);
  await expect(notice(page)).toContainText(`Today is ${HOLIDAY} — a holiday`);
  const groups = page.getByRole('list', { name: 'Your groups' });
  await expect(groups).toContainText('Class 8-A');
  // No group roll-call today (the sidebar's Roll-call page still opens other days).
  await expect(groups.getByRole('link', { name: /Roll-call/ })).toHaveCount(0);
});

test('an employee on approved leave is told so; a colleague can check in', async ({
  page,
  browser,
}) => {
  await openDashboard(page, company.meena, /\/dashboard\/employee$/);
  await expect(notice(page)).toContainText('You are on leave today (Sick leave)');
  await expect(page.getByText('Check in from this device')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('employee-on-leave.png') });

  const other = await signInOnNewPage(browser, company.ravi.user!, /\/dashboard\/employee$/);
  await expect(other.getByText('Check in from this device')).toBeVisible();
  await expect(other.getByTestId('day-notice')).toHaveCount(0);
  await other.context().close();
});

test('a server answering 503 shows an error with Try again, and trying again gets back in', async ({
  page,
}) => {
  await openDashboard(page, school.employee, /\/dashboard\/employee$/);
  await expect(notice(page)).toBeVisible();
  // The server answers 503 while the page starts (restoring the session needs /api/config).
  await page.route('**/api/config', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable"}' }),
  );
  await page.reload();
  await expect(page.getByTestId('service-unavailable')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('heading', { name: 'The service is not reachable right now' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Authentication Error' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('service-unavailable.png') });
  await page.unroute('**/api/config');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(notice(page)).toContainText(`Today is ${HOLIDAY} — a holiday`, { timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/employee$/);
});

import type { Page } from '@playwright/test';
import {
  addGroup,
  addPerson,
  addRecords,
  createOrg,
  istDate,
  istInstant,
  type Person,
  setUserType,
  type TestOrg,
} from './support/attendance-seed';
import { expect, signIn, test } from './support/fixtures';
import { type School, seedSchool } from './support/school-seed';
import { createUser } from './support/users';

/**
 * Each role dashboard shows what was arranged for its person: names, counts and percentages
 * computed from real rows (see support/school-seed.ts for the institute's month).
 */
test.describe.configure({ mode: 'serial' });

let school: School;
let company: {
  org: TestOrg;
  name: string;
  ravi: Person;
  incharge: Person;
  workedThisMonth: number;
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const label = Date.now().toString(36);
  school = await seedSchool(label);
  const name = `Konkan Logistics ${label}`;
  const org = await createOrg(name, 'company');
  const ravi = await addPerson(org, {
    name: 'Ravi Kulkarni',
    role: 'employee',
    userType: 'Employee',
    code: 'KL-001',
  });
  const incharge = await addPerson(org, {
    name: 'Farah Shaikh',
    role: 'incharge',
    userType: 'Incharge',
    code: 'KL-900',
  });
  await addGroup(org, {
    name: 'Bhiwandi warehouse',
    kind: 'site',
    responsibleId: incharge.memberId,
    members: [ravi.memberId],
  });
  const today = istDate(0);
  const past = [1, 2].map((n) => istDate(n));
  await addRecords(org, [
    ...past.map((date) => ({
      member_id: ravi.memberId,
      date,
      status: 'present',
      check_in_at: istInstant(date, '09:00'),
      check_out_at: istInstant(date, '18:00'),
      method: 'face',
    })),
    {
      member_id: ravi.memberId,
      date: today,
      status: 'late',
      check_in_at: istInstant(today, '09:47'),
      method: 'card',
    },
  ]);
  const workedThisMonth = [...past, today].filter(
    (d) => d.slice(0, 7) === today.slice(0, 7),
  ).length;
  company = { org, name, ravi, incharge, workedThisMonth };
});

async function open(page: Page, user: { email: string; password: string }, path: RegExp) {
  await signIn(page, user);
  await expect(page).toHaveURL(path);
}

test('Student: today’s periods, the percentage per subject against 75 %, the calendar and requests', async ({
  page,
}) => {
  await open(page, school.asha.user!, /\/dashboard\/student$/);
  await expect(page.getByTestId('org-name')).toHaveText(school.name);
  const periods = page.getByRole('list', { name: 'Periods today' });
  await expect(periods.getByRole('listitem')).toHaveCount(2);
  await expect(periods).toContainText('Mathematics');
  await expect(periods).toContainText('Room 12');
  await expect(periods).toContainText('Meera Nair');
  await expect(page.getByTestId('overall-percent')).toHaveText('57.1 %');
  const overview = page.getByTestId('attendance-overview');
  await expect(overview).toContainText('4 of 7 classes');
  await expect(overview.getByRole('alert')).toContainText(
    'Below the 75 % minimum. Attend the next 5 classes in a row',
  );
  await expect(overview).toContainText('excused classes and approved leave are not counted');
  const subjects = page.getByTestId('subject-row');
  await expect(subjects).toHaveCount(2);
  await expect(subjects.nth(0)).toContainText('Mathematics');
  await expect(subjects.nth(0)).toContainText('75 % (3/4)');
  await expect(subjects.nth(1)).toContainText('Science');
  await expect(subjects.nth(1)).toContainText('33.3 % (1/3)');
  await expect(subjects.nth(1)).toContainText('below the minimum');
  // The calendar: both periods attended, one of two, and an absence beside an excused period.
  const month = istDate(0).slice(0, 7);
  for (const [daysAgo, kind] of [
    [1, 'present'],
    [2, 'partial'],
    [3, 'absent'],
  ] as const) {
    if (istDate(daysAgo).slice(0, 7) !== month) continue;
    await expect(page.locator(`[data-date="${istDate(daysAgo)}"]`)).toHaveAttribute(
      'data-kind',
      kind,
    );
  }
  await expect(page.getByTestId('my-requests')).toContainText('Cousin’s wedding in Nashik');
  await expect(page.getByTestId('my-requests')).toContainText('Pending');
});

test('Teacher: today’s two periods, requests waiting and the students below the minimum', async ({
  page,
}) => {
  await open(page, school.teacher.user!, /\/dashboard\/teacher$/);
  await expect(page.getByTestId('org-name')).toHaveText(school.name);
  await expect(page.getByTestId('stat-periods')).toContainText('2');
  await expect(page.getByTestId('stat-requests')).toContainText('1');
  const sessions = page.getByTestId('teacher-session');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.nth(0)).toContainText('Mathematics · Class 9-B');
  await expect(sessions.nth(0)).toContainText('Not taken yet');
  await expect(sessions.nth(0).getByRole('link', { name: /Take attendance/ })).toHaveAttribute(
    'href',
    `/dashboard/teacher/roll-call?session=${school.maths}&date=${istDate(0)}`,
  );

  // Their classes at the gate today: Asha is in, Kabir and Zoya not yet.
  await expect(page.getByTestId('live-status')).toHaveText('Live');
  await expect(page.getByTestId('board-in')).toContainText('1');
  await expect(page.getByTestId('board-not_in')).toContainText('2');
  // Left open, the page comes to rest: the live dot pings as the board goes live, then stays still.
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
    )
    .toBe(0);

  await page
    .getByRole('main')
    .getByRole('link', { name: /Low attendance/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/teacher\/students$/);
  await expect(page.getByTestId('low-attendance-summary')).toHaveText(
    '2 students are below the minimum in at least one of your subjects.',
  );
  const rows = page.getByTestId('low-attendance-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Zoya Khan');
  await expect(rows.nth(0)).toContainText('25 %');
  await expect(rows.nth(1)).toContainText('Asha Rao');
  await expect(rows.nth(1)).toContainText('Science');
  await page.getByLabel('Show').selectOption('all');
  await expect(rows).toHaveCount(4);

  await page.goto('/dashboard/teacher/requests');
  const pending = page.getByTestId('review-request');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Asha Rao');
  await expect(pending).toContainText('Cousin’s wedding in Nashik');
});

test('In-charge: the live board of the hostel and its roll-call', async ({ page }) => {
  await open(page, school.incharge.user!, /\/dashboard\/incharge$/);
  await expect(page.getByTestId('live-status')).toHaveText('Live');
  await expect(page.getByTestId('board-in')).toContainText('1');
  await expect(page.getByTestId('board-not_in')).toContainText('1');
  await expect(page.getByRole('list', { name: 'Your groups' })).toContainText('Hostel');
  await page.getByRole('link', { name: 'Open the full board' }).click();
  const rows = page.getByTestId('board-row');
  await expect(rows).toHaveCount(2);
  await expect(page.locator(`[data-member-id="${school.asha.memberId}"]`)).toHaveAttribute(
    'data-state',
    'in',
  );
  await expect(page.locator(`[data-member-id="${school.kabir.memberId}"]`)).toHaveAttribute(
    'data-state',
    'not_in',
  );
});

test('Employee: today’s check-in, this month and the timesheet', async ({ page }) => {
  await open(page, company.ravi.user!, /\/dashboard\/employee$/);
  await expect(page.getByTestId('org-name')).toHaveText(company.name);
  await expect(page.getByTestId('today-status')).toHaveText('Late');
  await expect(page.getByTestId('today-in')).toHaveText(/^9:47\s?am$/i);
  await expect(page.getByTestId('today-out')).toHaveText('—');
  await expect(page.getByTestId('month-worked')).toContainText(String(company.workedThisMonth));
  await page.getByRole('link', { name: 'Timesheet' }).first().click();
  const yesterday = page.locator(`[data-date="${istDate(1)}"]`);
  if (istDate(1).slice(0, 7) === istDate(0).slice(0, 7)) {
    await expect(yesterday).toContainText(/9:00\s?am → 6:00\s?pm/i);
    await expect(yesterday).toContainText('9 h 00 m');
    await expect(yesterday).toContainText('Present');
  }
});

test('Company owner: the live board and requests of the whole company', async ({ page }) => {
  await open(page, company.org.owner, /\/dashboard\/company$/);
  // Today's figures: Ravi came in late and is still in.
  await expect(page.getByTestId('today-late')).toHaveText('1');
  for (const figure of ['present', 'absent', 'onLeave'])
    await expect(page.getByTestId(`today-${figure}`)).toHaveText('0');
  await expect(page.getByText('1 record today; 1 checked in and not yet out.')).toBeVisible();
  await page.goto('/dashboard/company/live');
  await expect(page.getByTestId('live-status')).toHaveText('Live');
  await expect(page.getByTestId('board-in')).toContainText('1');
  await expect(page.getByTestId('board-late')).toContainText('1');
  await expect(page.locator(`[data-member-id="${company.ravi.memberId}"]`)).toHaveAttribute(
    'data-state',
    'in',
  );
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Requests' })
    .click();
  await expect(page.getByRole('tab', { name: 'Waiting (0)' })).toBeVisible();
});

test('Institute owner: the whole school on the board and the student’s pending leave', async ({
  page,
}) => {
  await open(page, school.org.owner, /\/dashboard\/institute$/);
  await page.goto('/dashboard/institute/requests');
  await expect(page.getByTestId('review-request')).toContainText('Asha Rao');
  await page.goto('/dashboard/institute/live');
  await expect(page.getByTestId('board-in')).toContainText('1');
  // Everyone but the owner: teacher, in-charge and three students.
  await expect(page.getByTestId('board-row')).toHaveCount(5);
});

test('Admin: system status, counts, organisations, a type change and disabling, with the audit log', async ({
  page,
}) => {
  const admin = await createUser({ fullName: 'Nandini Admin' });
  await setUserType(admin.id, 'Admin');
  const someone = await createUser({ userType: 'Employee', fullName: 'Gopal Verma' });
  await open(page, admin, /\/dashboard\/admin$/);
  await expect(page.getByTestId('system-status')).toHaveText('Operational');
  await expect(page.getByTestId('admin-count-organizations')).not.toContainText('…');
  const orgCount = Number(
    (await page
      .getByTestId('admin-count-organizations')
      .locator('p')
      .nth(1)
      .textContent())!.replace(/,/g, ''),
  );
  expect(orgCount).toBeGreaterThanOrEqual(2);

  await page
    .getByRole('link', { name: /^Organisations/ })
    .last()
    .click();
  await page.getByLabel('Search organisations').fill(school.name);
  await expect(page.getByTestId('admin-organization-row')).toHaveCount(1);
  await expect(page.getByTestId('admin-organization-row')).toContainText(school.org.owner.email);
  // Owner, teacher, in-charge and three students.
  await expect(page.getByTestId('admin-organization-row').locator('td').nth(2)).toHaveText('6');

  await page.goto('/dashboard/admin/users');
  await page.getByLabel('Search users').fill(someone.email);
  const row = page.locator(`[data-email="${someone.email}"]`);
  await expect(row.getByTestId('user-type')).toHaveText('Employee');
  await row.getByRole('button', { name: /Change type/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Account type').selectOption('Admin');
  await expect(dialog).toContainText('Admins see and change everything');
  await dialog.getByLabel('Account type').selectOption('Incharge');
  await dialog.getByRole('button', { name: 'Change type' }).click();
  // Confirmed by a toast.
  const toasts = page.getByRole('region', { name: /^Notifications/ });
  await expect(toasts.getByText('Gopal Verma is now an Incharge.')).toBeVisible();
  await expect(row.getByTestId('user-type')).toHaveText('Incharge');
  await row.getByRole('button', { name: /^Disable/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable account' }).click();
  await expect(row).toContainText('Disabled');
  await expect(toasts.getByText('Gopal Verma is disabled.')).toBeVisible();
  await row.getByRole('button', { name: /^Enable/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enable account' }).click();
  await expect(row).not.toContainText('Disabled');

  await page.goto('/dashboard/admin/audit');
  await page.getByLabel('What changed').selectOption('attendance_records');
  await expect(page.getByTestId('audit-entry').first()).toHaveAttribute(
    'data-entity',
    'attendance_records',
  );
  // Other journeys write attendance at the same time, so the newest entry may be theirs: some
  // entry holds a change of status (its diff folded away until opened).
  await expect(
    page.getByTestId('audit-entry').getByTestId('audit-diff').filter({ hasText: 'status' }).first(),
  ).toBeAttached();
  // Changes made through the product's own operations name the person: Asha filed her leave.
  await page.getByLabel('What changed').selectOption('leave_requests');
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: 'Asha Rao' }).first(),
  ).toContainText('insert');
  await page.getByRole('tab', { name: 'Sign-in events' }).click();
  await page.getByLabel('Search sign-in events').fill(someone.email);
  await expect(page.getByTestId('auth-events')).toContainText('user_disabled');
  await expect(page.getByTestId('auth-events')).toContainText('user_type_changed');
});

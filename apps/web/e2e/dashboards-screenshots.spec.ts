import type { Page } from '@playwright/test';
import {
  addGroup,
  addPerson,
  addRecords,
  createOrg,
  istDate,
  istInstant,
  setUserType,
} from './support/attendance-seed';
import { expect, newPersonPage, signInOnNewPage, test } from './support/fixtures';
import { seedSchool } from './support/school-seed';
import { isScreenshotRun, SCREENSHOT_CONTEXT, shoot as shootAt } from './support/screenshots';
import { createUser } from './support/users';

/**
 * Screenshots of the role dashboards at 1280 and 375 px (run with SCREENSHOTS=1; skipped
 * otherwise), written to the repository's docs/screenshots/dashboards-*.png.
 */
test.skip(!isScreenshotRun, 'set SCREENSHOTS=1 to refresh the screenshots');
test.use(SCREENSHOT_CONTEXT);
test.describe.configure({ mode: 'serial' });

const shoot = (page: Page, name: string, ready: () => Promise<void>) =>
  shootAt(page, `dashboards-${name}`, { ready });

test('role dashboards', async ({ browser }) => {
  test.setTimeout(240_000);
  const school = await seedSchool('Pune');
  const org = await createOrg('Konkan Logistics', 'company');
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
  });
  const sunita = await addPerson(org, {
    name: 'Sunita Jadhav',
    role: 'employee',
    code: 'KL-002',
    withAccount: false,
  });
  const prakash = await addPerson(org, {
    name: 'Prakash More',
    role: 'employee',
    code: 'KL-003',
    withAccount: false,
  });
  await addGroup(org, {
    name: 'Bhiwandi warehouse',
    kind: 'site',
    responsibleId: incharge.memberId,
    members: [ravi.memberId, sunita.memberId, prakash.memberId],
  });
  await addRecords(org, [
    {
      member_id: sunita.memberId,
      date: istDate(0),
      status: 'late',
      check_in_at: istInstant(istDate(0), '09:48'),
      method: 'card',
    },
  ]);
  const days = [5, 4, 3, 2, 1].map((n) => istDate(n));
  await addRecords(org, [
    ...days.map((date, i) => ({
      member_id: ravi.memberId,
      date,
      status: i === 1 ? 'late' : 'present',
      check_in_at: istInstant(date, i === 1 ? '09:52' : '09:0' + i),
      check_out_at: i === 3 ? null : istInstant(date, '18:1' + i),
      flags: i === 3 ? ['missing_check_out'] : [],
      method: 'face',
    })),
    {
      member_id: ravi.memberId,
      date: istDate(0),
      status: 'present',
      check_in_at: istInstant(istDate(0), '09:04'),
      method: 'self_geo',
    },
  ]);
  const admin = await createUser({ fullName: 'Nandini Admin' });
  await setUserType(admin.id, 'Admin');

  const as = (user: { email: string; password: string }, home: RegExp) =>
    signInOnNewPage(browser, user, home, SCREENSHOT_CONTEXT);

  let page = await as(school.asha.user!, /\/dashboard\/student$/);
  await shoot(page, 'student', () =>
    expect(page.getByTestId('overall-percent')).toHaveText('57.1 %'),
  );
  await page.goto('/dashboard/student/requests');
  await shoot(page, 'student-requests', () =>
    expect(page.getByTestId('my-requests')).toBeVisible(),
  );

  page = await as(school.teacher.user!, /\/dashboard\/teacher$/);
  await shoot(page, 'teacher', () => expect(page.getByTestId('teacher-session')).toHaveCount(2));
  await page.goto(`/dashboard/teacher/roll-call?session=${school.maths}&date=${istDate(1)}`);
  await shoot(page, 'roll-call', () => expect(page.getByTestId('roster-row')).toHaveCount(3));
  await page.goto('/dashboard/teacher/students');
  await shoot(page, 'low-attendance', () =>
    expect(page.getByTestId('low-attendance-row')).toHaveCount(2),
  );
  await page.goto('/dashboard/teacher/requests');
  await shoot(page, 'teacher-requests', () =>
    expect(page.getByTestId('review-request')).toHaveCount(1),
  );

  page = await as(ravi.user!, /\/dashboard\/employee$/);
  await shoot(page, 'employee', () => expect(page.getByTestId('today-in')).not.toHaveText('—'));
  await page.goto('/dashboard/employee/timesheet');
  await shoot(page, 'timesheet', () =>
    expect(page.getByTestId('timesheet-day').first()).toBeVisible(),
  );

  page = await as(incharge.user!, /\/dashboard\/incharge$/);
  await shoot(page, 'incharge', () => expect(page.getByTestId('live-status')).toHaveText('Live'));
  await page.goto('/dashboard/incharge/live');
  await shoot(page, 'live-board', () => expect(page.getByTestId('board-row')).toHaveCount(3));

  page = await as(admin, /\/dashboard\/admin$/);
  await shoot(page, 'admin', () =>
    expect(page.getByTestId('system-status')).toHaveText('Operational'),
  );
  await page.goto('/dashboard/admin/users');
  await shoot(page, 'admin-users', () =>
    expect(page.getByTestId('admin-user-row').first()).toBeVisible(),
  );
  await page.goto('/dashboard/admin/audit');
  await shoot(page, 'admin-audit', () =>
    expect(page.getByTestId('audit-entry').first()).toBeVisible(),
  );

  const visitor = await newPersonPage(browser, SCREENSHOT_CONTEXT);
  await visitor.goto('/demo#sandbox');
  await shoot(visitor, 'demo-sandbox', () =>
    expect(visitor.getByTestId('demo-sandbox').getByRole('listitem')).toHaveCount(6),
  );
});

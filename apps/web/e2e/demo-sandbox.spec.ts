import type { Page } from '@playwright/test';
import {
  cameraContext,
  facePhoto,
  launchWithCamera,
  requireFaceFixtures,
  toTurningY4m,
} from './support/capture/camera';
import { enrolOnProfile } from './support/capture/enrol';
import { rest } from './support/attendance-seed';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';

/**
 * /demo's live sandbox against the server's own demo organisations (seeded at start-up when
 * missing): pick a role, land on its dashboard with the demo organisation's data, leave again.
 */

type DemoInfo = {
  isAvailable: boolean;
  organizations: Array<{ kind: string; name: string }>;
  roles: Array<{ role: string; organization: string; name: string | null }>;
};

/** The first start-up builds the demo in the background; wait for it (about a minute at most). */
async function demoInfo(): Promise<DemoInfo> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const info = (await (await fetch(`${E2E.baseURL}/api/demo`)).json()) as DemoInfo;
    if (info.isAvailable) return info;
    if (Date.now() > deadline) throw new Error('the demo did not become available within 150 s');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

type Week = { id: string; weekly_off_days: number[] };

/**
 * Makes every day a working day for the demo organisation and its shifts, and returns what puts
 * its week back: on its weekly off the dashboard rightly offers no check-in, and a journey about
 * checking in must run the same on a Saturday.
 */
async function workingEveryDay(organization: string): Promise<() => Promise<void>> {
  const [org] = await rest<Week[]>(
    `organizations?name=eq.${encodeURIComponent(organization)}&select=id,weekly_off_days`,
  );
  if (!org) throw new Error(`no demo organisation named ${organization}`);
  const shifts = await rest<Week[]>(`shifts?org_id=eq.${org.id}&select=id,weekly_off_days`);
  const set = async (table: string, rows: Week[], days?: number[]) => {
    for (const row of rows)
      await rest(`${table}?id=eq.${row.id}`, {
        method: 'PATCH',
        body: { weekly_off_days: days ?? row.weekly_off_days },
      });
  };
  await set('organizations', [org], []);
  await set('shifts', shifts, []);
  return async () => {
    await set('shifts', shifts);
    await set('organizations', [org]);
  };
}

async function tryRole(page: Page, button: string) {
  await page.goto('/demo#sandbox');
  const sandbox = page.getByTestId('demo-sandbox');
  await expect(sandbox.getByRole('listitem')).toHaveCount(6);
  await expect(sandbox.getByTestId('demo-admin-note')).toContainText('Admin is not offered');
  await sandbox.getByRole('button', { name: button }).click();
}

test('as a Teacher: the demo school’s timetable, then leave the demo', async ({ page }) => {
  test.setTimeout(200_000);
  const info = await demoInfo();
  const school = info.organizations.find((o) => o.kind === 'institute')!.name;
  const teacher = info.roles.find((r) => r.role === 'teacher')!.name!;
  await tryRole(page, 'Try as Teacher');
  await expect(page).toHaveURL(/\/dashboard\/teacher$/, { timeout: 30_000 });
  await expect(page.getByTestId('demo-banner')).toContainText(`You are ${teacher} (Teacher)`);
  await expect(page.getByTestId('signed-in-name')).toHaveText(teacher);
  await expect(page.getByTestId('org-name')).toHaveText(school);
  // The demo's teacher teaches a full week: the week card lists it whatever day it is.
  await expect(page.getByText(/\d+ periods? a week with \d+ class(es)?\./)).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /Low attendance/ })
    .click();
  await expect(page.getByTestId('low-attendance-row').first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Leave demo' }).click();
  await expect(page).toHaveURL(/\/demo#sandbox$/);
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('ias-auth'))).toBeNull();
  await page.goto('/dashboard/teacher');
  await expect(page).toHaveURL(/\/login$/);
});

test('as an Employee: the demo company, this month’s days and the timesheet', async ({ page }) => {
  test.setTimeout(200_000);
  const info = await demoInfo();
  const company = info.organizations.find((o) => o.kind === 'company')!.name;
  const employee = info.roles.find((r) => r.role === 'employee')!.name!;
  await tryRole(page, 'Try as Employee');
  await expect(page).toHaveURL(/\/dashboard\/employee$/, { timeout: 30_000 });
  await expect(page.getByTestId('demo-banner')).toContainText(`You are ${employee} (Employee)`);
  await expect(page.getByTestId('org-name')).toHaveText(company);
  await page.getByRole('link', { name: 'Timesheet' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/employee\/timesheet$/);
  // The demo holds a month of attendance: there are worked days (this month or, on the 1st, the last).
  const days = page.getByTestId('timesheet-day');
  await expect(days.first()).toBeVisible();
  const worked = page.getByTestId('timesheet').getByText(/Present|Late/);
  if ((await worked.count()) === 0)
    await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(worked.first()).toBeVisible();
  await expect(page.getByTestId('timesheet-hours')).not.toContainText(/^0 m$/);
});

// A visitor in London tries the Employee's main action: set up face check-in, then check in from
// their own device. The demo company's sites are in Bengaluru; the demo lets a visitor in from
// anywhere and says how far away they are, while the face is checked for real.
test('as an Employee: a visitor anywhere sets up face check-in and checks in', async () => {
  test.setTimeout(300_000);
  requireFaceFixtures();
  const demo = await demoInfo();
  // The camera shows the visitor turning their head, as the server's face challenge asks.
  const browser = await launchWithCamera(
    toTurningY4m(facePhoto('img2.jpg'), 'demo-employee-img2-turning', {
      noseX: 0.5,
      front: 0.1,
      left: 0.45,
      right: -0.3,
    }),
  );
  const kind = demo.roles.find((r) => r.role === 'employee')!.organization;
  const restoreWeek = await workingEveryDay(demo.organizations.find((o) => o.kind === kind)!.name);
  try {
    const context = await cameraContext(browser);
    await context.grantPermissions(['camera', 'geolocation']);
    await context.setGeolocation({ latitude: 51.5072, longitude: -0.1276, accuracy: 2000 });
    const page = await context.newPage();
    await tryRole(page, 'Try as Employee');
    await expect(page).toHaveURL(/\/dashboard\/employee$/, { timeout: 30_000 });
    // The seeded day may already hold a check-in (then this is the check-out): either is the action.
    const checkButton = page.getByRole('button', { name: /^Check (in|out)$/ });

    await checkButton.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Set up face check-in first');
    await alert.getByRole('link', { name: 'Set up face check-in on your profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await enrolOnProfile(page);

    await page.goto('/dashboard/employee');
    await checkButton.click();
    await expect(page.getByLabel('Camera for face verification')).toBeVisible();
    await expect(page.getByText(/^Checked (in|out)$/)).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('status').filter({ hasText: /^Checked (in|out)/ })).toContainText(
      /the demo lets you in from [\d.,]+ km away; a real organisation needs you within \d+ m of/,
    );
  } finally {
    await browser.close();
    await restoreWeek();
  }
});

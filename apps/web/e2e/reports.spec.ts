import { readFile } from 'node:fs/promises';
import { payPeriods } from '@ias/shared';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { addPerson, addRecords, createOrg, istDate, istInstant } from './support/attendance-seed';
import { expect, signIn, test } from './support/fixtures';
import { seedSchool } from './support/school-seed';
import { isScreenshotRun, shoot } from './support/screenshots';

const row = (page: Page, name: string) => page.getByTestId('report-row').filter({ hasText: name });

test('an institute owner reads the month’s report, filters by the class and downloads it as CSV', async ({
  page,
}) => {
  const school = await seedSchool(`reports-${Date.now().toString(36)}`);
  // The seeded roll-calls are on the four days before today.
  const from = istDate(4);
  const to = istDate(0);
  await signIn(page, school.org.owner);
  await expect(page).toHaveURL(/\/dashboard\/institute$/);
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/institute\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last pay period' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByTestId('report-range')).toHaveAttribute('data-from', from);
  await expect(page.getByTestId('report-range')).toHaveAttribute('data-to', to);

  // Everyone but the owner: three students, the teacher and the hostel in-charge.
  await expect(page.getByTestId('report-row')).toHaveCount(5);
  const asha = row(page, 'Asha Rao');
  await expect(asha.locator('[data-column="percent"]')).toContainText('57.1 %');
  await expect(asha.locator('[data-column="percent"]')).toContainText('4 of 7 classes');
  await expect(asha).toContainText('Below 75 % minimum');
  await expect(asha.locator('[data-column="excused"]')).toHaveText('1');
  await expect(row(page, 'Kabir Das').locator('[data-column="percent"]')).toContainText('100 %');
  await expect(row(page, 'Kabir Das')).not.toContainText('Below');
  await expect(row(page, 'Zoya Khan').locator('[data-column="percent"]')).toContainText('25 %');

  // Only the class: its three students, lowest first when sorted by percentage.
  await page.getByLabel('Class or group').selectOption({ label: 'Class 9-B' });
  await expect(page.getByTestId('report-summary')).toContainText(
    '3 people in Class 9-B · 2 below the 75 % minimum',
  );
  await expect(page.getByTestId('report-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Attendance' }).click();
  await expect(page.getByTestId('report-row').first()).toContainText('Zoya Khan');
  await expect(page.getByRole('columnheader', { name: 'Attendance' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  if (isScreenshotRun) await shoot(page, 'reports-institute');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `attendance-${school.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${from}-to-${to}.csv`,
  );
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes.toString('utf8'), { bom: true }) as string[][];
  expect(rows[0]!.slice(0, 2)).toEqual(['Name', 'Roll number']);
  expect(rows.slice(1).map((r) => r[0])).toEqual(['Asha Rao', 'Kabir Das', 'Zoya Khan']);
  expect(rows[1]).toEqual(
    ['Asha Rao', '9B-01', 'Student', 'Class 9-B; Hostel', 'Active', 'Classes'].concat([
      '4',
      '0',
      '0',
      '3',
      '0',
      '1',
      '4',
      '7',
      '57.1',
      'Yes',
    ]),
  );
  expect(rows[3]!.slice(-2)).toEqual(['25.0', 'Yes']);
});

test('a company owner starts pay periods on the 26th and opens last pay period', async ({
  page,
}) => {
  const org = await createOrg(`Kaveri Mills ${Date.now().toString(36)}`, 'company');
  const today = istDate(0);
  const { previous } = payPeriods(today, 26);
  const meena = await addPerson(org, {
    name: 'Meena Iyer',
    role: 'employee',
    code: 'E-101',
    withAccount: false,
  });
  await addRecords(org, [
    {
      member_id: meena.memberId,
      date: previous.from,
      status: 'present',
      check_in_at: istInstant(previous.from, '09:00'),
      check_out_at: istInstant(previous.from, '17:30'),
    },
  ]);
  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/company$/);
  await page.goto('/dashboard/company/reports');
  await expect(page.getByTestId('report-row')).toHaveCount(1);

  await page.getByLabel('Pay period starts on day').selectOption('26');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved: pay periods start on day 26.')).toBeVisible();
  await page.getByRole('button', { name: 'Last pay period' }).click();
  await expect(page.getByRole('button', { name: 'Last pay period' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const range = page.getByTestId('report-range');
  await expect(range).toHaveAttribute('data-from', previous.from);
  await expect(range).toHaveAttribute('data-to', previous.to);
  await expect(range).toContainText(`${Number(previous.from.slice(8))} `);
  await expect(range).toContainText(`${Number(previous.to.slice(8))} `);
  const row = page.getByTestId('report-row').filter({ hasText: 'Meena Iyer' });
  // One day present; the closure may have marked the period's last days absent when it ended
  // within the past week, so the number of days counted depends on today's date.
  await expect(row.locator('[data-column="percent"]')).toContainText(/\b1 of \d+ days?/);
  await expect(row).toContainText('8 h 30 m');

  // The setting is kept: after a reload the preset still means the 26th–25th.
  await page.reload();
  await expect(page.getByLabel('Pay period starts on day')).toHaveValue('26');
  await expect(range).toHaveAttribute('data-from', previous.from);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a teacher opens Reports from her dashboard: her class only, a card per person', async ({
    page,
  }) => {
    const school = await seedSchool(`reports-narrow-${Date.now().toString(36)}`);
    await signIn(page, school.teacher.user!);
    await expect(page).toHaveURL(/\/dashboard\/teacher$/);
    await page.getByRole('link', { name: /^Reports/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/teacher\/reports$/);
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill(istDate(4));
    await page.getByLabel('To', { exact: true }).fill(istDate(0));
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect(page.getByTestId('report-row')).toHaveCount(3);
    await expect(row(page, 'Asha Rao')).toContainText('57.1 %');
    await expect(page.getByText('Suresh Patil')).toHaveCount(0);
    await expect(page.getByLabel('Pay period starts on day')).toHaveCount(0);

    // A card per person on a phone (the shared data table), nothing wider than the screen.
    await expect(page.getByRole('table', { name: /Attendance per person/ })).toHaveCount(0);
    await expect(row(page, 'Asha Rao')).toContainText('Excused');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  });
});

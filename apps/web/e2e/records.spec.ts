import { readFileSync } from 'node:fs';
import { addPerson, addRecords, createOrg, istDate, istInstant } from './support/attendance-seed';
import { dayMonthYear } from './support/dates';
import { expect, signIn, test } from './support/fixtures';

// The owner reads from abroad: the records stay on the organisation's clock, and say so once.
test.use({ timezoneId: 'America/New_York' });

test("the owner finds attendance records by day, person and status, and exports the filtered list; another organisation's records never show", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await createOrg(`Konkan Textiles ${Date.now().toString(36)}`, 'company');
  const other = await createOrg(`Other Mills ${Date.now().toString(36)}`, 'company');
  const [anil, bhavna] = await Promise.all([
    addPerson(org, { name: 'Anil Joshi', role: 'employee', code: 'KT-07', withAccount: false }),
    addPerson(org, { name: 'Bhavna Patel', role: 'employee', code: 'KT-11', withAccount: false }),
  ]);
  const stranger = await addPerson(other, {
    name: 'Outsider Rao',
    role: 'employee',
    withAccount: false,
  });
  const today = istDate(0);
  const yesterday = istDate(1);
  const longAgo = istDate(20);
  await addRecords(org, [
    {
      member_id: anil!.memberId,
      date: today,
      status: 'present',
      method: 'face',
      check_in_at: istInstant(today, '09:02'),
    },
    {
      member_id: anil!.memberId,
      date: yesterday,
      status: 'late',
      method: 'card',
      check_in_at: istInstant(yesterday, '09:41'),
    },
    {
      member_id: bhavna!.memberId,
      date: today,
      status: 'present',
      method: 'card',
      check_in_at: istInstant(today, '08:55'),
    },
    // Outside the first week the page shows.
    { member_id: bhavna!.memberId, date: longAgo, status: 'absent' },
  ]);
  await addRecords(other, [{ member_id: stranger!.memberId, date: today, status: 'present' }]);

  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/company$/);
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Records' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/company\/records$/);
  const table = page.getByRole('table', { name: 'Attendance records' });
  const rows = table.getByTestId('record-row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('records-total')).toHaveText('3 records');
  await expect(table).not.toContainText('Outsider Rao');
  // Newest first: today's two, then yesterday's late arrival.
  await expect(rows.nth(2)).toContainText('Anil Joshi');
  await expect(rows.nth(2)).toContainText('Late');
  await expect(rows.nth(2)).toContainText('9:41 am');
  await expect(page.getByTestId('zone-note')).toHaveText('Times in IST (Asia/Kolkata)');

  // Further back: the absence three weeks ago appears.
  await page.getByLabel('From').fill(dayMonthYear(istDate(30)));
  await expect(page.getByTestId('records-total')).toHaveText('4 records');
  await expect(table).toContainText('Absent');

  // By person (name or employee code) and by status.
  await page.getByLabel('Person').fill('KT-07');
  await expect(rows).toHaveCount(2);
  await expect(table).not.toContainText('Bhavna Patel');
  await page.getByLabel('Status').selectOption({ label: 'Late' });
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('records-total')).toHaveText('1 record');

  // The filtered list exports as CSV, in the list's words.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all as CSV' }).click();
  const file = await download;
  const csv = readFileSync((await file.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('Date,Person,Number,Period,Status,In,Out,How,Notes from the system,Note');
  expect(csv.slice(1)).toEqual([`${yesterday},Anil Joshi,KT-07,Whole day,Late,9:41 am,,ID card,,`]);

  // Nothing matches: the empty state says so and clears the filters.
  await page.getByLabel('Person').fill('nobody-here');
  await expect(page.getByText('No record matches')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('records-total')).toHaveText('4 records');
});

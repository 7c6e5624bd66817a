import { readFile } from 'node:fs/promises';
import { payPeriods } from '@ias/shared';
import { addPerson, addRecords, createOrg, istDate, istInstant } from './support/attendance-seed';
import { expect, newPersonPage, signIn, test } from './support/fixtures';

test('an owner sees last pay period’s payroll numbers and downloads them in a saved layout', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const org = await createOrg(`Ganga Traders ${Date.now().toString(36)}`, 'company');
  const meera = await addPerson(org, {
    name: 'Meera Iyer',
    role: 'employee',
    code: 'E-7',
    withAccount: false,
  });
  // A late day in the pay period just closed (calendar months: the organisation's default).
  const { previous } = payPeriods(istDate(), 1);
  const day = `${previous.from.slice(0, 8)}10`;
  await addRecords(org, [
    {
      member_id: meera.memberId,
      date: day,
      status: 'late',
      check_in_at: istInstant(day, '09:45'),
      check_out_at: istInstant(day, '18:00'),
    },
  ]);

  const page = await newPersonPage(browser);
  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });
  await page.goto('/dashboard/company/reports');
  const card = page.getByTestId('payroll-card');
  const row = card.getByRole('row', { name: /Meera Iyer/ });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('cell').nth(3)).toHaveText('1'); // late

  await card.getByRole('button', { name: 'Manage layouts' }).click();
  await page.getByRole('button', { name: 'New layout' }).click();
  const form = page.getByRole('dialog', { name: 'New column layout' });
  await form.getByRole('textbox').fill('For our accountant');
  await form.getByRole('button', { name: 'Remove Working days' }).click();
  await form.getByRole('button', { name: 'Add Late' }).click();
  await form.getByRole('button', { name: 'Save layout' }).click();
  const list = page.getByRole('dialog', { name: 'Column layouts' });
  await expect(list.getByText('For our accountant')).toBeVisible();
  await list.getByRole('button', { name: 'Close' }).first().click();

  await card.getByLabel('Columns').selectOption({ label: 'For our accountant' });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Payroll CSV' }).click();
  const download = await downloading;
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, first] = text.trim().split(/\r\n/);
  expect(header).toBe('Employee code,Name,Payable days,Late');
  expect(first).toMatch(/^E-7,Meera Iyer,\d+,1$/);
});

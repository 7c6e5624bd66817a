import { createOrg } from './support/attendance-seed';
import { expect, newPersonPage, signIn, test } from './support/fixtures';
import { type Mail, waitForMail } from './support/mail';

test('an owner schedules a weekly report by e-mail, sends it now, and it arrives with the file', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const org = await createOrg(`Kaveri Looms ${Date.now().toString(36)}`, 'company');
  const page = await newPersonPage(browser);
  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });
  await page.goto('/dashboard/company/reports');
  const card = page.getByTestId('scheduled-reports');
  await expect(card.getByText('No scheduled reports yet')).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Schedule a report' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Weekly for payroll');
  await dialog.getByLabel('Day of the week').selectOption({ label: 'Monday' });
  await dialog.getByLabel('Time').fill('10:00');
  const emails = dialog.getByLabel('Other e-mail addresses');
  const address = `payroll-${Date.now().toString(36)}@example.com`;
  await emails.fill('payroll@');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('“payroll@” is not an e-mail address.')).toBeVisible();
  await emails.fill(address);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = card.getByTestId('scheduled-report');
  await expect(row.getByText('Every Monday at 10:00')).toBeVisible();
  await expect(row.getByTestId('scheduled-report-status')).toContainText('Not sent yet');
  await expect(row.getByTestId('scheduled-report-status')).toContainText('Next: Mon');
  await row.getByRole('button', { name: 'Send now' }).click();
  await expect(row.getByRole('status')).toBeVisible();
  await card.screenshot({ path: test.info().outputPath('scheduled-reports-card.png') });

  const mail = (await waitForMail(address, /Weekly attendance summary/, 30_000)) as Mail & {
    attachments: Array<{ filename: string; content: number }>;
  };
  expect(mail.attachments[0]?.filename).toMatch(/^summary-kaveri-looms-.*\.xlsx$/);
  expect(mail.attachments[0]?.content).toBeGreaterThan(1000);
  // The card looks again while the run is being sent: "Last sent" appears without a reload.
  await expect(card.getByTestId('scheduled-report-status')).toContainText('Last sent', {
    timeout: 15_000,
  });
});

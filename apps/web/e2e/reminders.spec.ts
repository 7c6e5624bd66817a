import { createOrg } from './support/attendance-seed';
import { expect, newPersonPage, signIn, test } from './support/fixtures';

test('an owner on a phone switches a reminder off and moves the digest, and it stays so', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const org = await createOrg(`Saraswati Mills ${Date.now().toString(36)}`, 'company');
  const page = await newPersonPage(browser, { viewport: { width: 360, height: 740 } });
  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });
  await page.goto('/dashboard/company/notifications');
  const card = page.getByTestId('reminders');
  await expect(card.getByRole('heading', { name: 'Reminders' })).toBeVisible({ timeout: 30_000 });
  const checkOut = card.getByRole('checkbox', { name: /No check-out/ });
  await expect(checkOut).toBeChecked();

  // By keyboard: the check-out reminder off, then the digest at 07:45.
  await checkOut.focus();
  await page.keyboard.press('Space');
  await expect(checkOut).not.toBeChecked();
  await expect(card.getByLabel('Minutes after the end', { exact: true })).toBeDisabled();
  await card.getByLabel('Digest time', { exact: true }).fill('07:45');
  await card.getByLabel('Minutes after the start', { exact: true }).fill('500');
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await expect(card.getByText('Enter whole minutes from 0 to 240.')).toBeVisible();
  await card.getByLabel('Minutes after the start', { exact: true }).fill('20');
  await card.getByRole('button', { name: 'Save reminders' }).click();
  // The save is confirmed by a toast (outside the card).
  await expect(page.getByText('Reminders saved.')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await card.screenshot({ path: test.info().outputPath('reminders-card-360.png') });

  await page.reload();
  await expect(card.getByRole('checkbox', { name: /No check-out/ })).not.toBeChecked();
  await expect(card.getByLabel('Digest time', { exact: true })).toHaveValue('7:45 am');
  await expect(card.getByLabel('Minutes after the start', { exact: true })).toHaveValue('20');
});

import { addGroup, addPerson, createOrg, openEveryDay } from './support/attendance-seed';
import { expect, newPersonPage, signIn, test } from './support/fixtures';

test('an owner adds a student’s guardian, turns on alerts and sees the delivery log', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const org = await createOrg(`Gyan Jyoti ${Date.now().toString(36)}`, 'institute');
  const student = await addPerson(org, { name: 'Asha Verma', role: 'student', withAccount: false });
  // A class without a timetable: the gate's cut-off decides who is absent.
  await addGroup(org, { name: 'Class 4-B', kind: 'class', members: [student.memberId] });
  // Every day a school day, so the journey runs the same on any day of the week.
  await openEveryDay(org);

  const page = await newPersonPage(browser);
  await signIn(page, org.owner);
  // Signing in leaves /login once the session is made (slow on a busy machine).
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  await page.goto('/dashboard/institute/people');
  await page.getByRole('button', { name: 'Actions for Asha Verma' }).click();
  await page.getByRole('menuitem', { name: 'Guardians' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardians of Asha Verma' });
  await expect(dialog.getByText('No guardian yet.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add a guardian' }).click();
  await dialog.getByLabel('Name', { exact: true }).fill('Sunita Verma');
  await dialog.getByLabel('Relationship').selectOption('mother');
  await dialog.getByLabel('Mobile number').fill('98765 43210');
  await dialog.getByLabel('E-mail address').fill('sunita.verma@example.in');
  await dialog.getByLabel('Language for messages').selectOption('hi');
  await dialog.getByLabel('The guardian agreed to be contacted').check();
  await dialog.getByRole('button', { name: 'Save guardian' }).click();
  // Saved as E.164, with who recorded the consent.
  await expect(dialog.getByText('+919876543210')).toBeVisible();
  await expect(dialog.getByText(/Consent recorded by .* on /)).toBeVisible();
  await expect(dialog.getByText('Messages in हिन्दी')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('guardians-dialog.png') });
  await page.keyboard.press('Escape');

  // Settings → Notifications: every hour past the cut-off, no quiet hours.
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/institute\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const status = page.getByTestId('sms-provider-status');
  await expect(status).toContainText('SMS is not configured');
  await expect(page.getByText('1 guardian recorded, 1 agreed to be contacted.')).toBeVisible();
  await page.getByLabel('Gate cut-off time').fill('00:00');
  await page.getByLabel('Quiet hours from').fill('00:00');
  await page.getByLabel('Quiet hours until').fill('00:00');
  await page.getByRole('button', { name: 'Save alert settings' }).click();
  // Saved: confirmed by the shell's toast (one library for every save), not inline text.
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('Saved.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('guardian-alerts-card').getByText('Saved.')).toHaveCount(0);

  // The server's minute sweep finds Asha without a check-in: an e-mail goes out, and the SMS is
  // logged as not sent because no provider is configured. Both are queued first ("Waiting"), then
  // taken by the next job ("Sending") and settled a moment later; the log shows what it read.
  const log = page.getByTestId('delivery-log-card');
  await expect(async () => {
    await page.reload();
    await expect(log.getByTestId('delivery-row')).toHaveCount(2, { timeout: 2_000 });
    await expect(
      log.getByTestId('delivery-row').filter({ hasText: /Waiting|Sending/ }),
    ).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  const sms = log.getByTestId('delivery-row').filter({ hasText: '+919876543210' });
  await expect(sms).toContainText('Absence of Asha Verma');
  await expect(sms).toContainText('Not sent');
  await expect(sms).toContainText('Reason: SMS is not configured');
  const email = log.getByTestId('delivery-row').filter({ hasText: 'sunita.verma@example.in' });
  await expect(email).toContainText('Sent');

  await page.screenshot({ path: test.info().outputPath('notifications.png'), fullPage: true });

  // Searchable and exportable.
  await log.getByLabel('Status').selectOption('failed');
  await expect(log.getByTestId('delivery-row')).toHaveCount(1);
  await log.getByLabel('Status').selectOption('all');
  await log.getByLabel('Search').fill('nobody-like-this');
  await expect(log.getByText('No message matches.', { exact: false })).toBeVisible();
  await log.getByLabel('Search').fill('Sunita');
  await expect(log.getByTestId('delivery-row')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await log.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('guardian-deliveries.csv');
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString('utf8');
  expect(csv).toContain('Asha Verma,Sunita Verma,+919876543210,failed,SMS is not configured');

  // At 360 px the page fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(log.getByTestId('delivery-row').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('notifications-360.png'), fullPage: true });
});

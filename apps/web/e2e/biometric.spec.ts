import { addPerson, createOrg, istDate, rest, ZONE } from './support/attendance-seed';
import { E2E } from './support/env';
import { expect, signInOnNewPage, test } from './support/fixtures';

/** What an eSSL/ZKTeco terminal sends: the ADMS handshake and an ATTLOG upload, as plain text. */
const terminal = (serial: string) => ({
  handshake: () => fetch(`${E2E.baseURL}/iclock/cdata?SN=${serial}&options=all&pushver=2.4.1`),
  upload: (lines: string[]) =>
    fetch(`${E2E.baseURL}/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=1`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: lines.join('\n') + '\n',
    }),
});

test('an owner registers the terminal calling from the office, and maps a device user id to a person', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const org = await createOrg(`Deccan Tools ${Date.now().toString(36)}`, 'company');
  const farida = await addPerson(org, {
    name: 'Farida Khan',
    role: 'employee',
    withAccount: false,
  });
  const serial = `BIO${Date.now().toString(36).toUpperCase()}`;
  const device = terminal(serial);
  // Before anyone registered it, the terminal is refused (and remembered for its owner).
  expect((await device.handshake()).status).toBe(403);

  const page = await signInOnNewPage(browser, org.owner, /\/dashboard/, {
    viewport: { width: 360, height: 800 },
  });
  await page.goto('/dashboard/company/devices');
  const card = page.getByTestId('biometric-card');
  await expect(card.getByRole('heading', { name: 'Biometric devices' })).toBeVisible();
  const hint = card.getByTestId('biometric-unknown-serial').filter({ hasText: serial });
  await expect(hint).toBeVisible();
  await hint.getByRole('button', { name: 'Register this device' }).click();
  await expect(card.getByLabel('Serial number')).toHaveValue(serial);
  await card.getByLabel('Name').fill('Main gate');
  await expect(card.getByLabel('Device clock time zone')).toHaveValue(ZONE);
  await card.getByRole('button', { name: 'Register device' }).click();
  const row = card.getByTestId('biometric-device').filter({ hasText: 'Main gate' });
  await expect(row).toContainText(serial);
  await expect(row).toContainText('Never connected');

  // The terminal connects and pushes a punch from yesterday by user id 4321, nobody's yet.
  expect((await device.handshake()).status).toBe(200);
  const upload = await device.upload([`4321\t${istDate(1)} 09:10:00\t0\t1\t0\t0\t0`]);
  expect(await upload.text()).toBe('OK: 1');

  await page.reload();
  const waiting = card.getByTestId('biometric-unknown-pin').filter({ hasText: '4321' });
  await expect(waiting).toContainText('1 punch waiting');
  await waiting.getByLabel('Search people for user ID 4321').fill('Farida');
  await waiting.getByLabel('Person with user ID 4321').selectOption({ label: 'Farida Khan' });
  await waiting.getByRole('button', { name: 'Map' }).click();
  await expect(card.getByTestId('biometric-mapped-pins')).toContainText('4321 → Farida Khan');
  await expect(card.getByTestId('biometric-unknown-pin')).toHaveCount(0);
  await expect(card.getByTestId('biometric-recent').getByRole('listitem').first()).toContainText(
    'Farida Khan',
  );
  await expect(card.getByTestId('biometric-recent').getByRole('listitem').first()).toContainText(
    'Checked in',
  );
  await expect(row).toContainText('Online');

  // The punch became her day, as a kiosk scan would.
  const records = await rest<Array<{ date: string; method: string; check_in_at: string }>>(
    `attendance_records?member_id=eq.${farida.memberId}&select=date,method,check_in_at`,
  );
  expect(records).toEqual([expect.objectContaining({ date: istDate(1), method: 'biometric' })]);
  expect(new Date(records[0]!.check_in_at).toISOString()).toBe(
    new Date(`${istDate(1)}T09:10:00+05:30`).toISOString(),
  );

  // Nothing is wider than the phone.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('biometric-360.png'), fullPage: true });
});

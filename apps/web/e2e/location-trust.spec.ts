import { randomUUID } from 'node:crypto';
import { expect, signIn, signInOnNewPage, test } from './support/fixtures';
import { openEveryDay } from './support/attendance-seed';
import { addMember, createOrg, rest } from './support/capture/org';
import { createUser } from './support/users';

const MILL = { latitude: 13.0285, longitude: 77.5197 };
/** About 300 km east of the mill. */
const DEPOT = { latitude: 13.0285, longitude: 80.2897 };

// A worker's phone gives a rough fix (refused, told what to do), then checks in at a depot 300 km
// from where he checked in half an hour ago; the owner finds it in the review queue and rejects it.
test('a rough fix is refused; impossible travel waits for the owner, who rejects it with a reason', async ({
  page,
  context,
  browser,
}) => {
  const org = await createOrg('Kaveri Logistics');
  await openEveryDay(org);
  await rest(`organizations?id=eq.${org.id}`, {
    method: 'PATCH',
    body: { allowed_methods: ['card', 'manual', 'qr', 'self_geo'] },
  });
  await rest('sites', {
    method: 'POST',
    body: [
      { org_id: org.id, name: 'Peenya Mill', ...MILL, radius_m: 200 },
      { org_id: org.id, name: 'Chennai depot', ...DEPOT, radius_m: 200 },
    ],
  });
  const dev = await createUser({ userType: 'Employee', fullName: 'Dev Patel' });
  const member = await addMember(org, { fullName: 'Dev Patel', userId: dev.id });
  // Half an hour ago, at the mill, from this same browser (its id is set before the app loads).
  const deviceId = randomUUID();
  await page.addInitScript((id) => window.localStorage.setItem('ias.device-id', id), deviceId);
  await rest('location_checks', {
    method: 'POST',
    body: {
      org_id: org.id,
      member_id: member,
      client_id: randomUUID(),
      checked_at: new Date(Date.now() - 30 * 60_000).toISOString(),
      latitude: MILL.latitude,
      longitude: MILL.longitude,
      accuracy_m: 10,
      device_id: deviceId,
    },
  });

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...DEPOT, accuracy: 400 });
  await signIn(page, dev);
  await expect(page).toHaveURL(/\/dashboard\/employee$/);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Your location is only accurate to 400 m, but checking in at Chennai depot needs it accurate to 150 m. Step outside under open sky',
  );
  await context.setGeolocation({ ...DEPOT, accuracy: 12 });
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText('Checked in', { exact: true })).toBeVisible();

  const owner = await signInOnNewPage(browser, org.owner, /\/dashboard\/company$/);
  await owner
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Check-ins to review' })
    .click();
  const row = owner.getByTestId('location-check');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Dev Patel');
  await expect(row).toContainText('Impossible travel');
  await expect(row).not.toContainText('New device');
  await expect(row).toContainText(/At least \d+(\.\d)? km from the previous check-in 30 min/);
  await row.getByRole('button', { name: /^Reject the check-in of Dev Patel/ }).click();
  await owner.getByLabel('Reason').fill('He was at the mill all morning');
  await owner.getByRole('button', { name: 'Reject check-in' }).click();
  await expect(owner.getByText('Nothing to review')).toBeVisible();
  await owner.getByLabel('Show').selectOption('reviewed');
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('“He was at the mill all morning”');

  const [record] = await rest<Array<{ flags: string[] }>>(
    `attendance_records?member_id=eq.${member}&select=flags`,
  );
  expect(record!.flags).toContain('location_rejected');
  await owner.context().close();
});

import { expect, signIn, test } from './support/fixtures';
import { addMember, createOrg, records, rest } from './support/capture/org';
import { createUser } from './support/users';

const MILL = { latitude: 13.0285, longitude: 77.5197 };

test('self check-in is refused outside the geofence with the distance shown, and accepted inside', async ({
  page,
  context,
}) => {
  const org = await createOrg('Kaveri Spinning');
  await rest('sites', {
    method: 'POST',
    body: { org_id: org.id, name: 'Peenya Mill', ...MILL, radius_m: 200 },
  });
  const dev = await createUser({ userType: 'Employee', fullName: 'Dev Patel' });
  const member = await addMember(org, { fullName: 'Dev Patel', userId: dev.id });

  await context.grantPermissions(['geolocation']);
  // About 1.1 km north of the mill.
  await context.setGeolocation({ latitude: 13.0385, longitude: 77.5197, accuracy: 15 });
  await signIn(page, dev);
  await expect(page).toHaveURL(/\/dashboard\/employee$/);
  await expect(page.getByRole('heading', { name: 'Check in from this device' })).toBeVisible();
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('You are outside the check-in area');
  await expect(page.getByRole('alert')).toContainText(
    'You are 1.1 km from Peenya Mill; check in within 200 m of it.',
  );
  await expect(page.getByTestId('self-check-in-distance')).toHaveText(
    '1.1 km from Peenya Mill (allowed: within 200 m)',
  );
  await expect(page.getByTestId('self-check-in-location')).toContainText('1.1 km from Peenya Mill');
  expect(await records(org.id)).toHaveLength(0);

  // At the gate: checked in.
  await context.setGeolocation({ latitude: 13.0286, longitude: 77.5197, accuracy: 10 });
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText('Checked in', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check out' })).toBeVisible();
  await expect(page.getByText(/Peenya Mill, \d+ m away/)).toBeVisible();
  expect(await records(org.id)).toEqual([
    expect.objectContaining({ member_id: member, method: 'self_geo' }),
  ]);
});

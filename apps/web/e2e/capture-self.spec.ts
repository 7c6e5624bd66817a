import type { BrowserContext, Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import {
  cameraContext,
  facePhoto,
  launchWithCamera,
  requireFaceFixtures,
  toTurningY4m,
} from './support/capture/camera';
import { enrolOnProfile } from './support/capture/enrol';
import { openEveryDay } from './support/attendance-seed';
import { addMember, createOrg, records, rest, type TestOrg } from './support/capture/org';
import { createUser } from './support/users';

const MILL = { latitude: 13.0285, longitude: 77.5197 };
/** About 1.1 km north of the mill. */
const UP_THE_ROAD = { latitude: 13.0385, longitude: 77.5197, accuracy: 15 };
const AT_THE_GATE = { latitude: 13.0286, longitude: 77.5197, accuracy: 10 };

async function millWithWorker(name: string, allowedMethods?: string[]) {
  const org = await createOrg(name);
  await openEveryDay(org);
  if (allowedMethods)
    await rest(`organizations?id=eq.${org.id}`, {
      method: 'PATCH',
      body: { allowed_methods: allowedMethods },
    });
  await rest('sites', {
    method: 'POST',
    body: { org_id: org.id, name: 'Peenya Mill', ...MILL, radius_m: 200 },
  });
  const dev = await createUser({ userType: 'Employee', fullName: 'Dev Patel' });
  const member = await addMember(org, { fullName: 'Dev Patel', userId: dev.id });
  return { org, dev, member };
}

/** Up the road: refused, with the distance to the mill, and nothing recorded. */
async function refusedUpTheRoad(page: Page, context: BrowserContext, org: TestOrg) {
  await context.setGeolocation(UP_THE_ROAD);
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
}

test('where faces are not used, self check-in is refused outside the geofence with the distance shown, and accepted inside', async ({
  page,
  context,
}) => {
  const { org, dev, member } = await millWithWorker('Kaveri Spinning', [
    'card',
    'manual',
    'qr',
    'self_geo',
  ]);
  await context.grantPermissions(['geolocation']);
  await signIn(page, dev);
  await expect(page).toHaveURL(/\/dashboard\/employee$/);
  await expect(page.getByRole('heading', { name: 'Check in from this device' })).toBeVisible();
  await expect(
    page.getByText('Uses your location to confirm you are at Kaveri Spinning'),
  ).toBeVisible();
  await refusedUpTheRoad(page, context, org);

  // At the gate: checked in, by location alone.
  await context.setGeolocation(AT_THE_GATE);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText('Checked in', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check out' })).toBeVisible();
  await expect(page.getByText(/Peenya Mill, \d+ m away/)).toBeVisible();
  expect(await records(org.id)).toEqual([
    expect.objectContaining({ member_id: member, method: 'self_geo' }),
  ]);
});

// Where the company uses faces: first sent to set up face check-in, then the geofence, then the
// face. One browser whose fake camera shows a fixture photo of the same person throughout, turning
// the head as the server's face challenge asks (verification is on by default).
test('where faces are used, self check-in sends the person to set up their face first, then needs the geofence and their face', async () => {
  test.setTimeout(180_000);
  requireFaceFixtures();
  const { org, dev, member } = await millWithWorker('Kaveri Weaving');
  const browser = await launchWithCamera(
    toTurningY4m(facePhoto('img2.jpg'), 'self-check-in-img2-turning', {
      noseX: 0.5,
      front: 0.1,
      left: 0.45,
      right: -0.3,
    }),
  );
  try {
    const context = await cameraContext(browser);
    await context.grantPermissions(['camera', 'geolocation']);
    await context.setGeolocation(AT_THE_GATE);
    const page = await context.newPage();
    await signIn(page, dev);
    await expect(page).toHaveURL(/\/dashboard\/employee$/);
    await expect(
      page.getByText('Uses your location and your face to confirm you are at Kaveri Weaving'),
    ).toBeVisible();

    // 1. Never enrolled: told so, with the way to fix it.
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Set up face check-in first');
    await expect(alert).toContainText(
      'Set up face check-in on your profile before checking in from your phone.',
    );
    expect(await records(org.id)).toHaveLength(0);
    const setUpFace = alert.getByRole('link', { name: 'Set up face check-in on your profile' });
    await expect(setUpFace).toBeVisible();
    await setUpFace.click();
    await expect(page).toHaveURL(/\/profile$/);
    await enrolOnProfile(page);

    // 2. Up the road: the geofence refuses before the camera is asked for.
    await page.goto('/dashboard/employee');
    await refusedUpTheRoad(page, context, org);
    await expect(page.getByLabel('Camera for face verification')).toHaveCount(0);

    // 3. At the gate: the face is checked against the one just enrolled, and he is in.
    await context.setGeolocation(AT_THE_GATE);
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(page.getByLabel('Camera for face verification')).toBeVisible();
    await expect(page.getByText('Checked in', { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText(/Peenya Mill, \d+ m away/)).toBeVisible();
  } finally {
    await browser.close();
  }
  expect(await records(org.id)).toEqual([
    expect.objectContaining({ member_id: member, method: 'self_geo' }),
  ]);
  const scans = await rest<Array<{ match_confidence: number }>>(
    `attendance_scans?org_id=eq.${org.id}&select=match_confidence`,
  );
  expect(scans).toHaveLength(1);
  expect(scans[0]!.match_confidence).toBeGreaterThanOrEqual(0.8);
});

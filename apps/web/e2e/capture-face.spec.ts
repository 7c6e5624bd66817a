import { expect, test } from '@playwright/test';
import {
  cameraContext,
  facePhoto,
  launchWithCamera,
  requireFaceFixtures,
  toTurningY4m,
  toY4m,
} from './support/capture/camera';
import { enrolOnProfile } from './support/capture/enrol';
import { signIn } from './support/fixtures';
import { watchKiosk } from './support/capture/kiosk-timeline';
import { accessToken, addMember, api, createOrg, records, rest } from './support/capture/org';
import { createUser } from './support/users';

// Two real browsers with different fake cameras: enrolment sees one photo of the person, the
// kiosk another photo of the same person (fixture pair labelled "same person", distance 0.29).
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test('enrol a face on /profile, then a kiosk started by the in-charge recognises that person', async () => {
  requireFaceFixtures();
  const org = await createOrg('Kaveri Textiles');
  const asha = await createUser({ userType: 'Employee', fullName: 'Asha Verma' });
  const ashaMember = await addMember(org, { fullName: 'Asha Verma', userId: asha.id });
  const sunil = await createUser({ userType: 'Employee', fullName: 'Sunil Rao' });
  await rest(`profiles?id=eq.${sunil.id}`, { method: 'PATCH', body: { user_type: 'Incharge' } });
  const sunilMember = await addMember(org, {
    fullName: 'Sunil Rao',
    userId: sunil.id,
    role: 'incharge',
  });
  await rest('groups', {
    method: 'POST',
    body: { org_id: org.id, name: 'Weaving', kind: 'department', responsible_id: sunilMember },
  }).then(async (groups) => {
    const [group] = groups as Array<{ id: string }>;
    await rest('group_members', {
      method: 'POST',
      body: { group_id: group!.id, member_id: ashaMember, org_id: org.id },
    });
  });

  // 1. Asha enrols from her profile, in front of a camera showing one photo of her.
  const enrolBrowser = await launchWithCamera(toY4m(facePhoto('img2.jpg'), 'enrol-img2'));
  try {
    const page = await (await cameraContext(enrolBrowser)).newPage();
    await signIn(page, asha);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/profile');
    await expect(page.getByText('never a photo')).toBeVisible();
    await enrolOnProfile(page);
    await expect(
      page.getByRole('table', { name: 'Stored face captures' }).getByRole('row'),
    ).toHaveCount(4);
  } finally {
    await enrolBrowser.close();
  }
  const stored = await api<{ captures: Array<{ quality: number }> }>(
    await accessToken(asha),
    '/api/faces',
    undefined,
    'GET',
  );
  expect(stored.captures).toHaveLength(3);
  for (const capture of stored.captures) expect(capture.quality).toBeGreaterThanOrEqual(0.8);

  // 2. The in-charge turns a tablet into a kiosk for his department; its camera shows another
  //    photo of Asha, turning her head (the server verifies face check-ins by default: it asks
  //    for two head movements and checks the frames itself), and she is checked in.
  const kioskBrowser = await launchWithCamera(
    toTurningY4m(facePhoto('img4.jpg'), 'kiosk-img4-turning', {
      noseX: 0.35,
      front: 0.25,
      left: 0.75,
      right: -0.25,
    }),
  );
  let timeline: Awaited<ReturnType<typeof watchKiosk>> | undefined;
  try {
    const page = await (await cameraContext(kioskBrowser)).newPage();
    timeline = await watchKiosk(page);
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill(sunil.email);
    await page.getByLabel('Password', { exact: true }).fill(sunil.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/incharge/);
    await page.goto('/dashboard/incharge/kiosk');
    await page.getByLabel('Kiosk name').fill('Weaving floor');
    await page.getByRole('checkbox', { name: 'Weaving' }).check();
    await page.getByRole('button', { name: 'Start kiosk' }).click();
    await expect(page).toHaveURL(/\/kiosk$/);
    await expect(page.getByText('Kaveri Textiles')).toBeVisible();
    await expect(page.getByTestId('kiosk-prompt')).toContainText(
      /Now turn your head to your (left|right)/,
      { timeout: 90_000 },
    );
    const feedback = page.getByTestId('kiosk-feedback');
    await expect(feedback).toContainText('Welcome, Asha', { timeout: 90_000 });
    await expect(page.getByRole('list', { name: 'Recent check-ins' })).toContainText('Asha Verma');
    // What face recognition needs is kept on the tablet, so it also works after an offline restart.
    const cached = () =>
      page.evaluate(async () =>
        (await (await caches.open('ias-assets-v1')).keys()).map((r) => new URL(r.url).pathname),
      );
    for (const file of [
      /ssd_mobilenetv1_model-.*\.bin$/,
      /face_recognition_model-.*\.bin$/,
      /face-worker-.*\.js$/,
      /\.wasm$/,
    ])
      await expect.poll(cached, { timeout: 30_000 }).toContainEqual(expect.stringMatching(file));
  } catch (error) {
    await timeline?.report();
    throw error;
  } finally {
    await kioskBrowser.close();
  }
  const rows = await records(org.id);
  expect(rows.filter((r) => r.member_id === ashaMember && r.method === 'face')).toHaveLength(1);
  // Recognised from the frames the server analysed, with nothing refused on the way.
  const refused = await rest<unknown[]>(
    `audit_log?org_id=eq.${org.id}&action=eq.face_check_refused&select=id`,
  );
  expect(refused).toEqual([]);
});

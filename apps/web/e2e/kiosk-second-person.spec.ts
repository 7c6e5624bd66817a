import { expect, test } from '@playwright/test';
import {
  cameraContext,
  facePhoto,
  joinY4m,
  launchWithCamera,
  requireFaceFixtures,
  toTurningY4m,
  toY4m,
} from './support/capture/camera';
import { enrolInFrontOf } from './support/capture/enrol';
import {
  accessToken,
  addMember,
  api,
  createKiosk,
  createOrg,
  openKiosk,
  records,
  rest,
} from './support/capture/org';
import { watchKiosk } from './support/capture/kiosk-timeline';
import { solidPng } from './support/png';
import { createUser } from './support/users';

// A real browser with a fake camera, in front of a kiosk where the server verifies faces (the
// default): a challenge of two head movements is asked for as soon as a good face is in view.
test.setTimeout(180_000);

test('a kiosk gives up the head-turn check it started for a visitor when Asha steps in, and greets her', async () => {
  requireFaceFixtures();
  const org = await createOrg('Kaveri Textiles');
  const asha = await createUser({ userType: 'Employee', fullName: 'Asha Verma' });
  const ashaMember = await addMember(org, { fullName: 'Asha Verma', userId: asha.id });

  // 1. Asha enrols from her profile, in front of a camera showing one photo of her.
  await enrolInFrontOf(toY4m(facePhoto('img2.jpg'), 'enrol-img2'), asha);
  const stored = await api<{ captures: unknown[] }>(
    await accessToken(asha),
    '/api/faces',
    undefined,
    'GET',
  );
  expect(stored.captures).toHaveLength(3);

  // 2. The kiosk's camera, from the moment the kiosk switches it on (Chromium plays it from the
  //    start, then over again): nobody for 20 s while the kiosk gets face recognition ready
  //    (plenty on a busy machine); then a visitor who is not enrolled faces the camera squarely
  //    and does not move for 6 s, so the kiosk starts a challenge for him and waits for his head
  //    to turn; then he steps aside for Asha (another photo of her), who turns left and right
  //    twice over, so whatever two movements the server asks for, she makes them in that order.
  //    The visitor's challenge is then a few seconds old, far from its 20 s expiry: only seeing
  //    that someone else stands there makes the kiosk start afresh for Asha.
  const camera = joinY4m('nobody-visitor-then-asha', [
    { file: toY4m(solidPng([128, 128, 128], 640, 480), 'nobody'), times: 20 },
    { file: toY4m(facePhoto('img25.jpg'), 'visitor-img25'), times: 6 },
    {
      file: toTurningY4m(facePhoto('img4.jpg'), 'asha-img4-turning', {
        noseX: 0.35,
        front: 0.25,
        left: 0.75,
        right: -0.25,
      }),
      times: 2,
    },
  ]);
  const kiosk = await createKiosk(org, ['face'], 'Weaving floor');
  const kioskBrowser = await launchWithCamera(camera);
  // The order in which challenges came back and check-ins went out, as the kiosk made them.
  const calls: Array<'challenge' | 'check-in'> = [];
  let timeline: Awaited<ReturnType<typeof watchKiosk>> | undefined;
  try {
    const context = await cameraContext(kioskBrowser);
    const page = await context.newPage();
    timeline = await watchKiosk(page);
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === '/api/kiosk/face-challenges' && response.status() === 201)
        calls.push('challenge');
    });
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/kiosk/check-ins' && request.method() === 'POST')
        calls.push('check-in');
    });
    await openKiosk(page, kiosk);
    await expect(page.getByText('Kaveri Textiles')).toBeVisible();
    const feedback = page.getByTestId('kiosk-feedback');
    await expect(feedback).toContainText('Welcome, Asha', { timeout: 120_000 });
    await expect(page.getByRole('list', { name: 'Recent check-ins' })).toContainText('Asha Verma');
  } catch (error) {
    await timeline?.report();
    throw error;
  } finally {
    await kioskBrowser.close();
  }

  // Asha checked in once, nobody else did, and no frames were refused on the way (the refusal
  // says why: "different_people" when the visitor's challenge carried her frames).
  expect(await records(org.id)).toEqual([
    expect.objectContaining({ member_id: ashaMember, method: 'face' }),
  ]);
  const refused = await rest<unknown[]>(
    `audit_log?org_id=eq.${org.id}&action=eq.face_check_refused&select=after`,
  );
  expect(refused).toEqual([]);
  // Before it sent anything, the kiosk had two challenges: the visitor's, given up when Asha
  // stepped in, and hers. (Kept on, the visitor's would have carried her frames to the server.)
  const firstCheckIn = calls.indexOf('check-in');
  expect(firstCheckIn).toBeGreaterThan(0);
  expect(
    calls.slice(0, firstCheckIn).filter((call) => call === 'challenge').length,
  ).toBeGreaterThanOrEqual(2);
});

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cameraDir, facePhoto, requireFaceFixtures } from './support/capture/camera';
import { enrolInFrontOf } from './support/capture/enrol';
import { accessToken, addMember, api, createOrg } from './support/capture/org';
import { createUser } from './support/users';

test.setTimeout(180_000);

/**
 * An ordinary wide, low-resolution webcam: the fixture photo padded into a 16:9 picture in which
 * it takes 45 % of the height (the person sits back from the camera), scaled to 854×480 (480p).
 * The face is then about 11 % of the frame's width — below the old rule of 16 %, under which
 * enrolment stayed at "0 of 3 captures".
 */
function wideLowResY4m(photo: string, name: string): string {
  const dir = cameraDir();
  const output = path.join(dir, `${name}.y4m`);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-loop',
    '1',
    '-i',
    photo,
    '-t',
    '1',
    '-r',
    '10',
    '-pix_fmt',
    'yuv420p',
    '-vf',
    'pad=w=trunc(ih/0.45*16/9/2)*2:h=trunc(ih/0.45/2)*2:x=(ow-iw)/2:y=(oh-ih)/2:color=gray,scale=854:480',
    output,
  ]);
  return output;
}

test('enrolment completes from a wide 480p camera with the person sitting back', async () => {
  requireFaceFixtures();
  const org = await createOrg('Periyar Looms');
  const meera = await createUser({ userType: 'Employee', fullName: 'Meera Pillai' });
  await addMember(org, { fullName: 'Meera Pillai', userId: meera.id });
  await enrolInFrontOf(wideLowResY4m(facePhoto('img2.jpg'), 'wide-480p-img2'), meera, {
    capturesTimeout: 60_000,
  });
  const stored = await api<{ captures: Array<{ quality: number }> }>(
    await accessToken(meera),
    '/api/faces',
    undefined,
    'GET',
  );
  expect(stored.captures).toHaveLength(3);
  for (const capture of stored.captures) expect(capture.quality).toBeGreaterThanOrEqual(0.8);
});

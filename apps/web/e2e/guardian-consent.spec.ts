import { randomUUID } from 'node:crypto';
import { addPerson, api, createOrg, rest } from './support/attendance-seed';
import { accessToken } from './support/capture/org';
import { expect, newPersonPage, signIn, test } from './support/fixtures';
import { firstLink, waitForMail } from './support/mail';

/** A stand-in 128-number face descriptor (no camera needed: consent is what this journey tests). */
const descriptor = Array.from({ length: 128 }, (_, i) => Math.sin(i * 1.7) * 0.1);
const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

test('a guardian consents for a 15-year-old, the student enrols, the guardian withdraws and the face data is gone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const org = await createOrg(`Vidya Niketan ${Date.now().toString(36)}`, 'institute');
  const asha = await addPerson(org, { name: 'Asha Verma', role: 'student', userType: 'Student' });
  const guardianEmail = `sunita.${randomUUID().slice(0, 8)}@example.in`;
  await api(org.ownerToken, `/api/members/${asha.memberId}/guardians/1`, {
    full_name: 'Sunita Verma',
    relationship: 'mother',
    phone: '',
    email: guardianEmail,
    locale: 'en',
    consent: true,
  });
  await api(org.ownerToken, `/api/members/${asha.memberId}/date-of-birth`, {
    date_of_birth: bornYearsAgo(15),
  });
  // This journey's kiosk sends the descriptor alone (consent is what it tests; the server's own
  // face check has its journeys in capture-face and capture-self), so the school turns it off.
  await rest(`organizations?id=eq.${org.id}`, {
    method: 'PATCH',
    body: { face_verification: false },
  });
  const kiosk = await api<{ token: string }>(
    org.ownerToken,
    `/api/organizations/${org.id}/devices`,
    { name: 'Main gate', methods: ['face', 'card'] },
  );
  const studentToken = await accessToken(asha.user!);

  // Asha's own profile says why she cannot set up face check-in yet, and what to use meanwhile.
  const student = await newPersonPage(browser);
  await signIn(student, asha.user!);
  await expect(student).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  await student.goto('/profile');
  await expect(student.getByTestId('consent-needed')).toContainText(
    'check in with your card or at roll-call',
  );
  await expect(student.getByRole('button', { name: 'Set up face check-in' })).toHaveCount(0);
  await student.close();

  // The owner opens Asha's face enrolment: no camera until a guardian consents; the link goes out.
  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  await page.goto('/dashboard/institute/people');
  await page.getByRole('button', { name: 'Actions for Asha Verma' }).click();
  await page.getByRole('menuitem', { name: 'Enrol face' }).click();
  const dialog = page.getByRole('dialog', { name: 'Face check-in for Asha Verma' });
  await expect(dialog.getByTestId('consent-needed')).toContainText('card or at roll-call');
  await expect(dialog.getByRole('button', { name: 'Enrol face' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'E-mail consent link to Sunita Verma' }).click();
  await expect(dialog.getByText(`Consent link sent to ${guardianEmail}.`)).toBeVisible();

  // The guardian opens the mailed link (no account) and consents.
  const link = firstLink(await waitForMail(guardianEmail, /Consent for Asha Verma/));
  const guardian = await newPersonPage(browser);
  await guardian.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    guardian.getByRole('heading', { level: 1, name: 'Consent for face check-in' }),
  ).toBeVisible();
  await expect(guardian.getByText('checks in by card or at roll-call')).toBeVisible();
  await guardian.getByRole('button', { name: 'I consent' }).click();
  await expect(guardian.getByTestId('consent-given')).toContainText('You consented on');

  // The owner's dialog now says who consented, how and when, and offers enrolment.
  await page.reload();
  await page.getByRole('button', { name: 'Actions for Asha Verma' }).click();
  await page.getByRole('menuitem', { name: 'Enrol face' }).click();
  await expect(dialog.getByTestId('consent-given')).toContainText(
    'Sunita Verma consented through the link sent by',
  );
  await expect(dialog.getByRole('button', { name: 'Enrol face' })).toBeVisible();

  // The student enrols (the descriptor her browser would compute) and the kiosk knows her.
  const enrolled = await api<{ captures: unknown[] }>(studentToken, '/api/faces', {
    consent: true,
    captures: [{ descriptor, quality: 0.93 }],
  });
  expect(enrolled.captures).toHaveLength(1);
  const scan = async () => {
    const response = await fetch(new URL('/api/kiosk/check-ins', link).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-token': kiosk.token },
      body: JSON.stringify({ client_id: randomUUID(), method: 'face', descriptor, quality: 0.93 }),
    });
    return (await response.json()) as { code?: string; member?: { full_name: string } };
  };
  expect(await scan()).toMatchObject({ member: { full_name: 'Asha Verma' } });

  // The guardian withdraws from the same link: the face data is deleted at once.
  await guardian.reload();
  await guardian.getByRole('button', { name: 'Withdraw my consent' }).click();
  await guardian.getByRole('button', { name: 'Withdraw my consent' }).last().click();
  await expect(guardian.getByTestId('consent-withdrawn')).toBeVisible();
  const left = await api<{ captures: unknown[] }>(studentToken, '/api/faces', undefined, 'GET');
  expect(left.captures).toHaveLength(0);
  expect(await scan()).toMatchObject({ code: 'not_recognised' });
  await guardian.close();
});

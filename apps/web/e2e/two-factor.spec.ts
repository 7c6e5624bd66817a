import * as OTPAuth from 'otpauth';
import { expect, signIn, test } from './support/fixtures';
import { createUser } from './support/users';

/** A current code that differs from the last one used (a code is accepted once). */
async function freshCode(totp: OTPAuth.TOTP, lastUsed?: string): Promise<string> {
  for (;;) {
    const code = totp.generate();
    if (code !== lastUsed) return code;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

test('enrol TOTP on /profile with the QR code, then sign-in asks for the code', async ({
  page,
}) => {
  test.slow();
  const user = await createUser({
    userType: 'Institute',
    fullName: 'Anil Admin',
    metadata: { company_name: 'Green Valley School' },
  });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard\/institute$/);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByTestId('totp-qr')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });

  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByRole('alert')).toContainText('not right');
  const enrolCode = await freshCode(totp);
  await page.getByLabel('6-digit code').fill(enrolCode);
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, user);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(await freshCode(totp, enrolCode));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\/institute$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText('Anil Admin');

  await page.goto('/auth-test');
  await expect(page.getByTestId('session-details')).toContainText('aal2');

  // Removing the app turns the code prompt off again.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Remove authenticator app' }).click();
  await page.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard\/institute$/);
});

import type { Page } from '@playwright/test';
import { expect, signIn, signInOnNewPage, test } from './support/fixtures';
import { createUser } from './support/users';

/** Where supabase-js keeps the session (src/config/constants.ts). */
const AUTH_STORAGE_KEY = 'ias-auth';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('profile: edit details, upload a picture, change the password', async ({ page }) => {
  const user = await createUser({ userType: 'Employee', fullName: 'Dev Patel' });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard\/employee$/);
  await page.getByRole('link', { name: 'Account settings' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByLabel('Full name').fill('Dev R. Patel');
  await page.getByLabel('Mobile number').fill('+91 91234 56789');
  await page.getByLabel('Company', { exact: true }).fill('Saffron Logistics');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Dev R. Patel');
  await expect(page.getByLabel('Mobile number')).toHaveValue('+91 91234 56789');

  await page
    .getByLabel('Choose a profile picture')
    .setInputFiles({ name: 'me.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeVisible();
  await page
    .getByLabel('Choose a profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Picture updated.')).toBeVisible();
  const avatar = page.locator('main img[src*="/storage/v1/object/public/avatars/"]').first();
  await expect(avatar).toBeVisible();
  const src = await avatar.getAttribute('src');
  const response = await page.request.get(src!);
  expect(response.status()).toBe(200);

  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Password must be at least 10 characters long/)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Another#Pass2026');
  await page.getByLabel('Confirm new password').fill('Another#Pass2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, { email: user.email, password: 'Another#Pass2026' });
  await expect(page).toHaveURL(/\/dashboard\/employee$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText('Dev R. Patel');
});

test('signing out of all devices ends the session in another browser too', async ({
  page,
  browser,
}) => {
  const user = await createUser({ userType: 'Student', fullName: 'Nisha Verma' });
  const other = await signInOnNewPage(browser, user, /\/dashboard\/student$/);
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  const profileAnswer = (p: Page) =>
    p.waitForResponse((response) => response.url().includes('/rest/v1/profiles'));

  // Both browsers hold a working session: the other one reloads a protected page and reads.
  const before = profileAnswer(other);
  await other.goto('/profile');
  expect((await before).status()).toBe(200);
  await expect(other.getByLabel('Full name')).toHaveValue('Nisha Verma');
  const stored = (await other.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY))!;
  const { refresh_token: refreshToken } = JSON.parse(stored) as { refresh_token: string };

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The other browser still holds its tokens, but the server has ended that session: its
  // requests are refused, its data is not shown, and its refresh token no longer works.
  const after = profileAnswer(other);
  await other.goto('/profile');
  const refused = await after;
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'PGRST301' });
  await expect(other.getByLabel('Full name')).toHaveCount(0);
  // The other browser forgets its dead session and asks the person to sign in again.
  await expect(other).toHaveURL(/\/login/);
  await expect(other.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const { anonKey } = (await (await other.request.get('/api/config')).json()) as {
    anonKey: string;
  };
  const refresh = await other.request.post('/auth/v1/token?grant_type=refresh_token', {
    headers: { apikey: anonKey },
    data: { refresh_token: refreshToken },
  });
  expect(refresh.status()).toBe(400);
  expect(await refresh.text()).toContain('refresh_token_not_found');
});

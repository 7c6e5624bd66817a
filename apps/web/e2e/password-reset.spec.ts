import { expect, signIn, test } from './support/fixtures';
import { firstLink, waitForMail } from './support/mail';
import { createUser } from './support/users';

test('forgot password: mail, link, new password, sign in with it', async ({ page }) => {
  const user = await createUser({ userType: 'Student', fullName: 'Nisha Reset' });
  const newPassword = 'Brand-new#pass9';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent!')).toBeVisible();

  const mail = await waitForMail(user.email, /reset/i);
  await page.goto(firstLink(mail));
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('New password', { exact: true }).fill('too-short');
  await page.getByLabel('Confirm new password').fill('too-short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(/Password must be at least 10 characters long/)).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  await page.getByRole('link', { name: 'Continue to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, { email: user.email, password: user.password });
  await expect(page.getByRole('alert')).toContainText('do not match');
  await signIn(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard\/student$/);
});

test('a used or broken reset link explains what to do', async ({ page }) => {
  await page.goto('/reset-password?code=not-a-real-code');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a new link' })).toBeVisible();
});

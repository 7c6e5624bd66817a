import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { uniqueEmail } from './support/users';

/** The OpenID stand-in's development login form accepts any e-mail with any password. */
async function loginAtProvider(page: Page, email: string) {
  await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
}

test('Google sign-in from /login through the OpenID provider, then choosing a type', async ({
  page,
}) => {
  const email = uniqueEmail('google.user');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await loginAtProvider(page, email);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Access' })).toBeVisible();
  await expect(page.getByTestId('dashboard-access-type')).toHaveText('not set');
  await page.getByRole('radio', { name: /^Teacher/ }).check();
  await page.getByRole('button', { name: 'Continue to my dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/teacher$/);
  await expect(page.getByTestId('signed-in-type')).toHaveText('Teacher');
});

test('sign-up with Google keeps the details chosen before leaving', async ({ page }) => {
  const email = uniqueEmail('google.company');
  await page.goto('/register');
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  await expect(page).toHaveURL(/\/register\/details$/);
  await page.getByRole('radio', { name: /^Company/ }).check();
  await page.getByLabel(/your name/i).fill('Farah Founder');
  await page.getByLabel('Company name').fill('Saffron Logistics');
  await page.getByLabel('Industry').selectOption('Logistics');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await loginAtProvider(page, email);

  await expect(page).toHaveURL(/\/dashboard\/company$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText('Farah Founder');
  await page.goto('/profile');
  await expect(page.getByLabel('Company name')).toHaveValue('Saffron Logistics');
  await expect(page.getByLabel('Industry')).toHaveValue('Logistics');
});

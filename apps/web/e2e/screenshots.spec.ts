import { rest } from './support/attendance-seed';
import { expect, signIn, test } from './support/fixtures';
import { seedSchool } from './support/school-seed';
import { isScreenshotRun, SCREENSHOT_CONTEXT, shoot } from './support/screenshots';
import { PASSWORD, uniqueEmail } from './support/users';

/**
 * Screenshots of the key screens at 1280 and 375 px for the docs (run with SCREENSHOTS=1;
 * skipped in `npm test`), written to the repository's docs/screenshots/. The signed-in screens
 * belong to a teacher of a seeded institute (support/school-seed.ts), so they show real data.
 */
test.skip(!isScreenshotRun, 'set SCREENSHOTS=1 to refresh the screenshots');
test.use(SCREENSHOT_CONTEXT);

test('public and sign-up screens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'home');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await shoot(page, 'login');

  await page.goto('/register');
  await page.getByLabel('E-mail address').fill(uniqueEmail('shot'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /^Institute/ }).check();
  await page.getByLabel(/your name/i).fill('Meera Iyer');
  await page.getByLabel('Institute name').fill('Lakeview College');
  await page.getByLabel('Type of institute').selectOption('College');
  await page.getByLabel('Students and staff').selectOption('201–1,000');
  await shoot(page, 'register-details');
});

test('signed-in screens of a teacher with a class', async ({ page }) => {
  test.setTimeout(120_000);
  const school = await seedSchool('Pune');
  const teacher = school.teacher.user!;
  await rest(`profiles?id=eq.${teacher.id}`, {
    method: 'PATCH',
    body: { phone: '+919876543210', company_name: school.name },
  });

  await signIn(page, teacher);
  await expect(page).toHaveURL(/\/dashboard\/teacher$/);
  await shoot(page, 'dashboard-teacher', {
    ready: async () => {
      await expect(page.getByTestId('teacher-session')).toHaveCount(2);
      await expect(page.getByTestId('live-status')).toHaveText('Live');
    },
  });

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await shoot(page, 'profile', {
    ready: async () => {
      await expect(page.getByLabel('Mobile number')).toHaveValue('+91 98765 43210');
      await expect(page.locator('#face-data').getByText('Not set up')).toBeVisible();
    },
  });
});

import { expect, mainNav, PUBLIC_NAV_LINKS, signIn, test } from './support/fixtures';
import { createUser } from './support/users';

test('sign in, see the signed-in navigation, sign out', async ({ page }) => {
  const user = await createUser({ userType: 'Employee', fullName: 'Kiran Employee' });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard\/employee$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText('Kiran Employee');
  // Inside the app the shell navigates: the dashboard, tutorials and account settings are there,
  // and the site's own pages one click away in About & help.
  const app = page.getByRole('navigation', { name: 'App' });
  for (const label of ['Dashboard', 'Tutorials', 'Account settings']) {
    await expect(app.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(app.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
    'href',
    '/profile',
  );
  await page.getByRole('button', { name: 'About & help' }).click();
  const about = page.getByRole('dialog', { name: 'About & help' });
  for (const label of ['Home', 'About', 'Features', 'Docs']) {
    await expect(about.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await about.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);

  // On the public site, the header carries the signed-in navigation of SPEC.md §2.
  const nav = mainNav(page);
  for (const label of ['Home', 'Dashboard', 'About', 'Features', 'Tutorials', 'Docs']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
    'href',
    '/profile',
  );
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/employee$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  for (const label of PUBLIC_NAV_LINKS) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // The session is gone for good: a reload does not restore it.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password says so in words', async ({ page }) => {
  const user = await createUser({ userType: 'Student' });
  await signIn(page, { email: user.email, password: 'Wrong#password1' });
  await expect(page.getByRole('alert')).toHaveText(
    'That e-mail and password do not match. Check both and try again.',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-in needs an e-mail and a password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
});

test('a deep link to a protected page goes to /login and back after sign-in', async ({ page }) => {
  const user = await createUser({ userType: 'Teacher' });
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, user, { goto: false });
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  // Signed in as that teacher: the account menu says so.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(user.email)).toBeVisible();
  await expect(page.getByRole('menu').getByText('Teacher', { exact: true })).toBeVisible();
});

test('a Student opening /dashboard/teacher lands on /dashboard/student', async ({ page }) => {
  const user = await createUser({ userType: 'Student' });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  await page.goto('/dashboard/teacher');
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  await expect(page.getByRole('heading', { name: 'Student dashboard' })).toBeVisible();
});

test('/tasks and /kanban show the same screen; every signed-in page exists', async ({ page }) => {
  const user = await createUser({ userType: 'Company', metadata: { company_name: 'Acme Tools' } });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard\/company$/);
  for (const [path, heading] of [
    ['/tasks', 'Tasks'],
    ['/kanban', 'Tasks'],
    ['/contacts', 'Contacts'],
    ['/files', 'Files'],
    ['/messages', 'Messages'],
    ['/tutorials', 'Tutorials'],
    ['/auth-test', 'Session check'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  await expect(page.getByTestId('session-details')).toContainText(user.email);
  await expect(page.getByTestId('session-details')).toContainText('aal1');
});

test("when the server can't be reached, protected pages say 'Authentication Error'", async ({
  page,
}) => {
  test.slow();
  // A stored session makes start-up ask the server; the configuration request never answers.
  await page.addInitScript(() => window.localStorage.setItem('ias-auth', '{}'));
  await page.route('**/api/config', () => undefined);
  await page.goto('/dashboard');
  await expect(page.getByText('Authenticating...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByText('Authentication initialization timed out. Please refresh the page.'),
  ).toBeVisible();
  await page.unroute('**/api/config');
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

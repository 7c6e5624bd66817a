import type { Page } from '@playwright/test';
import { expect, signInOnNewPage, test } from './support/fixtures';
import { setUserType } from './support/attendance-seed';
import { createUser } from './support/users';

// Issue 14: the language follows the browser on a first visit, is switched from the header on
// every page (public and signed in), is remembered across reloads, and follows a signed-in person
// to another browser through their profile; <html lang> follows it.
const choose = async (page: Page, language: 'English' | 'हिन्दी') => {
  await page.getByRole('banner').getByRole('combobox').first().selectOption({ label: language });
};

test.describe('a Hindi-speaking visitor', () => {
  test.use({ locale: 'hi-IN' });

  test('sees Hindi first, switches the sign-in page to English and back, and it persists', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByLabel('ईमेल पता')).toBeVisible();
    await expect(page.getByRole('button', { name: 'साइन इन करें', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeVisible();

    await choose(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('E-mail address')).toBeVisible();

    await choose(page, 'हिन्दी');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'लिंक भेजें' })).toBeVisible();
  });
});

test('an English browser gets English, and the pseudo-locale can be switched on for tests', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('ias.locale', 'pseudo'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  // Exactly the sign-in button: the one-time code's button also starts with its words.
  await expect(page.getByRole('button', { name: /^\[?Šîgñ îñ( ·+\])?$/ })).toBeVisible();
});

test('a signed-in person picks Hindi from the account menu on a phone; it follows them to another browser', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const user = await createUser({ fullName: 'Meera Iyer' });
  await setUserType(user.id, 'Employee');
  const phone = { viewport: { width: 360, height: 740 }, locale: 'en-IN' };
  // The employee's own dashboard, after /dashboard has sent them on (a redirect would close the menu).
  const page = await signInOnNewPage(browser, user, /\/dashboard\/employee$/, phone);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Account menu' }).click();
  // The choice is saved in the profile (a PATCH of profiles) as well as in this browser.
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/rest/v1/profiles') && response.request().method() === 'PATCH',
  );
  await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect((await saved).ok()).toBe(true);

  // A fresh browser (English by default) switches to Hindi once the profile is read.
  const other = await signInOnNewPage(browser, user, /\/dashboard\/employee$/, phone);
  await expect(other.locator('html')).toHaveAttribute('lang', 'hi', { timeout: 20_000 });
  await other.context().close();
  await page.goto('/profile');
  await expect(page.getByRole('main').getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  await page.context().close();
});

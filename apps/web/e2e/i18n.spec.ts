import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, newPersonPage, signInOnNewPage, test } from './support/fixtures';
import { rest, setUserType } from './support/attendance-seed';
import { seedSchool } from './support/school-seed';
import { isScreenshotRun, SCREENSHOT_DIR } from './support/screenshots';
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

/** With SCREENSHOTS=1: `docs/screenshots/hi/<name>-1280.png` and `-360.png` (the two widths). */
async function shootHindi(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!isScreenshotRun) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400); // transitions settle before the picture
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'hi', `${name}-${width}.png`),
      fullPage: options.fullPage ?? true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an owner signs in and runs the people and requests pages in Hindi', async ({ browser }) => {
  test.setTimeout(120_000);
  const school = await seedSchool(`hi-${Date.now().toString(36)}`);
  await rest(`profiles?id=eq.${school.org.owner.id}`, { method: 'PATCH', body: { locale: 'hi' } });
  const page = await newPersonPage(browser, { locale: 'hi-IN' });

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'साइन इन करें', exact: true })).toBeVisible();
  await shootHindi(page, 'sign-in');
  await page.getByLabel('ईमेल पता').fill(school.org.owner.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(school.org.owner.password);
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/institute$/);

  await page.goto('/dashboard/institute/people');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'लोग' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ईमेल से आमंत्रित करें' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('खोजें', { exact: true })).toHaveAttribute(
    'placeholder',
    'नाम, ईमेल, फ़ोन, नंबर या कार्ड',
  );
  const asha = page.getByTestId('member-row').filter({ hasText: 'Asha Rao' });
  await expect(asha).toContainText('विद्यार्थी');
  await expect(asha).toContainText('सक्रिय');
  await expect(asha.getByRole('button', { name: 'Asha Rao के लिए विकल्प' })).toBeVisible();
  await shootHindi(page, 'people');

  await page.getByRole('button', { name: 'CSV आयात करें' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSV फ़ाइल से आयात करें' });
  await expect(dialog).toContainText('पहली पंक्ति में कॉलमों के नाम होते हैं: name (ज़रूरी)');
  await expect(dialog).toContainText('लोगों का मिलान पहले रोल नंबर से');
  await shootHindi(page, 'people-import', { fullPage: false });
  await dialog.getByRole('button', { name: 'रद्द करें' }).click();

  await page.goto('/dashboard/institute/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'अनुरोध' })).toBeVisible();
  await expect(page.getByText('आपकी संस्था के सभी लोगों के छुट्टी और सुधार के अनुरोध।')).toBeVisible();
  await expect(
    page
      .getByTestId('pending-requests')
      .getByTestId('review-request')
      .filter({ hasText: 'Asha Rao' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'प्रतीक्षा में (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Asha Rao का अनुरोध मंज़ूर करें' })).toBeVisible();
  await shootHindi(page, 'requests');
  await page.context().close();
});

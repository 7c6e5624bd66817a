import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { createUser } from './support/users';

/**
 * Journeys made with the keyboard alone. Every element Tab stops on must show where focus is: an
 * outline, or a ring (box-shadow) it does not have when unfocused.
 */

type FocusStyle = { outline: string; outlineWidth: number; boxShadow: string };

/** Describes the focused element and whether it shows a focus indicator. */
async function focusedIndicator(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const read = (): FocusStyle => {
      const style = getComputedStyle(el);
      return {
        outline: `${style.outlineStyle} ${style.outlineColor}`,
        outlineWidth: parseFloat(style.outlineWidth),
        boxShadow: style.boxShadow,
      };
    };
    const focused = read();
    // The same element unfocused, then focus put back where the keyboard left it.
    el.blur();
    const plain = read();
    el.focus({ preventScroll: true });
    const hasOutline =
      !focused.outline.startsWith('none') &&
      focused.outlineWidth > 0 &&
      !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(focused.outline) &&
      (focused.outline !== plain.outline || focused.outlineWidth !== plain.outlineWidth);
    const hasRing = focused.boxShadow !== 'none' && focused.boxShadow !== plain.boxShadow;
    return {
      name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('name') || '').slice(0, 40)}"`,
      isVisible: hasOutline || hasRing,
      isBack: document.activeElement === el,
    };
  });
}

/** Presses Tab until `target` has focus, checking the focus indicator of every stop. */
async function tabTo(page: Page, target: Locator, maxStops = 40): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const focus = await focusedIndicator(page);
    if (!focus) continue;
    stops.push(focus.name);
    expect(focus.isBack, `focus came back to ${focus.name}`).toBe(true);
    expect(focus.isVisible, `${focus.name} shows no focus indicator`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return stops;
  }
  throw new Error(`Tab never reached the target; it stopped on: ${stops.join(', ')}`);
}

test('signs in with the keyboard alone, every focused control visibly marked', async ({ page }) => {
  const user = await createUser({ userType: 'Student', fullName: 'Kavya Menon' });
  await page.goto('/');
  // Tab only once the page is in: the start-up frame is replaced when the first route loads.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const stops = await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  );
  // Skip link, logo and the visitor navigation come first, in reading order.
  expect(stops.slice(0, 3)).toEqual([
    'a "Skip to content"',
    'a "Intelligent Attendance System home"',
    'a "Home"',
  ]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  // The new page takes focus to its heading (for screen readers); tab from there, not before it.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeFocused();

  const email = page.getByLabel('E-mail address');
  await tabTo(page, email);
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  expect((await focusedIndicator(page))?.isVisible).toBe(true);
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard\/student$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText('Kavya Menon');
});

test('the signed-in header and a form are reachable and visibly focused', async ({ page }) => {
  const user = await createUser({ userType: 'Employee', fullName: 'Imran Qureshi' });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard\/employee$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  // From the top: the header's account link, then on into the profile form.
  const stops = await tabTo(page, page.getByLabel('Full name'));
  expect(stops).toContain('a "Account settings"');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mobile number')).toBeFocused();
  expect((await focusedIndicator(page))?.isVisible).toBe(true);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, is walked and closes with the keyboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
    await expect(menu).toBeHidden();
    await tabTo(page, toggle);

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    // The menu's links follow the button in the tab order.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    expect((await focusedIndicator(page))?.isVisible).toBe(true);

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Space opens it again, Enter on the button closes it.
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();

    // Opened once more, a link chosen with the keyboard navigates and closes the menu.
    await page.keyboard.press('Enter');
    await tabTo(page, menu.getByRole('link', { name: 'Pricing' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });
});

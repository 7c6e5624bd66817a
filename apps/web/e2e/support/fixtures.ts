import {
  test as base,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
} from '@playwright/test';
import type { CreatedUser } from './users';

/**
 * Journeys start with the splash already seen in this tab (it runs once per tab session), except
 * where a test asks for it with `test.use({ skipSplash: false })`.
 */
/**
 * What the browser refused under the Content-Security-Policy (an `eval` in a library, a script or
 * style from elsewhere), and what it could not read in the Permissions-Policy (a feature it does not
 * know): Chromium reports each on the console, even when the page caught the error, so the
 * server's policies, the code and the browser cannot silently drift apart.
 */
export function watchSecurityPolicies(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      /Content Security Policy|Permissions-Policy|Refused to (evaluate|load|execute|apply|connect|frame)/i.test(
        text,
      )
    )
      violations.push(`${page.url()}: ${text}`);
  });
  return violations;
}

export const test = base.extend<{ skipSplash: boolean }>({
  skipSplash: [true, { option: true }],
  page: async ({ page, skipSplash }, use) => {
    if (skipSplash) {
      await page.addInitScript(() => window.sessionStorage.setItem('ias-splash-seen', '1'));
    }
    const violations = watchSecurityPolicies(page);
    await use(page);
    expect(violations, 'security policy problems on the console').toEqual([]);
  },
});

export { expect };

/** Signs in through /login (optionally already there) and waits until the form is gone. */
export async function signIn(
  page: Page,
  user: Pick<CreatedUser, 'email' | 'password'>,
  options: { goto?: boolean } = {},
) {
  if (options.goto !== false) await page.goto('/login');
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * A page in a browser context of its own (a second person, with their own storage), the splash
 * already seen.
 */
export async function newPersonPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.addInitScript(() => window.sessionStorage.setItem('ias-splash-seen', '1'));
  return page;
}

/** Signs `user` in on a page of their own (see newPersonPage) and waits for their `home`. */
export async function signInOnNewPage(
  browser: Browser,
  user: Pick<CreatedUser, 'email' | 'password'>,
  home: RegExp,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await newPersonPage(browser, options);
  await signIn(page, user);
  await expect(page).toHaveURL(home);
  return page;
}

/** The header's links for a visitor who is not signed in. */
export const PUBLIC_NAV_LINKS = [
  'Home',
  'About',
  'Features',
  'Demo',
  'Pricing',
  'Docs',
  'Login',
  'Register',
] as const;

/** The header's navigation (desktop). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

import { expect, mainNav, PUBLIC_NAV_LINKS, signIn, test } from './support/fixtures';
import { createUser } from './support/users';

test.describe('splash', () => {
  test.use({ skipSplash: false });

  test('runs to 100 % and then shows the app, once per tab session', async ({ page }) => {
    // Record every change of the splash in the page itself, so the order is checked without
    // racing the 3.5 s timeline from the test runner.
    await page.addInitScript(() => {
      const log: { t: number; progress: string | null; phase: string | null }[] = [];
      (window as unknown as { splashLog: typeof log }).splashLog = log;
      const record = () => {
        const splash = document.querySelector('[data-testid="splash"]');
        const entry = {
          t: performance.now(),
          progress: splash?.querySelector('[data-testid="splash-progress"]')?.textContent ?? null,
          phase: splash?.getAttribute('data-phase') ?? null,
        };
        const last = log[log.length - 1];
        if (!last || last.progress !== entry.progress || last.phase !== entry.phase)
          log.push(entry);
      };
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    await page.goto('/');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash.getByText('Connecting to Intelligent Attendance System...')).toBeVisible();
    await expect(page.getByTestId('splash-scan-line')).toHaveClass(/ias-scan-line/);
    await expect(splash).toBeHidden({ timeout: 10_000 });
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible();

    type Entry = { t: number; progress: string | null; phase: string | null };
    const log = await page.evaluate(() => (window as unknown as { splashLog: Entry[] }).splashLog);
    const shown = log.filter((entry) => entry.phase !== null);
    const progress = shown.map((entry) => Number(entry.progress?.replace('%', '')));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const full = shown.find((entry) => entry.progress === '100%');
    const fading = shown.find((entry) => entry.phase === 'fading');
    const gone = log.find((entry, index) => entry.phase === null && index > log.indexOf(shown[0]!));
    expect(full && fading && gone).toBeTruthy();
    // 100 % comes first, then the fade, then the app; the whole run takes about 3.5 s.
    expect(full!.t).toBeLessThanOrEqual(fading!.t);
    expect(fading!.t).toBeLessThan(gone!.t);
    expect(gone!.t - shown[0]!.t).toBeGreaterThan(3000);
    expect(gone!.t - shown[0]!.t).toBeLessThan(6000);

    await page.reload();
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByTestId('splash')).toHaveCount(0);
  });

  test('has no scan animation under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('splash')).toBeVisible();
    await expect(page.getByTestId('splash-scan-line')).not.toHaveClass(/ias-scan-line/);
    await expect(page.getByTestId('splash')).toBeHidden({ timeout: 8000 });
  });
});

test('the header changes style after 10 px of scrolling', async ({ page }) => {
  await page.goto('/features');
  // The page itself, not the frame shown while its code loads (a new page opens at its top).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  const before = await header.evaluate((el) => getComputedStyle(el).boxShadow);
  await page.evaluate(() => window.scrollTo(0, 8));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(before);
});

test('mobile menu at 375 px opens, navigates and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(mainNav(page)).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  for (const label of PUBLIC_NAV_LINKS) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(menu).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('the mobile menu opened while the first page still loads stays open when it arrives', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const careersChunk = /\/assets\/careers-[^/]+\.js$/;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(careersChunk, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/careers', { waitUntil: 'commit' });
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  // The start-up frame gives way to the page: the menu the person opened stays open.
  release();
  await expect(page.getByRole('heading', { name: /Help every classroom/, level: 1 })).toBeVisible();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(/not found|404|could not find|doesn.t exist/i);
});

test('the footer has every link, the live status and the badges', async ({ page }) => {
  await page.goto('/about');
  const footer = page.locator('footer');
  for (const label of [
    'About Us',
    'Careers',
    'Blog',
    'Contact',
    'Documentation',
    'API',
    'FAQ',
    'Support',
    'System Status',
    'Privacy Policy',
    'Terms of Service',
    'Cookie Policy',
  ]) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(footer.getByText('All systems operational')).toBeVisible();
  await expect(footer.getByText('Available in India only')).toBeVisible();
  await expect(footer.getByText('Alpha', { exact: true })).toBeVisible();
  await expect(footer.getByText('Beta', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
});

test('the footer says so when the service is degraded', async ({ page }) => {
  await page.route('**/api/health', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'degraded', database: 'unavailable' }),
    }),
  );
  await page.goto('/');
  await expect(page.locator('footer').getByText('Some systems are degraded')).toBeVisible();
});

test('debug routes do not exist while the debug flag is off', async ({ page }) => {
  await page.goto('/debug');
  await expect(page.locator('main')).toContainText(/not found|404|could not find|doesn.t exist/i);
  await page.goto('/auth-status');
  await expect(page.locator('main')).toContainText(/not found|404|could not find|doesn.t exist/i);
});

test('with the debug flag on, debug routes open on a local host only', async ({ page }) => {
  // The server's flag reaches the browser through /api/config; turning it on there is what a
  // server started with the flag would send (that plumbing has its own server tests).
  await page.route('**/api/config', async (route) => {
    // Fetched from the test runner, which resolves only the address the server listens on.
    const url = new URL(route.request().url());
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.href });
    await route.fulfill({ response, json: { ...(await response.json()), debugTools: true } });
  });
  await page.goto('/debug');
  await expect(page.getByRole('heading', { name: 'Debug', level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText('"debugTools": true');
  await page.goto('/auth-status');
  await expect(page.getByRole('heading', { name: 'Auth status', level: 1 })).toBeVisible();

  // Chromium resolves *.localhost to this machine, but the name is not a local host by SPEC.md §2.
  const port = new URL(page.url()).port;
  const served = page.waitForResponse('**/api/config');
  await page.goto(`http://attendance.localhost:${port}/debug`);
  expect(await (await served).json()).toMatchObject({ debugTools: true });
  await expect(page.locator('main')).toContainText(/not found|404|could not find|doesn.t exist/i);
  await expect(page.getByRole('heading', { name: 'Debug', level: 1 })).toHaveCount(0);
});

test('the aliases show the same legal pages', async ({ page }) => {
  await page.goto('/privacy');
  const privacy = await page.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy!);
  await page.goto('/terms');
  const terms = await page.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms!);
});

test('a route chunk that fails to download offers a retry', async ({ page }) => {
  await page.goto('/');
  await page.route(/\/assets\/careers-[^/]+\.js$/, (route) => route.abort());
  await page.locator('footer').getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('heading', { name: 'This page did not load' })).toBeVisible();
  await page.unroute(/\/assets\/careers-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { name: 'This page did not load' })).toHaveCount(0);
});

test("a route's code still downloading shows 'Loading...', then the page", async ({ page }) => {
  const careersChunk = /\/assets\/careers-[^/]+\.js$/;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(careersChunk, async (route) => {
    await held;
    await route.continue();
  });
  const heading = page.getByRole('heading', { name: /Help every classroom/, level: 1 });
  const loading = page.getByText('Loading...', { exact: true });

  // Opened directly: the whole page waits for its module.
  await page.goto('/careers', { waitUntil: 'commit' });
  await expect(loading).toBeVisible();
  await expect(heading).toHaveCount(0);
  release();
  await expect(heading).toBeVisible();
  await expect(loading).toHaveCount(0);

  // Reached by a link: the current page stays and the indicator shows until the module is in.
  let releaseAgain = () => {};
  const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve));
  await page.unroute(careersChunk);
  await page.route(/\/assets\/faq-[^/]+\.js$/, async (route) => {
    await heldAgain;
    await route.continue();
  });
  await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
  await expect(loading).toBeVisible();
  await expect(heading).toBeVisible();
  releaseAgain();
  await expect(
    page.getByRole('heading', { name: 'Frequently asked questions', level: 1 }),
  ).toBeVisible();
  await expect(loading).toHaveCount(0);
  await expect(page).toHaveURL(/\/faq$/);
});

test('a page opened by its address starts at the top, whatever page of the tab was scrolled', async ({
  page,
}) => {
  // The tab's first page, scrolled, then left through the app's own navigation …
  await page.goto('/features');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  await mainNav(page).getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // … then another page opened by its address in the same tab opens at its top …
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // (React Router restores a position as the page first renders; give it time to have done so.)
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // … while a page reloaded where it was left is scrolled back there.
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
});

test('a signed-in page reloaded asks for all its scripts itself, then shows', async ({ page }) => {
  const user = await createUser({ userType: 'Student', fullName: 'Meera Iyer' });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The server names the page's scripts in its HTML; the app linked each as it started, by the
  // same relative address (the router's own loader would have written the whole URL).
  const { named, linked } = await page.evaluate(() => ({
    named: JSON.parse(document.getElementById('ias-page-chunks')?.textContent ?? '[]') as string[],
    linked: [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  }));
  expect(named.length).toBeGreaterThan(20);
  expect(named.filter((file) => !linked.includes(file))).toEqual([]);
  // The dashboard's own script is among them, and was downloaded once.
  const student = named.find((file) => /\/student-[^/]+\.js$/.test(file));
  expect(student).toBeDefined();
  const fetched = await page.evaluate(
    (file) =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(file!)).length,
    student,
  );
  expect(fetched).toBe(1);
});

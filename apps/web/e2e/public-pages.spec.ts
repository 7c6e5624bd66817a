import { expect, type Page, test } from '@playwright/test';
import { createKeys } from '../../server/src/lib/jwt';
import { E2E } from './support/env';

/** sessionStorage flag of the start-up splash (src/config/constants.ts): skip it here. */
const SPLASH_SEEN_KEY = 'ias-splash-seen';

const PAGES: ReadonlyArray<[path: string, heading: RegExp]> = [
  ['/', /Attendance that takes itself/],
  ['/features', /Everything a register does/],
  ['/pricing', /Simple pricing per member, in rupees/],
  ['/about', /We build attendance that is fast, fair and private/],
  ['/careers', /Help every classroom and workplace/],
  ['/docs', /User guide/],
  ['/faq', /Frequently asked questions/],
  ['/privacy', /Privacy Policy/],
  ['/privacy-policy', /Privacy Policy/],
  ['/terms', /Terms of Service/],
  ['/terms-of-service', /Terms of Service/],
  ['/cookies', /Cookie Policy/],
  ['/demo', /See what each role sees and does/],
  ['/contact', /Contact us/],
  ['/support', /Get support/],
  ['/status', /System status/],
  ['/database-demo', /Live database demo/],
  ['/no-such-page/at-all', /Page not found/],
];

/** Console errors and uncaught exceptions of a page, collected for the test to assert on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function serviceKey(): Promise<string> {
  return (await createKeys(E2E.jwtSecret)).serviceKey;
}

/** Reads stored messages as service_role through the data API (clients cannot read them). */
async function storedMessage(reference: string): Promise<Record<string, unknown> | undefined> {
  const key = await serviceKey();
  const response = await fetch(
    `${E2E.baseURL}/rest/v1/contact_messages?reference=eq.${reference}&select=kind,name,email,organisation,topic,category,urgency,message,status`,
    { headers: { apikey: key, authorization: `Bearer ${key}` } },
  );
  expect(response.status).toBe(200);
  const rows = (await response.json()) as Record<string, unknown>[];
  return rows[0];
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
});

test.describe('every public route', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} shows its own heading without console errors`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  for (const [alias, original] of [
    ['/privacy-policy', '/privacy'],
    ['/terms-of-service', '/terms'],
  ] as const) {
    test(`${alias} shows the same page as ${original}`, async ({ page }) => {
      await page.goto(original);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const expected = await page.locator('main').innerText();
      await page.goto(alias);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.locator('main').innerText()).toBe(expected);
    });
  }

  test('fits a 375 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [path] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  });

  test("the footer's Blog link lands on the product updates", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/about#blog$/);
    await expect(page.getByRole('heading', { name: 'Product updates' })).toBeInViewport();
  });
});

test.describe('contact and support', () => {
  test('the contact form stores a message and shows its reference', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/contact?topic=demo');
    await page.getByLabel('Your name').fill('Priya Raman');
    await page.getByLabel('Email').fill('priya.raman@example.edu.in');
    await page.getByLabel('Organisation').fill('Sunrise Public School, Coimbatore');
    await expect(page.getByLabel('Topic')).toHaveValue('demo');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('We have 1,200 students in 36 sections and would like a demo of the gate kiosk.');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('heading', { name: 'Message received' })).toBeVisible();
    const reference = (await page.getByTestId('contact-reference').innerText()).trim();
    expect(reference).toMatch(/^IAS-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(await storedMessage(reference)).toEqual({
      kind: 'contact',
      name: 'Priya Raman',
      email: 'priya.raman@example.edu.in',
      organisation: 'Sunrise Public School, Coimbatore',
      topic: 'demo',
      category: null,
      urgency: null,
      message: 'We have 1,200 students in 36 sections and would like a demo of the gate kiosk.',
      status: 'new',
    });
    expect(errors).toEqual([]);
  });

  test('the support form stores category and urgency', async ({ page }) => {
    await page.goto('/support');
    await page.getByLabel('Your name').fill('Arjun Mehta');
    await page.getByLabel('Email').fill('arjun@example.co.in');
    await page.getByLabel('What is the problem about?').selectOption('kiosk_offline');
    await page.getByRole('radio', { name: /High/ }).check();
    await page
      .getByLabel('What happened?')
      .fill('The Pune gate kiosk shows 14 check-ins waiting to sync since 09:10 IST.');
    await page.getByRole('button', { name: 'Send support request' }).click();

    await expect(page.getByRole('heading', { name: 'Support request received' })).toBeVisible();
    const reference = (await page.getByTestId('contact-reference').innerText()).trim();
    expect(await storedMessage(reference)).toMatchObject({
      kind: 'support',
      topic: 'support',
      category: 'kiosk_offline',
      urgency: 'high',
    });
  });

  test('validation errors show on the fields and nothing is sent', async ({ page }) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts += 1;
    });
    await page.goto('/contact');
    await page.getByLabel('Email').fill('priya@');
    await page.getByRole('textbox', { name: 'Message' }).fill('Call me');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText(/Please enter a valid email address/)).toBeVisible();
    await expect(page.getByText('Please choose a topic.')).toBeVisible();
    await expect(page.getByText(/at least 20 characters/).first()).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Your name')).toBeFocused();
    expect(posts).toBe(0);
  });
});

test.describe('live figures', () => {
  test('/status shows the API and database health and re-checks on demand', async ({ page }) => {
    await page.goto('/status');
    await expect(page.getByTestId('overall-status')).toHaveText('All systems operational');
    await expect(page.getByTestId('api-state')).toHaveText('Operational');
    await expect(page.getByTestId('database-state')).toHaveText('Operational');
    await expect(page.getByTestId('api-version')).toHaveText(/^\d+\.\d+\.\d+/);
    await expect(page.getByTestId('api-latency')).toHaveText(/^\d+(\.\d)? ms$/);
    await expect(page.getByTestId('database-latency')).toHaveText(/^\d+(\.\d)? ms$/);
    // Indian time with seconds and the zone, from the one formatter (issue 13).
    await expect(page.getByTestId('last-checked')).toHaveText(/^\d{1,2}:\d{2}:\d{2}\s?[ap]m IST$/);
    // The database in words, not the engine's name.
    await expect(page.getByTestId('database-kind')).toHaveText(
      process.env.E2E_DATABASE_URL ? 'PostgreSQL server' : 'Built-in (embedded)',
    );
    await expect(page.getByText(/pglite|Kind:/i)).toHaveCount(0);

    const health = page.waitForResponse((response) => response.url().endsWith('/api/health'));
    await page.getByRole('button', { name: 'Check now' }).click();
    expect((await health).status()).toBe(200);
    await expect(page.getByRole('row')).toHaveCount(3);
  });

  test('/status checks again by itself every 15 seconds', async ({ page }) => {
    // The page's own clock, so 15 s pass without waiting for them.
    await page.clock.install();
    let healthRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/health')) healthRequests += 1;
    });
    await page.goto('/status');
    await expect(page.getByTestId('overall-status')).toHaveText('All systems operational');
    const checks = page.getByRole('table').getByRole('row');
    await expect(checks).toHaveCount(2);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const afterFirstCheck = healthRequests;

    // From now on the database is down; nobody touches the page.
    await page.route('**/api/health', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'degraded', database: 'unavailable' }),
      }),
    );
    await page.clock.fastForward(10_000);
    await page.waitForTimeout(500);
    expect(healthRequests, 'no check before 15 s').toBe(afterFirstCheck);
    await expect(checks).toHaveCount(2);

    await page.clock.fastForward(5_000);
    // Time flows again, so the answer's zero-delay callbacks (query notifications) run.
    await page.clock.resume();
    await expect(page.getByTestId('overall-status')).not.toHaveText('All systems operational');
    await expect(page.getByTestId('database-state')).not.toHaveText('Operational');
    await expect(checks).toHaveCount(3);
    expect(healthRequests).toBe(afterFirstCheck + 1);
  });

  test('/database-demo shows a live read-only query and runs it again', async ({ page }) => {
    await page.goto('/database-demo');
    await expect(page.getByText('Ran in a READ ONLY transaction')).toBeVisible();
    // The journeys' server runs on PGlite unless E2E_DATABASE_URL names a PostgreSQL.
    await expect(page.getByTestId('demo-kind')).toHaveText(
      process.env.E2E_DATABASE_URL ? 'PostgreSQL server' : 'Built-in (embedded)',
    );
    await expect(page.getByTestId('demo-auth-users')).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByTestId('demo-profiles')).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByTestId('demo-query-latency')).toHaveText(/ms$/);
    await expect(page.getByRole('rowheader', { name: 'Student' })).toBeVisible();

    const rerun = page.waitForResponse((response) => response.url().endsWith('/api/database-demo'));
    await page.getByRole('button', { name: 'Run the query again' }).click();
    const response = await rerun;
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
  });
});

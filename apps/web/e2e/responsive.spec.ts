import type { Page } from '@playwright/test';
import { expect, newPersonPage, signIn, test } from './support/fixtures';
import { seedSchool } from './support/school-seed';
import { PASSWORD, uniqueEmail } from './support/users';

/**
 * Every screen at the narrowest phone we support (360 × 740): its main heading is visible and
 * nothing makes the page scroll sideways. Signed-in screens are seen with real data (a seeded
 * institute, support/school-seed.ts), since tables and long names are what push a page wide.
 */
test.use({ viewport: { width: 360, height: 740 } });

/** SPEC.md §2 public routes (/register/details and /register/finish are reached by the form). */
const PUBLIC_ROUTES = [
  '/',
  '/demo',
  '/pricing',
  '/about',
  '/docs',
  '/features',
  '/careers',
  '/login',
  '/register',
  '/auth/callback',
  '/forgot-password',
  '/reset-password',
  '/privacy',
  '/terms',
  '/terms-of-service',
  '/privacy-policy',
  '/cookies',
  '/faq',
  '/contact',
  '/support',
  '/status',
  '/database-demo',
  '/no-such-page',
];

declare global {
  interface Window {
    layoutShift: number;
    /** What moved, for the failure message: each shift's value and the start of its nodes' text. */
    layoutShifts: string[];
  }
}

/**
 * The page's cumulative layout shift as Lighthouse and Chrome define it: shifts not caused by
 * input, grouped in windows (gaps under 1 s, at most 5 s long), the largest window's sum.
 */
function watchLayoutShifts() {
  window.layoutShift = 0;
  window.layoutShifts = [];
  let sum = 0;
  let first = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & LayoutShiftFields>) {
      if (entry.hadRecentInput) continue;
      const t = entry.startTime;
      if (sum && t - last < 1000 && t - first < 5000) sum += entry.value;
      else [sum, first] = [entry.value, t];
      last = t;
      const moved = (entry.sources ?? []).map((s) => s.node?.textContent?.slice(0, 30) ?? '?');
      window.layoutShifts.push(
        `${entry.value.toFixed(3)} at ${Math.round(t)} ms: ${moved.join(' | ')}`,
      );
      window.layoutShift = Math.max(window.layoutShift, sum);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}
type LayoutShiftFields = {
  value: number;
  hadRecentInput: boolean;
  sources?: Array<{ node: Node | null }>;
};

/** The main heading is visible, nothing is loading any more, and the page is no wider than the screen. */
async function expectFits(page: Page, path: string): Promise<void> {
  await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${path} is wider than a ${innerWidth} px screen`).toBeLessThanOrEqual(
    innerWidth,
  );
}

test('every public page fits a 360 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await expectFits(page, path);
  }

  await page.goto('/register');
  await page.getByLabel('E-mail address').fill(uniqueEmail('narrow'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register\/details$/);
  await page.getByRole('radio', { name: /^Company/ }).check();
  await page.getByLabel(/your name/i).fill('Venkataraghavan Subramaniam');
  await page.getByLabel('Company name').fill('Konkan Coastal Logistics and Warehousing Pvt. Ltd.');
  await page.getByLabel('Industry').selectOption('Logistics');
  await page.getByLabel('Number of employees').selectOption('1,001–5,000');
  await expectFits(page, '/register/details');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register\/finish$/);
  await expectFits(page, '/register/finish');
});

test('a teacher’s signed-in pages fit a 360 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  const school = await seedSchool(`narrow-${Date.now().toString(36)}`);
  await signIn(page, school.teacher.user!);
  await expect(page).toHaveURL(/\/dashboard\/teacher$/);
  await expect(page.getByTestId('teacher-session')).toHaveCount(2);
  await expectFits(page, '/dashboard/teacher');

  for (const path of [
    '/dashboard/teacher/students',
    '/dashboard/teacher/requests',
    `/dashboard/teacher/roll-call?session=${school.maths}`,
    '/profile',
    '/contacts',
    '/calendar',
    '/tasks',
    '/kanban',
    '/files',
    '/messages',
    '/tutorials',
    '/auth-test',
  ]) {
    await page.goto(path);
    await expectFits(page, path);
  }
});

test('the other role dashboards of an institute fit a 360 px phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const school = await seedSchool(`narrow-${Date.now().toString(36)}`);
  const people = [
    {
      user: school.asha.user!,
      home: '/dashboard/student',
      ready: (page: Page) => expect(page.getByTestId('overall-percent')).toHaveText('57.1 %'),
      pages: ['requests'],
    },
    {
      user: school.incharge.user!,
      home: '/dashboard/incharge',
      ready: (page: Page) => expect(page.getByTestId('live-status')).toHaveText('Live'),
      pages: ['live', 'requests'],
    },
    {
      user: school.org.owner,
      home: '/dashboard/institute',
      ready: (page: Page) => expect(page.getByTestId('setup-checklist')).toBeVisible(),
      pages: ['setup', 'people', 'structure', 'timetable', 'devices', 'live', 'requests'],
    },
  ];
  for (const { user, home, ready, pages } of people) {
    const page = await newPersonPage(browser, { viewport: { width: 360, height: 740 } });
    await signIn(page, user);
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await ready(page);
    // Loaded afresh, the dashboard does not jump while its data arrives (issue 11: CLS ≤ 0.1).
    await page.addInitScript(watchLayoutShifts);
    await page.reload();
    await ready(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { shift, shifts } = await page.evaluate(() => ({
      shift: window.layoutShift,
      shifts: window.layoutShifts,
    }));
    expect(shift, `${home} layout shift (${shifts.join('; ')})`).toBeLessThan(0.1);
    await expectFits(page, home);
    for (const sub of pages) {
      await page.goto(`${home}/${sub}`);
      await expectFits(page, `${home}/${sub}`);
    }
    await page.context().close();
  }
});

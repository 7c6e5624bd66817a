import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { addPerson, createOrg, setUserType } from './support/attendance-seed';
import { expect, signIn, test } from './support/fixtures';
import { seedSchool } from './support/school-seed';
import { createUser, type CreatedUser } from './support/users';

/**
 * axe over every route — signed out, and signed in as each of the seven user types — at 1280 and
 * 360 px, once the page shows its content (not a skeleton). A serious or critical violation of
 * WCAG 2.0/2.1 A or AA fails the run, listed by page, width, rule and element. One browser context
 * per type (signed in once), both widths by resizing; the types run in parallel across workers.
 * Also: a dialog and a menu give the focus back to their opener when they close.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 760 },
] as const;

type Type = 'Student' | 'Teacher' | 'Incharge' | 'Institute' | 'Company' | 'Employee' | 'Admin';

/** SPEC.md §2's public routes, the router's other signed-out pages and a missing one. */
const PUBLIC_ROUTES = [
  '/',
  '/demo',
  '/pricing',
  '/about',
  '/docs',
  '/features',
  '/careers',
  '/faq',
  '/contact',
  '/support',
  '/status',
  '/database-demo',
  '/no-such-page',
  '/login',
  '/register',
  '/register/details',
  '/register/finish',
  '/auth/callback',
  '/forgot-password',
  '/reset-password',
  '/privacy',
  '/privacy-policy',
  '/terms',
  '/terms-of-service',
  '/cookies',
  '/guardian-consent',
  '/kiosk',
];

const WORKSPACE = ['/messages', '/files', '/calendar', '/tasks', '/tutorials'];
const ACCOUNT = ['/profile', '/auth-test'];
const owner = (home: string, kind: 'institute' | 'company') => [
  home,
  ...[
    'live',
    'people',
    'structure',
    kind === 'institute' ? 'timetable' : 'shifts',
    'requests',
    ...(kind === 'company' ? ['overtime'] : []),
    'location-checks',
    'records',
    'devices',
    'reports',
    'setup',
    'notifications',
    'integrations',
  ].map((page) => `${home}/${page}`),
  '/contacts',
  ...WORKSPACE,
  ...ACCOUNT,
];

/** Every page each type may use (the shell's navigation, see app-shell.spec.ts). */
const ROUTES: Record<Type, string[]> = {
  Student: [
    '/dashboard/student',
    '/dashboard/student/requests',
    '/contacts',
    ...WORKSPACE,
    '/kanban',
    ...ACCOUNT,
  ],
  Teacher: [
    '/dashboard/teacher',
    ...['roll-call', 'requests', 'kiosk', 'reports', 'students'].map(
      (page) => `/dashboard/teacher/${page}`,
    ),
    '/contacts',
    ...WORKSPACE,
    ...ACCOUNT,
  ],
  Incharge: [
    '/dashboard/incharge',
    ...['live', 'roll-call', 'requests', 'overtime', 'location-checks', 'kiosk', 'reports'].map(
      (page) => `/dashboard/incharge/${page}`,
    ),
    '/contacts',
    ...WORKSPACE,
    ...ACCOUNT,
  ],
  Institute: owner('/dashboard/institute', 'institute'),
  Company: owner('/dashboard/company', 'company'),
  Employee: [
    '/dashboard/employee',
    ...['timesheet', 'requests', 'overtime'].map((page) => `/dashboard/employee/${page}`),
    '/contacts',
    ...WORKSPACE,
    ...ACCOUNT,
  ],
  Admin: [
    '/dashboard/admin',
    ...['users', 'organizations', 'audit'].map((page) => `/dashboard/admin/${page}`),
    '/contacts',
    ...WORKSPACE,
    ...ACCOUNT,
  ],
};

/**
 * Waits for the page's heading and for every loading indicator to have gone — and still gone a
 * moment later, as a card may start loading once the page's first data has arrived (after a
 * resize, which loads nothing new, a shorter moment).
 */
async function settle(page: Page, pause = 250) {
  await expect(page.locator('h1').first()).toBeVisible();
  const loading = page.locator('[aria-busy="true"], [role="status"]:text-is("Loading...")');
  await expect(loading).toHaveCount(0);
  await page.waitForTimeout(pause);
  await expect(loading).toHaveCount(0);
}

/**
 * Moves to `route` inside the app, as its links do (the router's own history entry and a
 * popstate), rather than loading the whole app again: the page is what a person clicking through
 * sees, at a third of the cost. Done once the router has shown the new page, which is when the
 * app moves the focus to its heading (use-focus-heading-on-navigate).
 */
async function navigateInApp(page: Page, route: string) {
  await page.evaluate((to) => {
    // The last page's heading has the focus: only the new page's can take it back.
    (document.activeElement as HTMLElement | null)?.blur();
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, route);
  await expect(page).toHaveURL((url) => url.pathname === route);
  await expect(page.locator('main h1').first()).toBeFocused();
}

/**
 * axe's serious and critical violations on the page as it is, one line per element. axe-core is
 * in every document already (see beforeEach): sending it into the page for each scan, as
 * @axe-core/playwright does, cost four times the scan itself.
 */
async function scan(page: Page, width: number): Promise<string[]> {
  const { violations } = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
  const where = `${new URL(page.url()).pathname} at ${width} px`;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${where}: ${v.id} (${v.impact}) ${node.target.join(' ')} — ${
            node.failureSummary?.split('\n').slice(1).join(' ').trim() || v.help
          }`,
      ),
    );
}

/**
 * Opens each route and scans it at both widths (alternating the order to save a resize). Signed
 * in, the first route is loaded and the rest are reached inside the app; signed out, each page is
 * loaded as a visitor arrives on it.
 */
async function scanRoutes(page: Page, routes: readonly string[], inApp = false) {
  const found: string[] = [];
  for (const [index, route] of routes.entries()) {
    if (inApp && index > 0) await navigateInApp(page, route);
    else await page.goto(route);
    const widths = index % 2 === 0 ? WIDTHS : [...WIDTHS].reverse();
    for (const [step, size] of widths.entries()) {
      if (step > 0 || index > 0) await page.setViewportSize(size);
      await settle(page, step === 0 ? 250 : 100);
      found.push(...(await scan(page, size.width)));
    }
  }
  expect(found, `axe: serious or critical issues\n${found.join('\n')}\n`).toEqual([]);
}

test.use({ viewport: WIDTHS[0] });
test.beforeEach(async ({ page }) => {
  // No transitions half-way through a fade when the colours are measured.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript({ content: axe.source });
});

/** Routes in parts of at most eight, so the workers share the load and a part fits its timeout. */
const parts = (routes: readonly string[]) => {
  const count = Math.ceil(routes.length / 8);
  const size = Math.ceil(routes.length / count);
  return Array.from({ length: count }, (_, i) => routes.slice(i * size, (i + 1) * size));
};

test('the scan reports what it should: a planted low-contrast button and an image without text', async ({
  page,
}) => {
  await page.goto('/about');
  await settle(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'afterbegin',
      '<button style="color:#bbb;background:#fff">Faint</button><img src="/favicon.svg" id="planted">',
    );
  });
  const found = await scan(page, 1280);
  expect(found.some((line) => line.includes('color-contrast (serious)'))).toBe(true);
  expect(found.some((line) => line.includes('image-alt (critical) #planted'))).toBe(true);
});

for (const routes of parts(PUBLIC_ROUTES)) {
  test(`signed out, public pages (${routes[0]}…): no serious axe issues at 1280 and 360 px`, async ({
    page,
  }) => {
    test.setTimeout(routes.length * 40_000);
    await scanRoutes(page, routes);
  });
}

test.describe('signed in', () => {
  const users = {} as Record<Type, CreatedUser>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const label = `Axe ${Date.now().toString(36)}`;
    const school = await seedSchool(label);
    const company = await createOrg(`Konkan Freight ${label}`, 'company');
    const employee = await addPerson(company, {
      name: 'Ravi Kulkarni',
      role: 'employee',
      userType: 'Employee',
    });
    const admin = await createUser({ fullName: 'Nandini Admin' });
    await setUserType(admin.id, 'Admin');
    Object.assign(users, {
      Student: school.asha.user!,
      Teacher: school.teacher.user!,
      Incharge: school.incharge.user!,
      Institute: school.org.owner,
      Company: company.owner,
      Employee: employee.user!,
      Admin: admin,
    });
  });

  for (const type of Object.keys(ROUTES) as Type[]) {
    for (const routes of parts(ROUTES[type])) {
      test(`as ${type} (${routes[0]}…): no serious axe issues at 1280 and 360 px`, async ({
        page,
      }) => {
        test.setTimeout(30_000 + routes.length * 40_000);
        await signIn(page, users[type]);
        await expect(page).toHaveURL(new RegExp(`/dashboard/${type.toLowerCase()}$`));
        await scanRoutes(page, routes, true);
      });
    }
  }

  test('a dialog and a menu closed with Escape give the focus back to their opener', async ({
    page,
  }) => {
    await signIn(page, users.Employee);
    await expect(page).toHaveURL(/\/dashboard\/employee$/);
    // Signed in, focus goes to the dashboard's heading once it is there: wait for it, not race it.
    await expect(page.locator('main h1')).toBeFocused();
    const about = page.getByRole('button', { name: 'About & help' });
    await about.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'About & help' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(about).toBeFocused();

    const account = page.getByRole('button', { name: 'Account menu' });
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(account).toBeFocused();
  });
});

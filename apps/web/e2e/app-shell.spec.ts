import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { addPerson, createOrg, setUserType } from './support/attendance-seed';
import { expect, signInOnNewPage, test } from './support/fixtures';
import { type School, seedSchool } from './support/school-seed';
import { isScreenshotRun, SCREENSHOT_DIR } from './support/screenshots';
import { createUser, type CreatedUser } from './support/users';

/**
 * The signed-in app shell for each of the seven user types at 1280 and 360 px: its navigation
 * reaches every page the type may use (each opens with its heading, marked as the current page)
 * and offers none it may not; folding the sidebar is remembered; the phone's "More" sheet works
 * with the keyboard; the skip link and the focus on the new page's heading.
 */
type NavPage = readonly [path: string, name: string];
type Type = 'Student' | 'Teacher' | 'Incharge' | 'Institute' | 'Company' | 'Employee' | 'Admin';

const WORKSPACE = [
  ['/messages', 'Messages'],
  ['/files', 'Files'],
  ['/calendar', 'Calendar'],
  ['/tasks', 'Tasks'],
  ['/tutorials', 'Tutorials'],
] as const;
const ACCOUNT = [
  ['/profile', 'Account settings'],
  ['/auth-test', 'Session check'],
] as const;

const owner = (home: string, kind: 'institute' | 'company'): NavPage[] => [
  [home, 'Overview'],
  [`${home}/live`, 'Live board'],
  [`${home}/people`, 'People'],
  [`${home}/structure`, kind === 'institute' ? 'Classes' : 'Departments'],
  ['/contacts', 'Contacts'],
  kind === 'institute' ? [`${home}/timetable`, 'Timetable'] : [`${home}/shifts`, 'Shifts'],
  [`${home}/requests`, 'Requests'],
  ...(kind === 'company' ? ([[`${home}/overtime`, 'Overtime']] as NavPage[]) : []),
  [`${home}/location-checks`, 'Check-ins to review'],
  [`${home}/records`, 'Records'],
  [`${home}/devices`, 'Kiosks'],
  [`${home}/reports`, 'Reports'],
  ...WORKSPACE,
  [`${home}/setup`, 'Organisation settings'],
  [`${home}/notifications`, 'Notifications'],
  [`${home}/integrations`, 'Integrations'],
  ...ACCOUNT,
];

/** What each type's navigation must hold, in order — written out here, not read from the app. */
const PAGES: Record<Type, NavPage[]> = {
  Student: [
    ['/dashboard/student', 'Dashboard'],
    ['/contacts', 'Contacts'],
    ['/dashboard/student/requests', 'My requests'],
    ...WORKSPACE,
    ...ACCOUNT,
  ],
  Teacher: [
    ['/dashboard/teacher', 'Dashboard'],
    ['/contacts', 'Contacts'],
    ['/dashboard/teacher/roll-call', 'Roll-call'],
    ['/dashboard/teacher/requests', 'Requests'],
    ['/dashboard/teacher/kiosk', 'Kiosk'],
    ['/dashboard/teacher/reports', 'Reports'],
    ['/dashboard/teacher/students', 'Low attendance'],
    ...WORKSPACE,
    ...ACCOUNT,
  ],
  Incharge: [
    ['/dashboard/incharge', 'Dashboard'],
    ['/dashboard/incharge/live', 'Live board'],
    ['/contacts', 'Contacts'],
    ['/dashboard/incharge/roll-call', 'Roll-call'],
    ['/dashboard/incharge/requests', 'Requests'],
    ['/dashboard/incharge/overtime', 'Overtime'],
    ['/dashboard/incharge/location-checks', 'Check-ins to review'],
    ['/dashboard/incharge/kiosk', 'Kiosk'],
    ['/dashboard/incharge/reports', 'Reports'],
    ...WORKSPACE,
    ...ACCOUNT,
  ],
  Institute: owner('/dashboard/institute', 'institute'),
  Company: owner('/dashboard/company', 'company'),
  Employee: [
    ['/dashboard/employee', 'Dashboard'],
    ['/contacts', 'Contacts'],
    ['/dashboard/employee/timesheet', 'Timesheet'],
    ['/dashboard/employee/requests', 'My requests'],
    ['/dashboard/employee/overtime', 'Overtime'],
    ...WORKSPACE,
    ...ACCOUNT,
  ],
  Admin: [
    ['/dashboard/admin', 'Dashboard'],
    ['/dashboard/admin/users', 'Users'],
    ['/dashboard/admin/organizations', 'Organisations'],
    ['/contacts', 'Contacts'],
    ['/dashboard/admin/audit', 'Audit log'],
    ...WORKSPACE,
    ...ACCOUNT,
  ],
};

/** The phone's bottom bar per type (the rest is in "More"). */
const BOTTOM_BAR: Record<Type, string[]> = {
  Student: ['Dashboard', 'Contacts', 'Requests'],
  Teacher: ['Dashboard', 'Roll-call', 'Requests'],
  Incharge: ['Dashboard', 'Live', 'Roll-call', 'Requests'],
  Institute: ['Overview', 'Live', 'People', 'Requests'],
  Company: ['Overview', 'Live', 'People', 'Requests'],
  Employee: ['Dashboard', 'Contacts', 'Timesheet', 'Requests'],
  Admin: ['Dashboard', 'Users', 'Orgs', 'Audit log'],
};

/** A page each type may not use: the address sends them to their own dashboard. */
const FORBIDDEN: Record<Type, string> = {
  Student: '/dashboard/teacher/roll-call',
  Teacher: '/dashboard/institute/people',
  Incharge: '/dashboard/admin/users',
  Institute: '/dashboard/company/shifts',
  Company: '/dashboard/employee/timesheet',
  Employee: '/dashboard/incharge/live',
  Admin: '/dashboard/student/requests',
};

const TYPES = Object.keys(PAGES) as Type[];
const users = {} as Record<Type, CreatedUser>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const label = `Shell ${Date.now().toString(36)}`;
  const school: School = await seedSchool(label);
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

const home = (type: Type) => new RegExp(`/dashboard/${type.toLowerCase()}$`);
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'App' });
const moreSheet = (page: Page) => page.getByRole('dialog', { name: 'More' });
const moreButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'More' });

/** The navigation's links as [path, name] pairs, in order. */
const linksOf = (nav: Locator) =>
  nav
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => [
        new URL((a as HTMLAnchorElement).href).pathname,
        (a.textContent ?? '').trim(),
      ]),
    );

/** The page opened at `path` with its own heading (not an error or "not found"). */
async function expectPage(page: Page, pathname: string) {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText(/Unexpected Application Error|not found/i);
}

async function shot(page: Page, name: string) {
  if (!isScreenshotRun) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

for (const type of TYPES) {
  test(`${type} at 1280 px: the sidebar reaches every page of the type and no other`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await signInOnNewPage(browser, users[type], home(type), {
      viewport: { width: 1280, height: 800 },
    });
    const nav = sidebar(page);
    await expect(nav.getByRole('link').first()).toBeVisible();
    expect(await linksOf(nav)).toEqual(PAGES[type]);
    await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeHidden();
    await shot(page, `shell-${type.toLowerCase()}-1280`);

    for (const [pathname, name] of PAGES[type]) {
      const link = nav.getByRole('link', { name, exact: true });
      await link.click();
      await expectPage(page, pathname);
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }

    await page.goto(FORBIDDEN[type]);
    await expect(page).toHaveURL(home(type));
    await page.context().close();
  });

  test(`${type} at 360 px: the bottom bar and "More" reach every page of the type and no other`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await signInOnNewPage(browser, users[type], home(type), {
      viewport: { width: 360, height: 760 },
    });
    await expect(sidebar(page)).toBeHidden();
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(bar.getByRole('link').first()).toBeVisible();
    expect((await linksOf(bar)).map(([, name]) => name)).toEqual(BOTTOM_BAR[type]);
    await shot(page, `shell-${type.toLowerCase()}-360`);

    await moreButton(page).click();
    const sheet = moreSheet(page);
    await expect(sheet).toBeVisible();
    const all = sheet.getByRole('navigation', { name: 'All pages' });
    expect(await linksOf(all)).toEqual(PAGES[type]);
    await shot(page, `shell-${type.toLowerCase()}-more-360`);
    await page.keyboard.press('Escape');

    for (const [pathname, name] of PAGES[type]) {
      await moreButton(page).click();
      const link = all.getByRole('link', { name, exact: true });
      await link.click();
      await expect(sheet).toBeHidden();
      await expectPage(page, pathname);
    }
    // Nothing sticks out sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.goto(FORBIDDEN[type]);
    await expect(page).toHaveURL(home(type));
    await page.context().close();
  });
}

test('only the bar the screen shows is built, and turning the screen swaps them', async ({
  browser,
}) => {
  const page = await signInOnNewPage(browser, users.Teacher, home('Teacher'), {
    viewport: { width: 360, height: 760 },
  });
  const bar = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(bar.getByRole('link').first()).toBeVisible();
  // A phone builds no sidebar at all (not merely a hidden one): fewer components and DOM nodes.
  await expect(page.getByTestId('sidebar')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sidebar(page).getByRole('link').first()).toBeVisible();
  await expect(bar).toHaveCount(0);
  await sidebar(page).getByRole('link', { name: 'Reports', exact: true }).click();
  await expectPage(page, '/dashboard/teacher/reports');

  await page.setViewportSize({ width: 360, height: 760 });
  await expect(bar.getByRole('link').first()).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.context().close();
});

test('the folded sidebar stays folded after a reload, its links still named', async ({
  browser,
}) => {
  const page = await signInOnNewPage(browser, users.Company, home('Company'));
  const shell = page.getByTestId('sidebar');
  await expect(shell).toHaveAttribute('data-collapsed', 'false');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(shell).toHaveAttribute('data-collapsed', 'true');
  const wide = await shell.evaluate((el) => el.getBoundingClientRect().width);
  expect(wide).toBeLessThan(100);

  await page.reload();
  await expect(shell).toHaveAttribute('data-collapsed', 'true');
  const toggle = page.getByRole('button', { name: 'Expand sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Icons only, but each link keeps its name (and the current page its mark).
  await sidebar(page).getByRole('link', { name: 'Departments' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company\/structure$/);
  await expect(sidebar(page).getByRole('link', { name: 'Departments' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await shot(page, 'shell-company-collapsed-1280');

  await toggle.click();
  await expect(shell).toHaveAttribute('data-collapsed', 'false');
  await page.reload();
  await expect(shell).toHaveAttribute('data-collapsed', 'false');
  await page.context().close();
});

test('keyboard: skip link into the main area, focus on the new page’s heading', async ({
  browser,
}) => {
  const page = await signInOnNewPage(browser, users.Teacher, home('Teacher'));
  await page.goto('/dashboard/teacher');
  await expect(page.getByRole('heading', { name: 'Teacher dashboard', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next stop is inside the page, past the whole navigation.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement)),
  ).toBe(true);

  // A sidebar link chosen with the keyboard: focus lands on the new page's heading.
  await sidebar(page).getByRole('link', { name: 'Reports' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/teacher\/reports$/);
  await expect(page.locator('main h1')).toBeFocused();
  await page.context().close();
});

test('the search box narrows the navigation to matching pages and opens the first', async ({
  browser,
}) => {
  const page = await signInOnNewPage(browser, users.Institute, home('Institute'));
  const search = page.getByRole('searchbox', { name: 'Search pages' });
  await search.fill('time');
  expect(await linksOf(sidebar(page))).toEqual([['/dashboard/institute/timetable', 'Timetable']]);
  await search.fill('leave');
  expect(await linksOf(sidebar(page))).toEqual([['/dashboard/institute/requests', 'Requests']]);
  await search.fill('zzz');
  await expect(sidebar(page)).toContainText('No pages match “zzz”.');
  await search.fill('kiosk');
  await search.press('Enter');
  await expectPage(page, '/dashboard/institute/devices');
  await expect(search).toHaveValue('');
  expect(await linksOf(sidebar(page))).toEqual(PAGES.Institute);
  await page.context().close();
});

test('top bar: the organisation, an honest empty notification panel, the account menu; offline note', async ({
  browser,
}) => {
  const page = await signInOnNewPage(browser, users.Employee, home('Employee'));
  const org = page.getByTestId('org-switcher');
  await expect(org).toContainText('Konkan Freight');
  await org.click();
  await expect(page.getByRole('menuitem', { name: /Konkan Freight.*Employee/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(org).toBeFocused();

  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toHaveText('');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toContainText('No notifications yet');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expectPage(page, '/profile');

  // Offline, the shell says so above the page; back online, the note goes.
  await page.context().setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline.');
  await page.context().setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  // What the site footer carries is in the sidebar and its About & help dialog.
  await expect(page.getByTestId('sidebar').getByText('All systems operational')).toBeVisible();
  await page.getByRole('button', { name: 'About & help' }).click();
  const about = page.getByRole('dialog', { name: 'About & help' });
  for (const label of ['Home', 'About', 'Features', 'Docs', 'Privacy Policy', 'System Status']) {
    await expect(about.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(about.getByText('Available in India only')).toBeVisible();
  await expect(about.getByText('Alpha', { exact: true })).toBeVisible();
  await expect(about.getByText('Beta', { exact: true })).toBeVisible();
  await page.context().close();
});

test.describe('at 360 px', () => {
  test('the "More" sheet opens and closes by keyboard, focus back on its button', async ({
    browser,
  }) => {
    const page = await signInOnNewPage(browser, users.Incharge, home('Incharge'), {
      viewport: { width: 360, height: 760 },
    });
    // Signed in, focus goes to the dashboard's heading once it is there (before any key is
    // pressed, so the journey waits for it rather than race it).
    await expect(page.locator('main h1')).toBeFocused();
    const more = moreButton(page);
    await more.focus();
    await page.keyboard.press('Enter');
    const sheet = moreSheet(page);
    await expect(sheet).toBeVisible();
    // (The modal sheet hides the rest of the page from the accessibility tree, so by CSS.)
    await expect(page.locator('nav[aria-label="Shortcuts"] button')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Focus is inside the sheet and stays there.
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(more).toBeFocused();

    // Opened again with Space; a page chosen with the keyboard closes it and focus goes to the
    // new page's heading.
    await page.keyboard.press('Space');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Reports', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/incharge\/reports$/);
    await expect(page.locator('main h1')).toBeFocused();

    // The footer's status line, badges and links are in the sheet.
    await more.click();
    await expect(sheet.getByText('All systems operational')).toBeVisible();
    await expect(sheet.getByText('Available in India only')).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await page.context().close();
  });
});

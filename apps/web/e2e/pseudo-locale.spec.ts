import type { Page } from '@playwright/test';
import { expect, newPersonPage, signIn, test } from './support/fixtures';
import { seedSchool } from './support/school-seed';

// Issue 14: the pseudo-locale (accented, about 30 % longer) catches text that a longer language
// would clip. On the main screens, at a phone's and a laptop's width, no labelled control (button,
// link, label, field, tab, menu item, table heading) is narrower than its own text: its scroll
// width stays within its client width.

/** Controls whose text overflows their box, described for the failure message. */
async function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, a[href], label, input, select, textarea, [role="tab"], [role="menuitem"], th';
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      // Inline boxes have no client width; visually hidden text (the skip link until it has
      // focus, screen-reader labels) is clipped on purpose.
      if (style.display === 'inline' || element.getBoundingClientRect().width <= 2) continue;
      if (style.clip.startsWith('rect') || style.clipPath !== 'none') continue;
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim() ??
        (element as HTMLInputElement).labels?.[0]?.textContent;
      if (!name) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        clipped.push(
          `${element.tagName.toLowerCase()} "${name.slice(0, 60)}" ${element.scrollWidth} > ${element.clientWidth}`,
        );
    }
    return clipped;
  });
}

async function expectNothingClipped(page: Page, path: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(/^\[?(Loading|Ľöàdîñg)\.\.\./)).toHaveCount(0);
    expect(await clippedControls(page), `${path} at ${width} px`).toEqual([]);
  }
}

const pseudo = async (page: Page) => {
  await page.addInitScript(() => localStorage.setItem('ias.locale', 'pseudo'));
};

test('the public pages and sign-in in the pseudo-locale clip no control', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await newPersonPage(browser);
  await pseudo(page);
  for (const path of ['/', '/pricing', '/features', '/login', '/register'])
    await expectNothingClipped(page, path);
  await page.context().close();
});

test('an owner’s and a teacher’s main screens in the pseudo-locale clip no control', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const school = await seedSchool(`pseudo-${Date.now().toString(36)}`);

  const owner = await newPersonPage(browser);
  await signIn(owner, school.org.owner);
  await expect(owner).toHaveURL(/\/dashboard\/institute$/);
  await pseudo(owner);
  for (const path of [
    '/dashboard/institute',
    '/dashboard/institute/people',
    '/dashboard/institute/requests',
  ])
    await expectNothingClipped(owner, path);
  await owner.context().close();

  const teacher = await newPersonPage(browser);
  await signIn(teacher, school.teacher.user!);
  await expect(teacher).toHaveURL(/\/dashboard\/teacher$/);
  await pseudo(teacher);
  await expectNothingClipped(teacher, '/dashboard/teacher');
  await teacher.context().close();
});

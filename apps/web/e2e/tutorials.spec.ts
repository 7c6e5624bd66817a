import type { UserType } from '@ias/shared';
import type { Page } from '@playwright/test';
import { GUIDES } from '../src/features/tutorials/content/guides';
import { rest } from './support/attendance-seed';
import { createOrg } from './support/capture/org';
import { expect, newPersonPage, signIn, test } from './support/fixtures';
import { seedSchool } from './support/school-seed';

// Issue 17: /tutorials — a new owner's "Set up a kiosk" in show-me mode, resumed and finished,
// remembered after a reload; and every show-me tour walked on seeded data, so a guide cannot
// silently drift from the page it points at.

const popover = (page: Page) => page.locator('.driver-popover');

/** Whether the tour highlights the element `target` finds (and not a stand-in). */
async function expectHighlighted(page: Page, target: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (selector) =>
            document.querySelector(selector)?.classList.contains('driver-active-element') ?? null,
          target,
        ),
      { message: `the tour highlights ${target}` },
    )
    .toBe(true);
}

test('a new owner follows “Set up a kiosk” in show-me mode, resumes it and finishes; progress stays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await createOrg('Tutorial Academy', 'institute');
  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/institute$/);

  await page.goto('/tutorials');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
  const forYou = page.getByRole('region', { name: 'For you' });
  await expect(forYou.getByTestId('guide-card').first()).toContainText(
    'Your first day as an owner',
  );
  const kioskCard = forYou.locator('[data-guide="set-up-kiosk"]');
  await expect(kioskCard).toContainText('Not started');
  // Guides for other types are further down, not first.
  await expect(forYou.locator('[data-guide="request-leave"]')).toHaveCount(0);

  await kioskCard.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Set up a kiosk' })).toBeFocused();
  await page.getByRole('button', { name: 'Show me' }).click();

  await expect(page).toHaveURL(/\/dashboard\/institute\/devices$/);
  await expect(popover(page)).toContainText('Step 1 of 5');
  await expect(popover(page)).toContainText('turns the device you are holding into a kiosk');
  await expectHighlighted(page, '[data-tour="kiosk-form"]');
  // Keyboard: → moves on.
  await page.keyboard.press('ArrowRight');
  await expect(popover(page)).toContainText('Step 2 of 5');
  await popover(page).getByRole('button', { name: 'Next' }).click();
  await expect(popover(page)).toContainText('Step 3 of 5');
  await expect.poll(() => stepRow(org.owner.id)).toMatchObject({ status: 'started', tour_step: 2 });
  // Esc stops; the step reached is kept.
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);

  await page.goto('/tutorials?guide=set-up-kiosk');
  await expect(page.getByText('In progress')).toBeVisible();
  await page.getByRole('button', { name: 'Resume from step 3' }).click();
  await expect(popover(page)).toContainText('Step 3 of 5');
  await expectHighlighted(page, '[data-tour="kiosk-form"] fieldset:nth-of-type(1)');
  await popover(page).getByRole('button', { name: 'Next' }).click();
  await popover(page).getByRole('button', { name: 'Next' }).click();
  await expect(popover(page)).toContainText('Step 5 of 5');
  await expectHighlighted(page, '[data-tour="kiosk-form"] button[type="submit"]');
  await popover(page).getByRole('button', { name: 'Finish' }).click();
  await expect(popover(page)).toHaveCount(0);
  // The tour only pointed: no kiosk was started.
  await expect(page).toHaveURL(/\/dashboard\/institute\/devices$/);

  await expect.poll(() => stepRow(org.owner.id)).toMatchObject({ status: 'done' });

  // The empty kiosk list points at the guide.
  await page.reload();
  await page.getByRole('link', { name: 'No kiosk yet — how to set one up' }).click();
  await expect(page).toHaveURL(/\/tutorials\?guide=set-up-kiosk$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Set up a kiosk' })).toBeVisible();
  await expect(page.getByText('Done', { exact: true })).toBeVisible();
  await page.goto('/tutorials');
  await expect(page.locator('[data-guide="set-up-kiosk"]').first()).toContainText('Done');
  await page.reload();
  await expect(page.locator('[data-guide="set-up-kiosk"]').first()).toContainText('Done');
  await expect(page.getByText(/1 of \d+ of your guides done/)).toBeVisible();

  // Search finds guides for other types too.
  await page.getByRole('searchbox', { name: 'Search guides' }).fill('csv');
  await expect(page.getByTestId('guide-card').first()).toContainText(
    'Import people from a CSV file',
  );
  await page.getByRole('searchbox', { name: 'Search guides' }).fill('qqqq');
  await expect(page.getByText('No guide matches “qqqq”')).toBeVisible();
});

async function stepRow(userId: string) {
  const rows = await rest<Array<{ status: string; tour_step: number | null }>>(
    `tutorial_progress?user_id=eq.${userId}&guide_id=eq.set-up-kiosk&select=status,tour_step`,
  );
  return rows[0] ?? null;
}

/** What a step needs the person to do before the next one can appear. */
const ACTIONS: Record<string, Record<number, (page: Page) => Promise<void>>> = {
  'take-roll-call': {
    0: async (page) => {
      await page.getByLabel('Period').selectOption({ index: 1 });
    },
  },
};

test('every show-me tour finds each of its elements on seeded data', async ({ browser }) => {
  test.setTimeout(240_000);
  const school = await seedSchool('Tours');
  const people: Partial<Record<UserType, { email: string; password: string }>> = {
    Institute: school.org.owner,
    Teacher: school.teacher.user!,
    Incharge: school.incharge.user!,
    Student: school.asha.user!,
  };
  const pages = new Map<UserType, Page>();
  const pageOf = async (type: UserType) => {
    const known = pages.get(type);
    if (known) return known;
    const page = await newPersonPage(browser);
    await signIn(page, people[type]!);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${type.toLowerCase()}$`), {
      timeout: 30_000,
    });
    pages.set(type, page);
    return page;
  };

  const tours = GUIDES.filter((guide) => guide.tour);
  expect(tours.length).toBeGreaterThanOrEqual(7);
  for (const guide of tours) {
    const tour = guide.tour!;
    const type = (Object.keys(tour.paths) as UserType[]).find((t) => people[t]);
    expect(type, `a seeded person can take the “${guide.id}” tour`).toBeTruthy();
    const page = await pageOf(type!);
    await test.step(`${guide.id} as ${type}`, async () => {
      await page.goto(`/tutorials?guide=${guide.id}`);
      await page.getByRole('button', { name: 'Show me' }).click();
      for (const [index, step] of tour.steps.entries()) {
        await expect(popover(page)).toContainText(`Step ${index + 1} of ${tour.steps.length}`);
        await expectHighlighted(page, step.target);
        await ACTIONS[guide.id]?.[index]?.(page);
        const last = index === tour.steps.length - 1;
        await popover(page)
          .getByRole('button', { name: last ? 'Finish' : 'Next' })
          .click();
      }
      await expect(popover(page)).toHaveCount(0);
    });
  }
  for (const page of pages.values()) await page.context().close();
});

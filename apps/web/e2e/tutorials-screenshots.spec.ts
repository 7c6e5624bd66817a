import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserType } from '@ias/shared';
import type { Page } from '@playwright/test';
import { GUIDES } from '../src/features/tutorials/content/guides';
import { resolvePath } from '../src/features/tutorials/utils/guides';
import { addPerson, createOrg, setUserType } from './support/attendance-seed';
import { expect, newPersonPage, signIn, test } from './support/fixtures';
import { seedSchool } from './support/school-seed';
import { isScreenshotRun, SCREENSHOT_CONTEXT } from './support/screenshots';
import { createUser } from './support/users';

/**
 * The guides' pictures (SCREENSHOTS=1, like docs/screenshots): each guide's page on seeded data,
 * with the first "show me" step highlighted where the guide has a tour, written to
 * apps/web/public/tutorials/<guide>.jpg and shown in the guide. Regenerated, never drawn by hand.
 */
test.skip(!isScreenshotRun, 'set SCREENSHOTS=1 to refresh the tutorials’ pictures');
test.use(SCREENSHOT_CONTEXT);

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/tutorials');

test('a picture of the real page for every guide that has one', async ({ browser }) => {
  test.setTimeout(300_000);
  mkdirSync(DIR, { recursive: true });
  const school = await seedSchool('Guides');
  const company = await createOrg('Shakti Textiles Guides', 'company');
  const employee = await addPerson(company, {
    name: 'Ravi Kumar',
    role: 'employee',
    userType: 'Employee',
    code: 'E-101',
  });
  const admin = await createUser({ fullName: 'Anita Admin' });
  await setUserType(admin.id, 'Admin');
  const people: Partial<Record<UserType, { email: string; password: string }>> = {
    Institute: school.org.owner,
    Company: company.owner,
    Teacher: school.teacher.user!,
    Incharge: school.incharge.user!,
    Student: school.asha.user!,
    Employee: employee.user!,
    Admin: admin,
  };
  const pages = new Map<UserType, Page>();
  const pageOf = async (type: UserType) => {
    const known = pages.get(type);
    if (known) return known;
    const page = await newPersonPage(browser, {
      ...SCREENSHOT_CONTEXT,
      viewport: { width: 1280, height: 800 },
    });
    await signIn(page, people[type]!);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${type.toLowerCase()}$`), {
      timeout: 30_000,
    });
    pages.set(type, page);
    return page;
  };

  for (const guide of GUIDES.filter((g) => g.picture)) {
    const types = [...Object.keys(guide.tour?.paths ?? {}), ...Object.keys(guide.pages ?? {})];
    const type = (types as UserType[]).find((t) => people[t]);
    expect(type, `a seeded person for the picture of “${guide.id}”`).toBeTruthy();
    const page = await pageOf(type!);
    await test.step(`${guide.id} as ${type}`, async () => {
      if (guide.tour) {
        await page.goto(`/tutorials?guide=${guide.id}`);
        await page.getByRole('button', { name: 'Show me' }).click();
        await expect(page.locator('.driver-popover')).toContainText('Step 1 of');
        await expect(page.locator(guide.tour.steps[0]!.target).first()).toHaveClass(
          /driver-active-element/,
        );
      } else {
        await page.goto(resolvePath(guide.pages![type!]!, type!));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForTimeout(1500); // the page's own data
      }
      await page.waitForTimeout(700);
      await page.screenshot({ path: path.join(DIR, `${guide.id}.jpg`), type: 'jpeg', quality: 70 });
      if (guide.tour) await page.keyboard.press('Escape');
    });
  }
  for (const page of pages.values()) await page.context().close();
});

import { expect, signInOnNewPage, test } from './support/fixtures';
import { type School, seedSchool } from './support/school-seed';

/**
 * "Find anything" (issue 13, item 5): Ctrl/⌘-K or the search button opens one palette; an owner
 * finds people (by name or roll number), groups, pages and actions with the keyboard alone and
 * lands on the page that shows them; a student finds pages but never searches the school's people.
 */
let school: School;

test.beforeAll(async () => {
  school = await seedSchool(`Search ${Date.now().toString(36)}`);
});

test('an owner finds a student by roll number and a page, with the keyboard alone', async ({
  browser,
}) => {
  const page = await signInOnNewPage(browser, school.org.owner, /\/dashboard\/institute/);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Find anything' });
  await expect(palette).toBeVisible();
  const input = palette.getByRole('combobox');
  await expect(input).toBeFocused();

  await input.fill('9B-03');
  const zoya = palette.getByRole('option', { name: /Zoya Khan/ });
  await expect(zoya).toBeVisible();
  await expect(palette.getByRole('option', { name: /Asha Rao/ })).toHaveCount(0);
  await expect(zoya).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/institute\/people\?q=Zoya(\+|%20)Khan/);
  await expect(
    page.getByRole('main').getByText('Zoya Khan').filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText('Asha Rao')).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await input.fill('reports');
  await expect(palette.getByRole('option', { name: 'Reports' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/institute\/reports$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Escape closes without going anywhere.
  await page.keyboard.press('Control+k');
  await input.fill('Class 9');
  await expect(palette.getByRole('option', { name: /Class 9-B/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/reports$/);

  // An action, not only a page: "approve" offers the Requests page, then "Approve requests".
  await page.keyboard.press('Control+k');
  // (The people and groups are searched too; the list settles once both have answered.)
  const searched = Promise.all(
    ['memberships', 'groups'].map((table) =>
      page.waitForResponse((r) => r.url().includes(`/rest/v1/${table}`) && /approve/.test(r.url())),
    ),
  );
  await input.fill('approve');
  await searched;
  const approve = palette.getByRole('option', { name: 'Approve requests' });
  await expect(palette.getByRole('group', { name: 'Actions' })).toContainText('Approve requests');
  await expect(palette.getByRole('option', { name: 'Requests', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowDown');
  await expect(approve).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/institute\/requests$/);
  await page.context().close();
});

test('on a phone the search button opens it, and a group opens its people', async ({ browser }) => {
  const page = await signInOnNewPage(browser, school.org.owner, /\/dashboard\/institute/, {
    viewport: { width: 360, height: 760 },
  });
  await page.getByRole('button', { name: 'Find anything (Ctrl K)' }).click();
  const palette = page.getByRole('dialog', { name: 'Find anything' });
  await palette.getByRole('combobox').fill('Class 9');
  await palette.getByRole('option', { name: /Class 9-B/ }).click();
  await expect(page).toHaveURL(new RegExp(`/people\\?group=${school.classId}`));
  for (const name of ['Asha Rao', 'Kabir Das', 'Zoya Khan'])
    await expect(page.getByRole('main').getByText(name).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Meera Nair')).toHaveCount(0);
  await page.context().close();
});

test('a student finds pages, not the school’s people', async ({ browser }) => {
  const page = await signInOnNewPage(browser, school.asha.user!, /\/dashboard\/student/);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Find anything' });
  await palette.getByRole('combobox').fill('Zoya');
  await expect(palette.getByText('Nothing matches “Zoya”.')).toBeVisible();
  await palette.getByRole('combobox').fill('calendar');
  await expect(palette.getByRole('option', { name: 'Calendar' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/calendar$/);
  await page.context().close();
});

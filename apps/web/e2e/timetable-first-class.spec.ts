import { addGroup } from './support/attendance-seed';
import { expect, signInOnNewPage, test } from './support/fixtures';
import { seedSchool } from './support/school-seed';

/**
 * Issue 13, item 3: the timetable opens on a class that has periods, not an empty one. "Class 1-A"
 * (no periods) comes before "Class 9-B" (Mathematics and Science) in the list.
 */
test('the timetable opens on a class with periods; an empty class is one choice away', async ({
  browser,
}) => {
  const school = await seedSchool('timetable');
  await addGroup(school.org, { name: 'Class 1-A', kind: 'class', members: [] });
  const page = await signInOnNewPage(browser, school.org.owner, /\/dashboard\/institute/);

  await page.goto('/dashboard/institute/timetable');
  const choice = page.getByLabel('Class', { exact: true });
  await expect(choice).toHaveValue(school.classId);
  await expect(choice.locator('option')).toContainText(['Class 1-A', 'Class 9-B']);
  await expect(page.getByRole('button', { name: /^Mathematics .*: edit$/ }).first()).toBeVisible();

  // The empty class is still there to be filled in.
  await choice.selectOption({ label: 'Class 1-A' });
  await expect(page.getByRole('button', { name: /^Mathematics .*: edit$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a class on Monday, period 1' })).toBeVisible();
  await page.context().close();
});

import { addGroup, createOrg, rest } from './support/attendance-seed';
import { expect, signIn, test } from './support/fixtures';

test('the owner selects all 30 matching students across pages and moves them to a class in one action, with progress', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await createOrg(`Saraswati Vidyalaya ${Date.now().toString(36)}`, 'institute');
  const students = await rest<Array<{ id: string }>>('memberships', {
    method: 'POST',
    body: Array.from({ length: 30 }, (_, i) => ({
      org_id: org.id,
      full_name: `Student ${String(i + 1).padStart(2, '0')}`,
      role: 'student',
      status: 'active',
      roll_number: `7A-${i + 1}`,
    })),
  });
  // A teacher who matches no student filter stays where they are.
  await rest('memberships', {
    method: 'POST',
    body: { org_id: org.id, full_name: 'Kavita Menon', role: 'teacher', status: 'active' },
  });
  const classId = await addGroup(org, { name: 'Class 7A', kind: 'class', members: [] });

  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/institute$/);
  await page.goto('/dashboard/institute/people?role=student');
  const table = page.getByRole('table', { name: 'People' });
  await expect(table.getByTestId('member-row')).toHaveCount(25);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('25 selected');
  await page.getByRole('button', { name: 'Select all 30 matching' }).click();
  await expect(page.getByText('All 30 matching rows selected, on every page')).toBeVisible();

  await bar.getByRole('button', { name: 'Move to a group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move 30 people to a group' });
  await dialog.getByLabel('Group').selectOption({ label: 'Class 7A' });
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('bulk-result')).toContainText('30 people were moved to Class 7A.');

  const inClass = await rest<Array<{ member_id: string }>>(
    `group_members?group_id=eq.${classId}&select=member_id`,
  );
  expect(inClass.map((row) => row.member_id).sort()).toEqual(students.map((s) => s.id).sort());
});

import type { Page } from '@playwright/test';
import {
  addGroup,
  addPerson,
  addRecords,
  createOrg,
  istDate,
  recordsOf,
  rest,
} from './support/attendance-seed';
import { expect, signIn, test } from './support/fixtures';

const memberOf = async (memberId: string) =>
  (
    await rest<Array<{ role: string; status: string }>>(
      `memberships?id=eq.${memberId}&select=role,status`,
    )
  )[0]!;
const responsibleOf = async (groupId: string) =>
  (
    await rest<Array<{ responsible_id: string | null }>>(
      `groups?id=eq.${groupId}&select=responsible_id`,
    )
  )[0]!.responsible_id;

const ownerNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'App' }).getByRole('link', { name }).click();

test('the owner gives groups their teacher and in-charge, makes a teacher the in-charge, and removes a student whose history stays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await createOrg('Vidya Niketan', 'institute');
  const ravi = await addPerson(org, { name: 'Ravi Kumar', role: 'teacher', userType: 'Teacher' });
  const meera = await addPerson(org, { name: 'Meera Nair', role: 'teacher', userType: 'Teacher' });
  const asha = await addPerson(org, {
    name: 'Asha Rao',
    role: 'student',
    roll: '9B-01',
    withAccount: false,
  });
  const kabir = await addPerson(org, {
    name: 'Kabir Das',
    role: 'student',
    roll: '9B-02',
    withAccount: false,
  });
  const classId = await addGroup(org, {
    name: 'Class 9-B',
    kind: 'class',
    members: [asha.memberId, kabir.memberId],
  });
  const hostelId = await addGroup(org, { name: 'Hostel', kind: 'section', members: [] });
  await addRecords(org, [
    { member_id: asha.memberId, date: istDate(1), status: 'present', method: 'manual' },
    { member_id: asha.memberId, date: istDate(2), status: 'absent', method: 'manual' },
  ]);

  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/institute$/);

  // Class 9-B gets its class teacher.
  await ownerNav(page, 'Classes');
  const classRow = page.getByTestId('group-row').filter({ hasText: 'Class 9-B' });
  await expect(classRow).toContainText('Nobody responsible yet');
  await page.getByRole('button', { name: 'Edit Class 9-B' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Class 9-B' });
  await dialog.getByLabel('Responsible').selectOption({ label: 'Ravi Kumar (teacher)' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(classRow).toContainText('Responsible: Ravi Kumar');
  expect(await responsibleOf(classId)).toBe(ravi.memberId);

  // Meera becomes the in-charge: the role is chosen in a dialog and confirmed there.
  await ownerNav(page, 'People');
  const meeraRow = page.getByTestId('member-row').filter({ hasText: 'Meera Nair' });
  await expect(meeraRow).toContainText('Teacher');
  await page.getByRole('button', { name: 'Actions for Meera Nair' }).click();
  await page.getByRole('menuitem', { name: 'Change role' }).click();
  dialog = page.getByRole('dialog', { name: 'Change the role of Meera Nair' });
  await expect(dialog.getByRole('button', { name: 'Change role' })).toBeDisabled();
  await dialog.getByLabel('Role').selectOption({ label: 'In-charge' });
  await expect(dialog).toContainText('Runs the live board and kiosks');
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(dialog).toBeHidden();
  await expect(meeraRow).toContainText('In-charge');
  expect(await memberOf(meera.memberId)).toEqual({ role: 'incharge', status: 'active' });
  const [profile] = await rest<Array<{ user_type: string }>>(
    `profiles?id=eq.${meera.user!.id}&select=user_type`,
  );
  expect(profile!.user_type).toBe('Incharge');

  // …and is put in charge of the hostel.
  await ownerNav(page, 'Classes');
  await page.getByRole('button', { name: 'Edit Hostel' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Hostel' });
  await dialog.getByLabel('Responsible').selectOption({ label: 'Meera Nair (in-charge)' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('group-row').filter({ hasText: 'Hostel' })).toContainText(
    'Responsible: Meera Nair',
  );
  expect(await responsibleOf(hostelId)).toBe(meera.memberId);

  // Asha is removed after a confirmation that says her history is kept.
  await ownerNav(page, 'People');
  const ashaRow = page.getByTestId('member-row').filter({ hasText: 'Asha Rao' });
  await expect(ashaRow).toContainText('Class 9-B');
  await page.getByRole('button', { name: 'Actions for Asha Rao' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Asha Rao?' });
  await expect(confirm).toContainText('Their attendance history is kept');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(ashaRow).toBeVisible();
  expect((await memberOf(asha.memberId)).status).toBe('active');

  await page.getByRole('button', { name: 'Actions for Asha Rao' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(ashaRow).toHaveCount(0);
  await expect(page.getByTestId('member-row').filter({ hasText: 'Kabir Das' })).toBeVisible();
  expect(await memberOf(asha.memberId)).toEqual({ role: 'student', status: 'left' });
  expect(await rest(`group_members?member_id=eq.${asha.memberId}&select=group_id`)).toEqual([]);
  expect((await recordsOf(asha.memberId)).map((r) => r.status).sort()).toEqual([
    'absent',
    'present',
  ]);

  // She is still on the list of people who were removed.
  await page.getByLabel('Status').selectOption({ label: 'Removed' });
  await expect(ashaRow).toContainText('Removed');
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  await ownerNav(page, 'Classes');
  await expect(page.getByTestId('group-row').filter({ hasText: 'Class 9-B' })).toContainText(
    '1 person',
  );
});

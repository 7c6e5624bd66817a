import { readFile } from 'node:fs/promises';
import { createOrg, rest, type TestOrg } from './support/attendance-seed';
import { expect, signIn, test } from './support/fixtures';

/**
 * Issue 13, item 4: the people list's bulk actions "export" and "deactivate". The owner selects a
 * few rows and exports them (the file holds exactly those people), then selects two others and
 * deactivates them after a confirmation: they leave the current list, are shown as removed under
 * that filter, stay so after a reload, and the records say so.
 */
const NAMES = [
  'Ananya Rao',
  'Bhavesh Shah',
  'Chitra Iyer',
  'Dev Malhotra',
  'Esha Kapoor',
  'Farhan Ali',
] as const;

let org: TestOrg;
let ids: Record<string, string>;

test.beforeAll(async () => {
  org = await createOrg(`Gyan Jyoti School ${Date.now().toString(36)}`, 'institute');
  const rows = await rest<Array<{ id: string; full_name: string }>>('memberships', {
    method: 'POST',
    body: NAMES.map((full_name, i) => ({
      org_id: org.id,
      full_name,
      role: 'student',
      status: 'active',
      roll_number: `8C-${String(i + 1).padStart(2, '0')}`,
    })),
  });
  ids = Object.fromEntries(rows.map((row) => [row.full_name, row.id]));
});

/** CSV text → rows of cells (the export quotes no cell of these names). */
const parseCsv = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n/)
    .filter(Boolean)
    .map((line) => line.split(','));

test('the owner exports the selected people: the file holds exactly those rows', async ({
  page,
}) => {
  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/institute$/);
  await page.goto('/dashboard/institute/people?role=student');
  const table = page.getByRole('table', { name: 'People' });
  await expect(table.getByTestId('member-row')).toHaveCount(NAMES.length);

  const chosen = ['Ananya Rao', 'Chitra Iyer', 'Esha Kapoor'];
  for (const name of chosen) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('3 selected');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    bar.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('people.csv');
  const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(header).toEqual(['Name', 'Role', 'Number', 'Card', 'E-mail', 'Phone', 'Groups', 'Status']);
  expect(rows.map((row) => row[0]).sort()).toEqual(chosen);
  expect(rows.map((row) => row[2]).sort()).toEqual(['8C-01', '8C-03', '8C-05']);
  for (const row of rows) expect(row[7]).toBe('Active');
});

test('the owner deactivates the selected people after confirming; they are shown as removed, also after a reload', async ({
  page,
}) => {
  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/institute$/);
  await page.goto('/dashboard/institute/people?role=student');
  const table = page.getByRole('table', { name: 'People' });
  await expect(table.getByTestId('member-row')).toHaveCount(NAMES.length);

  const leaving = ['Bhavesh Shah', 'Dev Malhotra'];
  for (const name of leaving) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Deactivate' }).click();

  // A confirmation first; cancelling changes nothing.
  const confirm = page.getByRole('dialog', { name: 'Deactivate 2 people?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(table.getByTestId('member-row')).toHaveCount(NAMES.length);

  await bar.getByRole('button', { name: 'Deactivate' }).click();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('bulk-result')).toContainText('2 people were deactivated.');

  // The current list no longer holds them; the others are untouched.
  const rows = table.getByTestId('member-row');
  await expect(rows).toHaveCount(NAMES.length - leaving.length);
  for (const name of leaving) await expect(rows.filter({ hasText: name })).toHaveCount(0);

  // Under "Removed" they are listed as such, and stay so after a reload.
  await page.getByLabel('Status').selectOption({ label: 'Removed' });
  await expect(page).toHaveURL(/status=left/);
  for (const pass of ['before', 'after'] as const) {
    if (pass === 'after') await page.reload();
    await expect(rows).toHaveCount(leaving.length);
    for (const name of leaving)
      await expect(rows.filter({ hasText: name })).toContainText('Removed');
  }

  const stored = await rest<Array<{ full_name: string; status: string }>>(
    `memberships?org_id=eq.${org.id}&role=eq.student&select=full_name,status&order=full_name`,
  );
  expect(stored).toEqual(
    NAMES.map((full_name) => ({
      full_name,
      status: leaving.includes(full_name) ? 'left' : 'active',
    })),
  );
  expect(Object.keys(ids)).toHaveLength(NAMES.length);
});

import { unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { expect, signIn, test } from './support/fixtures';
import { createUser } from './support/users';

test('personal data: download my data as a ZIP, ask for deletion with its date, cancel it', async ({
  page,
}) => {
  const user = await createUser({ userType: 'Employee', fullName: 'Meera Nair' });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard\/employee$/);
  await page.goto('/profile');

  const card = page.getByTestId('data-export');
  const downloaded = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download my data' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile((await file.path())!)));
  const profile = JSON.parse(new TextDecoder().decode(entries['profile.json'])) as {
    full_name: string;
  };
  expect(profile.full_name).toBe('Meera Nair');
  await expect(card.getByText(/Your data was saved as my-data-/)).toBeVisible();

  const deletion = page.getByTestId('account-deletion');
  await deletion.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Your account will be deleted on/)).toBeVisible();
  await dialog.getByRole('button', { name: /^Delete on / }).click();
  await expect(
    deletion.getByText(/Your account will be deleted on \w+, \d+ \w+ \d{4}\./),
  ).toBeVisible();
  await page.reload();
  await deletion.getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(deletion.getByText('Deletion cancelled. Your account stays.')).toBeVisible();
});

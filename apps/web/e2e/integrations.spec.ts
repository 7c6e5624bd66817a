import { createOrg } from './support/attendance-seed';
import { expect, newPersonPage, signIn, test } from './support/fixtures';

test('an owner creates an API key, sees it once, and revoking it stops it at once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const org = await createOrg(`Indus Payroll ${Date.now().toString(36)}`, 'company');
  const page = await newPersonPage(browser);
  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });
  await page.goto('/dashboard/company/integrations');
  const card = page.getByTestId('integrations-card');
  await expect(card.getByRole('heading', { name: 'API keys' })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('No API keys yet.')).toBeVisible();

  await card.getByLabel('Name').fill('Payroll export');
  await card.getByRole('button', { name: 'Create key' }).click();
  const shown = card.getByTestId('integrations-new-key');
  await expect(shown).toHaveValue(/^ias_[0-9a-f]{32}_/);
  const key = await shown.inputValue();
  const read = () =>
    page.request.get('/rest/v1/organizations?select=id', {
      headers: { authorization: `Bearer ${key}` },
    });
  expect((await read()).status()).toBe(200);

  // Shown once: after a reload only its first characters remain.
  await page.reload();
  await expect(card.getByTestId('integrations-key')).toContainText(`${key.slice(0, 12)}…`);
  await expect(card.getByTestId('integrations-new-key')).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);

  await card.getByRole('button', { name: 'Revoke the key Payroll export' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('stops working at once');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(card.getByTestId('integrations-key')).toContainText('Revoked');
  expect((await read()).status()).toBe(401);
});

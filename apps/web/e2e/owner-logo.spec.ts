import type { Page } from '@playwright/test';
import { createOrg, rest } from './support/attendance-seed';
import { expect, signIn, test } from './support/fixtures';
import { pngFile, type Rgb, shownColour } from './support/png';
import { createUser } from './support/users';

const BLUE: Rgb = [30, 90, 200];
const RED: Rgb = [210, 30, 40];
const GREEN: Rgb = [20, 160, 70];

// A save is confirmed by the shell's toast (one library for every save), not inline text.
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const logoUrlOf = async (orgId: string) =>
  (
    await rest<Array<{ logo_url: string | null }>>(`organizations?id=eq.${orgId}&select=logo_url`)
  )[0]!.logo_url;

test('an Institute owner gives a logo when creating the institute and sees it on the dashboard', async ({
  page,
}) => {
  const owner = await createUser({ userType: 'Institute', fullName: 'Farah Sheikh' });
  await signIn(page, owner);
  await expect(page.getByRole('heading', { name: 'Create your institute' })).toBeVisible();
  const logo = page.getByLabel('Logo', { exact: true });

  // Not a picture the cards can print: said at once, and nothing is kept.
  await logo.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
  await expect(page.getByAltText('The chosen logo')).toHaveCount(0);

  await logo.setInputFiles(pngFile('crest.png', BLUE));
  await expect(page.getByText('Choose a PNG, JPEG or WebP image.')).toBeHidden();
  await expect.poll(() => shownColour(page.getByAltText('The chosen logo'))).toEqual(BLUE);
  await page.getByLabel('Institute name').fill('Farah Public School');
  await page.getByRole('button', { name: 'Create institute' }).click();

  await expect(page.getByTestId('join-code')).toBeVisible();
  await expect.poll(() => shownColour(page.getByTestId('org-logo'))).toEqual(BLUE);
  const [org] = await rest<Array<{ id: string; logo_url: string | null }>>(
    `organizations?owner_id=eq.${owner.id}&select=id,logo_url`,
  );
  expect(org!.logo_url).toMatch(
    new RegExp(`^/storage/v1/object/public/logos/${org!.id}/logo\\?v=`),
  );
});

test('the owner uploads, replaces and removes the logo in Settings; the dashboard and the kiosk show it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await createOrg('Lakeview College', 'institute');
  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/institute$/);
  await expect(page.getByTestId('org-logo')).toHaveCount(0);

  // Upload in Settings: saved at once.
  await page.goto('/dashboard/institute/setup');
  await page.getByLabel('Logo', { exact: true }).setInputFiles(pngFile('crest.png', RED));
  await expect(toasts(page).getByText('Logo saved.')).toBeVisible();
  await expect.poll(() => shownColour(page.getByAltText('Lakeview College logo'))).toEqual(RED);
  expect(await logoUrlOf(org.id)).toMatch(
    /^\/storage\/v1\/object\/public\/logos\/.+\/logo\?v=\d+$/,
  );

  // The dashboard's header.
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Overview' })
    .click();
  await expect.poll(() => shownColour(page.getByTestId('org-logo'))).toEqual(RED);

  // A kiosk started on this device shows it above the check-in screen.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Kiosks' }).click();
  await page.getByLabel('Kiosk name').fill('Main gate');
  await page.getByRole('checkbox', { name: /Face/ }).uncheck();
  await page.getByRole('checkbox', { name: /ID card QR code/ }).uncheck();
  await page.getByRole('button', { name: 'Start kiosk' }).click();
  await expect(page).toHaveURL(/\/kiosk$/);
  await expect(page.getByText('Main gate')).toBeVisible();
  await expect.poll(() => shownColour(page.getByTestId('kiosk-logo'))).toEqual(RED);

  // Replace it; a file that is too large is refused with a reason and changes nothing.
  await page.goto('/dashboard/institute/setup');
  const replace = page.getByLabel('Replace the logo', { exact: true });
  await replace.setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(600 * 1024, 1),
  });
  await expect(
    page.getByText('That image is larger than 512 KB. Choose a smaller one.'),
  ).toBeVisible();
  const before = await logoUrlOf(org.id);
  await replace.setInputFiles(pngFile('new-crest.png', GREEN));
  await expect(toasts(page).getByText('Logo saved.')).toBeVisible();
  await expect.poll(() => shownColour(page.getByAltText('Lakeview College logo'))).toEqual(GREEN);
  expect(await logoUrlOf(org.id)).not.toBe(before);
  await page.goto('/dashboard/institute');
  await expect.poll(() => shownColour(page.getByTestId('org-logo'))).toEqual(GREEN);
  await page.goto('/kiosk');
  await expect.poll(() => shownColour(page.getByTestId('kiosk-logo'))).toEqual(GREEN);

  // Remove it, after confirming: gone from the organisation, the dashboard and the kiosk.
  await page.goto('/dashboard/institute/setup');
  await page.getByRole('button', { name: 'Remove logo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the logo?' });
  await confirm.getByRole('button', { name: 'Remove logo' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByAltText('Lakeview College logo')).toHaveCount(0);
  await expect(page.getByLabel('Logo', { exact: true })).toBeVisible();
  expect(await logoUrlOf(org.id)).toBeNull();
  await page.goto('/dashboard/institute');
  await expect(page.getByTestId('join-code')).toBeVisible();
  await expect(page.getByTestId('org-logo')).toHaveCount(0);
  await page.goto('/kiosk');
  await expect(page.getByText('Main gate')).toBeVisible();
  await expect(page.getByTestId('kiosk-logo')).toHaveCount(0);
});

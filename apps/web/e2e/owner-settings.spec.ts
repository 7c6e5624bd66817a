import type { Page } from '@playwright/test';
import { createOrg, rest, type TestOrg } from './support/attendance-seed';
import { expect, signIn, test } from './support/fixtures';

type Rules = {
  late_grace_minutes: number;
  half_day_threshold_minutes: number;
  min_attendance_percent: number | string | null;
  allowed_methods: string[];
  weekly_off_days: number[];
};

const rulesOf = async (orgId: string) =>
  (
    await rest<Rules[]>(
      `organizations?id=eq.${orgId}&select=late_grace_minutes,half_day_threshold_minutes,min_attendance_percent,allowed_methods,weekly_off_days`,
    )
  )[0]!;

async function openSettings(page: Page, org: TestOrg) {
  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/company$/);
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Organisation settings' })
    .click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

test('the owner changes the attendance rules; invalid values are explained and change nothing', async ({
  page,
}) => {
  const org = await createOrg('Deccan Textiles', 'company');
  await openSettings(page, org);
  const grace = page.getByLabel('Grace minutes');
  const halfDay = page.getByLabel('Half day below (min)');
  const minimum = page.getByLabel('Minimum attendance (%)');
  const methods = page.getByRole('group', { name: 'Allowed check-in methods' });
  const weeklyOff = page.getByRole('group', { name: 'Weekly off days' });
  const save = page.getByRole('button', { name: 'Save settings' });

  // What a new company starts with.
  await expect(grace).toHaveValue('10');
  await expect(halfDay).toHaveValue('240');
  await expect(minimum).toHaveValue('');
  await expect(weeklyOff.getByRole('checkbox', { name: 'Sun' })).toBeChecked();
  await expect(weeklyOff.getByRole('checkbox', { name: 'Sat' })).not.toBeChecked();
  const before = await rulesOf(org.id);

  // Out of range: each field says why, and nothing is written.
  await grace.fill('500');
  await minimum.fill('120');
  for (const method of [/^Face/, /^ID card/, /^QR code/, /^Roll-call/, /^Self check-in/])
    await methods.getByRole('checkbox', { name: method }).uncheck();
  await save.click();
  await expect(page.getByText('The grace period can be at most 240.')).toBeVisible();
  await expect(page.getByText('The minimum is a percentage between 0 and 100.')).toBeVisible();
  await expect(page.getByText('Allow at least one way to check in.')).toBeVisible();
  await expect(grace).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Settings saved.')).toBeHidden();
  expect(await rulesOf(org.id)).toEqual(before);

  // Good values are saved.
  await grace.fill('15');
  await halfDay.fill('300');
  await minimum.fill('80');
  for (const method of [/^ID card/, /^QR code/, /^Roll-call/])
    await methods.getByRole('checkbox', { name: method }).check();
  await weeklyOff.getByText('Sat', { exact: true }).click();
  await expect(weeklyOff.getByRole('checkbox', { name: 'Sat' })).toBeChecked();
  await save.click();
  // Confirmed by the shell's toast, as every save.
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('Settings saved.'),
  ).toBeVisible();
  await expect(page.getByText('The grace period can be at most 240.')).toBeHidden();

  const saved = await rulesOf(org.id);
  expect(saved).toMatchObject({
    late_grace_minutes: 15,
    half_day_threshold_minutes: 300,
    weekly_off_days: [6, 7],
  });
  expect(Number(saved.min_attendance_percent)).toBe(80);
  expect([...saved.allowed_methods].sort()).toEqual(['card', 'manual', 'qr']);

  // A reload shows what the database holds.
  await page.reload();
  await expect(grace).toHaveValue('15');
  await expect(halfDay).toHaveValue('300');
  await expect(minimum).toHaveValue('80');
  await expect(methods.getByRole('checkbox', { name: /^Face/ })).not.toBeChecked();
  await expect(methods.getByRole('checkbox', { name: /^Self check-in/ })).not.toBeChecked();
  await expect(methods.getByRole('checkbox', { name: /^ID card/ })).toBeChecked();
  await expect(methods.getByRole('checkbox', { name: /^QR code/ })).toBeChecked();
  await expect(methods.getByRole('checkbox', { name: /^Roll-call/ })).toBeChecked();
  await expect(weeklyOff.getByRole('checkbox', { name: 'Sat' })).toBeChecked();
  await expect(weeklyOff.getByRole('checkbox', { name: 'Sun' })).toBeChecked();
  await expect(weeklyOff.getByRole('checkbox', { name: 'Mon' })).not.toBeChecked();
});

test('the owner adds a geofenced site, edits it and removes it after confirming', async ({
  page,
}) => {
  const org = await createOrg('Konkan Foods', 'company');
  await openSettings(page, org);
  const sitesOf = () =>
    rest<Array<{ name: string; latitude: number; longitude: number; radius_m: number }>>(
      `sites?org_id=eq.${org.id}&select=name,latitude,longitude,radius_m`,
    );
  await expect(page.getByText('No sites yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add site' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a site' });
  await dialog.getByLabel('Name').fill('Pune plant');
  await dialog.getByLabel('Latitude').fill('118.5');
  await dialog.getByLabel('Longitude').fill('73.8567');
  await dialog.getByLabel('Radius (metres)').fill('150');
  await dialog.getByRole('button', { name: 'Add site' }).click();
  await expect(dialog.getByText('Latitude is between -90 and 90.')).toBeVisible();
  expect(await sitesOf()).toEqual([]);
  await dialog.getByLabel('Latitude').fill('18.5204');
  await dialog.getByRole('button', { name: 'Add site' }).click();
  await expect(dialog).toBeHidden();
  const sites = page.getByRole('listitem').filter({ hasText: 'Pune plant' });
  await expect(sites).toContainText('18.52040, 73.85670 · within 150 m');
  expect(await sitesOf()).toEqual([
    { name: 'Pune plant', latitude: 18.5204, longitude: 73.8567, radius_m: 150 },
  ]);

  await page.getByRole('button', { name: 'Edit Pune plant' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Pune plant' });
  await expect(dialog.getByLabel('Radius (metres)')).toHaveValue('150');
  await dialog.getByLabel('Name').fill('Pune plant, gate 2');
  await dialog.getByLabel('Radius (metres)').fill('300');
  await dialog.getByRole('button', { name: 'Save site' }).click();
  await expect(dialog).toBeHidden();
  const edited = page.getByRole('listitem').filter({ hasText: 'Pune plant, gate 2' });
  await expect(edited).toContainText('within 300 m');
  expect(await sitesOf()).toEqual([
    { name: 'Pune plant, gate 2', latitude: 18.5204, longitude: 73.8567, radius_m: 300 },
  ]);

  // Removing asks first; cancelling keeps it.
  await page.getByRole('button', { name: 'Remove Pune plant, gate 2' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Pune plant, gate 2?' });
  await expect(confirm).toContainText('Past attendance is kept.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await sitesOf()).toHaveLength(1);
  await page.getByRole('button', { name: 'Remove Pune plant, gate 2' }).click();
  await confirm.getByRole('button', { name: 'Remove site' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No sites yet.')).toBeVisible();
  expect(await sitesOf()).toEqual([]);
});

test('the owner adds a holiday, removes it after confirming and puts it back from the toast', async ({
  page,
}) => {
  const org = await createOrg('Sahyadri Logistics', 'company');
  await openSettings(page, org);
  const year = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(
      new Date(),
    ),
  );
  const holidaysOf = () =>
    rest<Array<{ date: string; name: string }>>(`holidays?org_id=eq.${org.id}&select=date,name`);
  const list = page.getByRole('list', { name: `Holidays in ${year}` });
  await expect(page.getByText(`No holidays in ${year} yet.`)).toBeVisible();

  // Dates are written day/month/year, as in India (not the browser's mm/dd/yyyy).
  const date = page.getByLabel('Date', { exact: true });
  await expect(date).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await date.pressSequentially(`15/08/${year}`);
  await page.getByLabel('Holiday', { exact: true }).fill('Independence Day');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(list.getByText('Independence Day')).toBeVisible();
  expect(await holidaysOf()).toEqual([{ date: `${year}-08-15`, name: 'Independence Day' }]);

  // The same day twice is refused with a reason; this time it is picked from the month grid
  // with the keyboard (the grid opens on the typed day; one day on and back).
  await date.fill(`14/08/${year}`);
  await page.getByRole('button', { name: 'Choose a date' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a date' });
  await expect(picker.getByRole('button', { name: /14 August/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(date).toHaveValue(`15/08/${year}`);
  await page.getByLabel('Holiday', { exact: true }).fill('Parsi New Year');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('There is already a holiday on that date.')).toBeVisible();
  expect(await holidaysOf()).toHaveLength(1);

  await page.getByRole('button', { name: 'Remove Independence Day' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Independence Day?' });
  await expect(confirm).toContainText('becomes a normal working day again');
  await confirm.getByRole('button', { name: 'Remove holiday' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`No holidays in ${year} yet.`)).toBeVisible();
  expect(await holidaysOf()).toEqual([]);

  // The toast offers Undo, which adds the same day and name again.
  const toast = page.getByRole('region', { name: /^Notifications/ });
  await expect(toast.getByText('Holiday removed: Independence Day')).toBeVisible();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(list.getByText('Independence Day')).toBeVisible();
  expect(await holidaysOf()).toEqual([{ date: `${year}-08-15`, name: 'Independence Day' }]);
});

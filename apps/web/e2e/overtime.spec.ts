import { expect, signIn, test } from './support/fixtures';
import { addMember, createOrg, rest } from './support/capture/org';

test.setTimeout(60_000);

/** A working day (Monday–Friday) a few days back, as a date in India. */
function recentWorkingDay(): string {
  const day = new Date(Date.now() + 5.5 * 3_600_000 - 3 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

test('an owner approves a day of overtime and sets a shift’s threshold', async ({ page }) => {
  const org = await createOrg('Godavari Weaves');
  const [shift] = await rest<Array<{ id: string }>>('shifts', {
    method: 'POST',
    body: {
      org_id: org.id,
      name: 'General',
      starts_at: '09:30',
      ends_at: '18:00',
      overtime_enabled: true,
      overtime_threshold_minutes: 30,
    },
  });
  const priya = await addMember(org, { fullName: 'Priya Nair' });
  const joined = new Date(Date.now() - 90 * 86_400_000).toISOString();
  await rest(`memberships?id=eq.${priya}`, {
    method: 'PATCH',
    body: { shift_id: shift!.id, created_at: joined },
  });
  const date = recentWorkingDay();
  // In 09:30, out 20:00 India time: 90 minutes past 18:00 plus the 30-minute threshold.
  await rest('attendance_records', {
    method: 'POST',
    body: {
      org_id: org.id,
      member_id: priya,
      date,
      shift_id: shift!.id,
      check_in_at: `${date}T04:00:00Z`,
      check_out_at: `${date}T14:30:00Z`,
      status: 'present',
      method: 'manual',
    },
  });

  await signIn(page, org.owner);
  await page.waitForURL(/\/dashboard\/company/);
  await page.goto('/dashboard/company/overtime');
  // The record was written a moment ago: the overtime job brings it in within a minute, or the
  // owner at once.
  await page.getByRole('button', { name: 'Bring up to date' }).click();
  const entry = page.getByTestId('overtime-entry').filter({ hasText: 'Priya Nair' });
  await expect(entry).toContainText('Overtime 1 h 30 m.');
  await expect(entry).toContainText('Waiting for approval');
  await entry.getByRole('button', { name: /Approve the overtime of Priya Nair/ }).click();
  await expect(page.getByText('Nothing waits for approval')).toBeVisible();

  await page.goto('/dashboard/company/shifts');
  await page.getByRole('button', { name: 'Overtime rules of General' }).click();
  const dialog = page.getByRole('dialog', { name: 'Overtime on General' });
  const threshold = dialog.getByLabel('Threshold (minutes after the end)');
  await expect(threshold).toHaveValue('30');
  await threshold.fill('500');
  await dialog.getByRole('button', { name: 'Save overtime rules' }).click();
  await expect(dialog.getByText('from 0 to 240')).toBeVisible();
  await threshold.fill('15');
  await dialog.getByRole('button', { name: 'Save overtime rules' }).click();
  await expect(dialog).toBeHidden();
  const [saved] = await rest<Array<{ overtime_threshold_minutes: number }>>(
    `shifts?id=eq.${shift!.id}&select=overtime_threshold_minutes`,
  );
  expect(saved!.overtime_threshold_minutes).toBe(15);
});

import { addRecords, createOrg, istDate, istInstant, rest } from './support/attendance-seed';
import { expect, signIn, test } from './support/fixtures';

const PEOPLE = 120;
/** Members the journeys make joined 90 days ago (records may start only on the joining day). */
const JOINED_AT = new Date(Date.now() - 90 * 86_400_000).toISOString();

test('the live board of a large company counts everyone, pages through them and finds anyone', async ({
  page,
}) => {
  const org = await createOrg(`Deccan Looms ${Date.now().toString(36)}`, 'company');
  const people = await rest<Array<{ id: string; full_name: string }>>('memberships', {
    method: 'POST',
    body: Array.from({ length: PEOPLE }, (_, i) => ({
      org_id: org.id,
      full_name: `Weaver ${String(i + 1).padStart(3, '0')}`,
      role: 'employee',
      status: 'active',
      employee_code: `DL-${i + 1}`,
      created_at: JOINED_AT,
    })),
  });
  const today = istDate();
  // The first 30 came in this morning; the rest are not in yet.
  await addRecords(
    org,
    people.slice(0, 30).map((p) => ({
      member_id: p.id,
      date: today,
      status: 'present',
      check_in_at: istInstant(today, '09:00'),
    })),
  );

  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/company$/);
  await page.goto('/dashboard/company/live');
  await expect(page.getByTestId('live-status')).toHaveText('Live');
  await expect(page.getByTestId('board-in')).toContainText('30');
  await expect(page.getByTestId('board-not_in')).toContainText(String(PEOPLE - 30));
  await expect(page.getByTestId('board-row')).toHaveCount(50);
  await expect(page.getByTestId('board-range')).toHaveText(`1–50 of ${PEOPLE}`);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('board-range')).toHaveText(`51–100 of ${PEOPLE}`);
  await expect(page.getByTestId('board-row').first()).toContainText('Weaver 051');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('board-range')).toHaveText(`101–120 of ${PEOPLE}`);
  await expect(page.getByTestId('board-row')).toHaveCount(PEOPLE - 100);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Someone on the last page is found from the first, by name or by number.
  await page.getByRole('searchbox', { name: 'Find a person' }).fill('Weaver 117');
  await expect(page.getByTestId('board-row')).toHaveCount(1);
  await expect(page.getByTestId('board-row')).toHaveAttribute('data-state', 'not_in');
  await page.getByRole('searchbox', { name: 'Find a person' }).fill('DL-99');
  await expect(page.getByTestId('board-row')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Find a person' }).fill('');

  // A tile narrows the list to its people, across pages.
  await page.getByTestId('board-in').click();
  await expect(page.getByTestId('board-row')).toHaveCount(30);
  await expect(page.getByTestId('board-range')).toHaveCount(0);
});

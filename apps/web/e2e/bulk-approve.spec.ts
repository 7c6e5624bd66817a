import { addPerson, createOrg, istDate, istInstant, rest } from './support/attendance-seed';
import { expect, signIn, test } from './support/fixtures';

type Decided = { member_id: string; status: string; decision_note: string | null };

test('the owner selects three pending requests and approves them in one action; the fourth stays pending', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const org = await createOrg(`Deccan Foods ${Date.now().toString(36)}`, 'company');
  const names = ['Anil Joshi', 'Bhavna Patel', 'Chitra Iyer', 'Dinesh Rao'];
  const people = [];
  for (const name of names)
    people.push(await addPerson(org, { name, role: 'employee', withAccount: false }));
  const day = istDate(3);
  // Each forgot to scan out that day and asked for a correction (seeded as the service role).
  await rest('correction_requests', {
    method: 'POST',
    body: people.map((person, i) => ({
      org_id: org.id,
      member_id: person.memberId,
      date: day,
      check_in_at: istInstant(day, '09:00'),
      check_out_at: istInstant(day, `18:0${i}`),
      reason: `Forgot to scan out (${person.name})`,
    })),
  });

  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/company$/);
  await page.goto('/dashboard/company/requests');
  const pending = page.getByTestId('pending-requests');
  await expect(pending.getByTestId('review-request')).toHaveCount(4);
  await expect(page.getByRole('tab', { name: 'Waiting (4)' })).toBeVisible();

  for (const name of names.slice(0, 3))
    await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('3 selected');
  await bar.getByRole('button', { name: 'Approve selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve 3 requests?' });
  await dialog.getByLabel('Note (optional)').fill('Gate register checked');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('bulk-result')).toContainText('3 requests were approved.');
  await expect(pending.getByTestId('review-request')).toHaveCount(1);
  await expect(pending).toContainText('Dinesh Rao');
  await expect(page.getByRole('tab', { name: 'Waiting (1)' })).toBeVisible();

  // Decided on the server, each through the decision endpoint: approved with the note, the
  // corrected times on the day's record; the one not selected is untouched.
  const rows = await rest<Decided[]>(
    `correction_requests?org_id=eq.${org.id}&select=member_id,status,decision_note`,
  );
  const byMember = new Map(rows.map((r) => [r.member_id, r]));
  for (const person of people.slice(0, 3))
    expect(byMember.get(person.memberId)).toMatchObject({
      status: 'approved',
      decision_note: 'Gate register checked',
    });
  expect(byMember.get(people[3]!.memberId)).toMatchObject({
    status: 'pending',
    decision_note: null,
  });
  const records = await rest<Array<{ member_id: string; check_out_at: string; flags: string[] }>>(
    `attendance_records?org_id=eq.${org.id}&date=eq.${day}&class_session_id=is.null&select=member_id,check_out_at,flags`,
  );
  expect(records.map((r) => r.member_id).sort()).toEqual(
    people
      .slice(0, 3)
      .map((p) => p.memberId)
      .sort(),
  );
  for (const record of records) expect(record.flags).toContain('corrected');

  await page.getByRole('tab', { name: 'Recently decided' }).click();
  await expect(page.getByTestId('decided-requests').getByTestId('review-request')).toHaveCount(3);
});

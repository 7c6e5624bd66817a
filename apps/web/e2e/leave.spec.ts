import { addGroup, addPerson, api, createOrg, istDate, rest } from './support/attendance-seed';
import { dayMonthYear } from './support/dates';
import { expect, signInOnNewPage, test } from './support/fixtures';

/** The Tuesday at least a week ahead in India (Sunday is the default weekly off). */
function nextTuesday(): { tue: string; wed: string } {
  let date = istDate(-7);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 2) {
    date = new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000)
      .toISOString()
      .slice(0, 10);
  }
  const wed = new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { tue: date, wed };
}

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

test('an employee takes two days of Casual leave with a half day, sees the balance fall, cancels a day and gets it back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const org = await createOrg(`Sahyadri Plastics ${Date.now().toString(36)}`, 'company');
  const employee = await addPerson(org, {
    name: 'Pooja Desai',
    role: 'employee',
    userType: 'Employee',
    code: 'SP-014',
  });
  const incharge = await addPerson(org, {
    name: 'Imran Sheikh',
    role: 'incharge',
    userType: 'Incharge',
  });
  await addGroup(org, {
    name: 'Chakan plant',
    kind: 'site',
    responsibleId: incharge.memberId,
    members: [employee.memberId],
  });
  // The owner tops up Casual leave (whatever the proration from her joining date gave her).
  const [casual] = await rest<Array<{ id: string }>>(
    `leave_types?org_id=eq.${org.id}&code=eq.CL&select=id`,
  );
  await api(org.ownerToken, '/api/leave/adjustments', {
    member_id: employee.memberId,
    leave_type_id: casual!.id,
    days: 5,
    reason: 'Opening balance from the old register',
  });

  const { tue, wed } = nextTuesday();
  const page = await signInOnNewPage(browser, employee.user!, /\/dashboard\/employee$/, {
    viewport: { width: 375, height: 812 },
  });
  await page.goto('/dashboard/employee/requests');
  const balanceCard = page.getByTestId('leave-balance-CL');
  const balance = async () =>
    Number((await balanceCard.getByTestId('leave-balance-value').innerText()).replace(/,/g, ''));
  await expect(balanceCard).toBeVisible();
  const before = await balance();
  expect(before).toBeGreaterThanOrEqual(5);
  // The ledger says where the days came from, and who adjusted them and why.
  await balanceCard.getByText('Show the ledger').click();
  await expect(balanceCard).toContainText('Opening balance from the old register');

  const form = page.getByRole('form', { name: 'Request leave' });
  await expect(form.getByLabel('Leave type')).toHaveValue(casual!.id);
  await expect(form.getByTestId('leave-form-balance')).toContainText('of Casual leave available');
  await form.getByLabel('From').fill(dayMonthYear(tue));
  await form.getByLabel('To', { exact: true }).fill(dayMonthYear(wed));
  await form.getByLabel('Half day on the last day').check();
  await expect(form.getByTestId('leave-quote')).toHaveText(
    'This leave takes 1.5 days of your balance.',
  );
  await form.getByLabel('Reason').fill('Sister’s wedding in Nashik');
  await form.getByRole('button', { name: 'Send leave request' }).click();
  await expect(page.getByText(/Leave request sent/)).toBeVisible();
  await expect(balanceCard).toContainText('1.5 days waiting for a decision');

  // The in-charge sees her balance before approving.
  const inchargePage = await signInOnNewPage(browser, incharge.user!, /\/dashboard\/incharge$/);
  await inchargePage.goto('/dashboard/incharge/requests');
  const request = inchargePage.getByTestId('review-request').filter({ hasText: 'Pooja Desai' });
  await request.getByRole('button', { name: /Approve/ }).click();
  const dialog = inchargePage.getByRole('dialog');
  await expect(dialog.getByTestId('leave-context')).toContainText(
    `Casual leave: ${before} days left before this leave (1.5 asked for in pending requests).`,
  );
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(inchargePage.getByText(/Approved:/)).toBeVisible();
  await inchargePage.context().close();

  await page.reload();
  await expect.poll(balance).toBe(before - 1.5);
  const ahead = page.getByTestId('leave-ahead-item');
  await expect(ahead).toContainText('Approved');

  // She cancels the first (whole) day: it comes back to her balance.
  await ahead.getByRole('button', { name: `Cancel leave on ${longDate(tue)}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this day of leave?' });
  await expect(confirm).toContainText('goes back to your balance');
  await confirm.getByRole('button', { name: 'Cancel this day' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(balance).toBe(before - 0.5);
  await expect(ahead).toContainText('Cancelled');
  await balanceCard.getByText('Show the ledger').click();
  await expect(balanceCard).toContainText('Credited back');

  const [row] = await rest<
    Array<{ status: string; days: number | string; cancelled_days: string[] }>
  >(`leave_requests?member_id=eq.${employee.memberId}&select=status,days,cancelled_days`);
  expect(row).toMatchObject({ status: 'approved', cancelled_days: [tue] });
  expect(Number(row!.days)).toBe(0.5);
  await page.context().close();
});

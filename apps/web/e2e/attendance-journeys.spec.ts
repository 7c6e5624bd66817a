import { randomUUID } from 'node:crypto';
import {
  addGroup,
  addPerson,
  addRecords,
  createOrg,
  istDate,
  istInstant,
  recordsOf,
  rest,
} from './support/attendance-seed';
import { createKiosk } from './support/capture/org';
import { E2E } from './support/env';
import { dayMonthYear } from './support/dates';
import { expect, signIn, signInOnNewPage, test } from './support/fixtures';
import { seedSchool } from './support/school-seed';

test('a teacher takes roll-call, then changes a mark with the reason it needs', async ({
  page,
}) => {
  const school = await seedSchool(`rc-${Date.now().toString(36)}`);
  const today = istDate(0);
  await signIn(page, school.teacher.user!);
  await expect(page).toHaveURL(/\/dashboard\/teacher$/);
  await page
    .getByTestId('teacher-session')
    .first()
    .getByRole('link', { name: /Take attendance/ })
    .click();
  await expect(page).toHaveURL(
    `/dashboard/teacher/roll-call?session=${school.maths}&date=${today}`,
  );
  await expect(page.getByTestId('roll-call-label')).toHaveText('Mathematics');
  await expect(page.getByTestId('roster-row')).toHaveCount(3);
  await expect(page.getByTestId('roll-call-counts')).toHaveText(
    'Nobody marked yet. · 3 not marked',
  );

  await page.getByRole('button', { name: 'Mark all present' }).click();
  const zoya = page.locator(`[data-member-id="${school.zoya.memberId}"]`);
  await zoya.getByText('Absent').click();
  await expect(page.getByTestId('roll-call-counts')).toHaveText('2 present · 1 absent');
  await page.getByRole('button', { name: 'Save attendance' }).click();
  const confirm = page.getByRole('dialog', { name: 'Save this roll-call?' });
  await expect(confirm).toContainText('3 people marked for the first time');
  await confirm.getByRole('button', { name: 'Save attendance' }).click();
  await expect(page.getByText('Saved: 3 marked.')).toBeVisible();

  const marked = async (memberId: string) =>
    (await recordsOf(memberId)).find(
      (r) => r.class_session_id === school.maths && r.date === today,
    );
  expect((await marked(school.asha.memberId))?.status).toBe('present');
  expect((await marked(school.kabir.memberId))?.status).toBe('present');
  expect(await marked(school.zoya.memberId)).toMatchObject({ status: 'absent', method: 'manual' });

  // Kabir was present; he is changed to late: the reason is asked for before anything is sent.
  const kabir = page.locator(`[data-member-id="${school.kabir.memberId}"]`);
  await expect(kabir).toContainText('Recorded: Present');
  await kabir.getByText('Late').click();
  await page.getByRole('button', { name: 'Save attendance' }).click();
  await expect(kabir.getByText('Give a reason for this change.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const reason = kabir.getByLabel('Reason for changing Kabir Das from present to late');
  await expect(reason).toBeFocused();
  await reason.fill('Came in after the bell with a late slip');
  await page.getByRole('button', { name: 'Save attendance' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save attendance' }).click();
  await expect(page.getByText('Saved: 1 changed.')).toBeVisible();
  const changed = await marked(school.kabir.memberId);
  expect(changed).toMatchObject({
    status: 'late',
    note: 'Came in after the bell with a late slip',
  });
  expect(changed?.flags).toContain('corrected');

  // Back on the dashboard the period shows its roll-call.
  await page.getByRole('link', { name: 'Teacher dashboard' }).click();
  await expect(page.getByTestId('teacher-session').first()).toContainText(
    '1 present · 1 late · 1 absent (3 of 3 marked)',
  );
});

test('an employee asks to correct a forgotten check-out and the in-charge approves it', async ({
  browser,
}) => {
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
  const day = istDate(1);
  await addRecords(org, [
    {
      member_id: employee.memberId,
      date: day,
      status: 'present',
      check_in_at: istInstant(day, '09:12'),
      method: 'face',
      flags: ['missing_check_out'],
    },
  ]);

  const page = await signInOnNewPage(browser, employee.user!, /\/dashboard\/employee$/, {
    viewport: { width: 375, height: 812 },
  });
  await page.goto('/dashboard/employee/timesheet');
  if (day.slice(0, 7) !== istDate(0).slice(0, 7)) {
    await page.getByRole('button', { name: 'Previous month' }).click();
  }
  const row = page.locator(`[data-date="${day}"]`);
  await expect(row).toContainText('No check-out');
  await row.getByRole('link', { name: /Request a correction/ }).click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/employee/requests\\?correction=${day}&in=09%3A12$`),
  );
  const form = page.getByRole('form', { name: 'Request a correction' });
  await expect(form.getByLabel('Day')).toHaveValue(dayMonthYear(day));
  await expect(form.getByLabel('Actual check-in')).toHaveValue('9:12 am');
  await form.getByLabel('Actual check-out').fill('18:40');
  await form.getByLabel(/What happened/).fill('Forgot to scan out at the gate; left at 6:40 pm');
  await form.getByRole('button', { name: 'Send correction request' }).click();
  await expect(page.getByText(/Correction request sent/)).toBeVisible();
  await expect(page.getByTestId('my-requests')).toContainText('Pending');
  await page.context().close();

  const inchargePage = await signInOnNewPage(browser, incharge.user!, /\/dashboard\/incharge$/);
  await inchargePage
    .getByRole('link', { name: /Requests/ })
    .first()
    .click();
  const request = inchargePage.getByTestId('review-request');
  await expect(request).toContainText('Pooja Desai');
  await expect(request).toContainText('Forgot to scan out');
  await expect(request).toContainText(/Recorded now: Present, in 9:12\s?am, no check-out/i);
  await request.getByRole('button', { name: /Approve/ }).click();
  const dialog = inchargePage.getByRole('dialog');
  await dialog.getByLabel('Note (optional)').fill('Gate camera log confirms 18:40');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(inchargePage.getByText(/Approved: Correction for/)).toBeVisible();
  await inchargePage.getByRole('tab', { name: 'Recently decided' }).click();
  await expect(inchargePage.getByTestId('decided-requests')).toContainText(
    'Gate camera log confirms 18:40',
  );
  await inchargePage.context().close();

  const [record] = (await recordsOf(employee.memberId)).filter(
    (r) => r.date === day && !r.class_session_id,
  );
  expect(new Date(record!.check_out_at!).toISOString()).toBe(
    new Date(istInstant(day, '18:40')).toISOString(),
  );
  expect(new Date(record!.check_in_at!).toISOString()).toBe(
    new Date(istInstant(day, '09:12')).toISOString(),
  );
  expect(record!.flags).toContain('corrected');
  expect(record!.flags).not.toContain('missing_check_out');
  const [request_] = await rest<Array<{ status: string; decision_note: string }>>(
    `correction_requests?member_id=eq.${employee.memberId}&select=status,decision_note`,
  );
  expect(request_).toEqual({ status: 'approved', decision_note: 'Gate camera log confirms 18:40' });
});

test('the live board shows a kiosk check-in within seconds, without a reload', async ({ page }) => {
  const org = await createOrg(`Malabar Foods ${Date.now().toString(36)}`, 'company');
  const worker = await addPerson(org, {
    name: 'Anil Menon',
    role: 'employee',
    card: `MF-${Date.now()}`,
    withAccount: false,
  });
  const other = await addPerson(org, {
    name: 'Bindu Thomas',
    role: 'employee',
    withAccount: false,
  });
  const incharge = await addPerson(org, {
    name: 'Latha Pillai',
    role: 'incharge',
    userType: 'Incharge',
  });
  await addGroup(org, {
    name: 'Kochi packing unit',
    kind: 'site',
    responsibleId: incharge.memberId,
    members: [worker.memberId, other.memberId],
  });
  const card = (
    await rest<Array<{ card_number: string }>>(
      `memberships?id=eq.${worker.memberId}&select=card_number`,
    )
  )[0]!.card_number;

  await signIn(page, incharge.user!);
  await expect(page).toHaveURL(/\/dashboard\/incharge$/);
  await page
    .getByRole('link', { name: /Live board/ })
    .first()
    .click();
  await expect(page.getByTestId('live-status')).toHaveText('Live');
  await expect(page.getByTestId('board-row')).toHaveCount(2);
  await expect(page.getByTestId('board-in')).toContainText('0');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const kiosk = await createKiosk(org, ['card']);
  const started = Date.now();
  const response = await fetch(`${E2E.baseURL}/api/kiosk/check-ins`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-token': kiosk.token },
    body: JSON.stringify({ client_id: randomUUID(), method: 'card', code: card }),
  });
  expect(response.status, await response.clone().text()).toBe(200);

  const row = page.locator(`[data-member-id="${worker.memberId}"]`);
  await expect(row).toHaveAttribute('data-state', 'in', { timeout: 5000 });
  const seconds = (Date.now() - started) / 1000;
  expect(seconds).toBeLessThan(5);
  await expect(page.getByTestId('board-in')).toContainText('1');
  await expect(page.getByTestId('board-recent')).toContainText('Anil Menon');
  await expect(page.locator(`[data-member-id="${other.memberId}"]`)).toHaveAttribute(
    'data-state',
    'not_in',
  );
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

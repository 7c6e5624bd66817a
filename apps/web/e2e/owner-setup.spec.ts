import { expect, newPersonPage, signIn, test } from './support/fixtures';
import { firstLink, waitForMail } from './support/mail';
import { createUser, PASSWORD, uniqueEmail } from './support/users';

function csv(rows: string[][]): { name: string; mimeType: string; buffer: Buffer } {
  const text = rows.map((row) => row.join(',')).join('\n');
  return { name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(text) };
}

test('an Institute owner sets up an institute: class, invited teacher, CSV import, timetable', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await createUser({ userType: 'Institute', fullName: 'Meera Iyer' });
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard\/institute$/);

  // 1. Create the institute (time zone defaults to India's).
  await expect(page.getByRole('heading', { name: 'Create your institute' })).toBeVisible();
  await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Kolkata');
  await page.getByLabel('Institute name').fill('Lakeview College');
  await page.getByLabel('Address').fill('FC Road, Pune');
  await page.getByRole('button', { name: 'Create institute' }).click();
  await expect(page.getByTestId('join-code')).toHaveText(/^[2-9A-HJ-NP-Z]{8}$/);
  await expect(page.getByTestId('org-local-time')).toBeVisible();
  for (const figure of ['present', 'late', 'absent']) {
    await expect(page.getByTestId(`today-${figure}`)).toHaveText('0');
  }
  const checklist = page.getByTestId('setup-checklist');
  await expect(checklist.locator('[data-done="true"]')).toHaveCount(0);

  // 2. A class.
  await checklist.getByRole('link', { name: /Create classes/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/institute\/structure$/);
  await page.getByRole('button', { name: 'Create the first class' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'New class' });
  await groupDialog.getByLabel('Name').fill('Class 10 A');
  await groupDialog.getByRole('button', { name: 'Create class' }).click();
  await expect(groupDialog).toBeHidden();
  await expect(page.getByTestId('group-row')).toContainText('Class 10 A');

  // 3. Invite a teacher by e-mail.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'People' }).click();
  await page.getByRole('button', { name: 'Invite by e-mail' }).click();
  const teacherEmail = uniqueEmail('teacher');
  const inviteDialog = page.getByRole('dialog', { name: 'Invite by e-mail' });
  await inviteDialog.getByLabel('Name').fill('Ravi Kumar');
  await inviteDialog.getByLabel('E-mail address').fill(teacherEmail);
  await inviteDialog.getByLabel('Role').selectOption('teacher');
  await inviteDialog.getByLabel(/Class/).selectOption({ label: 'Class 10 A' });
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteDialog.getByText(`We e-mailed a join link to ${teacherEmail}`)).toBeVisible();
  await inviteDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table').getByText('Ravi Kumar')).toBeVisible();
  await expect(page.getByRole('table').getByText('Invited')).toBeVisible();

  // The teacher follows the mailed link, signs up, confirms, and accepts with one click.
  const invitation = await waitForMail(teacherEmail, /Join Lakeview College/);
  const teacher = await newPersonPage(browser, { viewport: { width: 1280, height: 800 } });
  await teacher.goto(firstLink(invitation));
  await expect(teacher).toHaveURL(/\/register\?invite=/);
  await teacher.getByLabel('E-mail address').fill(teacherEmail);
  await teacher.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await teacher.getByLabel('Confirm password').fill(PASSWORD);
  await teacher.getByRole('button', { name: 'Continue' }).click();
  await teacher.getByRole('radio', { name: /^Teacher/ }).check();
  await teacher.getByLabel(/full name|your name/i).fill('Ravi Kumar');
  await teacher.getByRole('button', { name: 'Continue' }).click();
  await teacher.getByRole('checkbox', { name: /I agree/ }).check();
  await teacher.getByRole('button', { name: 'Create account' }).click();
  await expect(teacher.getByText('Please check your email to confirm your account.')).toBeVisible();
  await teacher.goto(firstLink(await waitForMail(teacherEmail, /confirm/i)));
  await expect(teacher).toHaveURL(/\/dashboard\/teacher$/);
  await teacher.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(teacher.getByText('Waiting for approval from Lakeview College')).toBeVisible();

  // The owner approves the request from the dashboard.
  await page.goto('/dashboard/institute');
  await page.getByRole('button', { name: 'Approve Ravi Kumar' }).click();
  await expect(page.getByText('Nobody is waiting.', { exact: false })).toBeVisible();
  await teacher.reload();
  await expect(teacher.getByText('Waiting for approval')).toBeHidden();
  await expect(teacher.getByTestId('join-organization-card')).toBeHidden();

  // 4. Import students from a CSV: one bad row is shown with its row number, nothing imported.
  await page.goto('/dashboard/institute/people');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import from a CSV file' });
  await expect(importDialog.getByLabel('Who is in the file')).toHaveValue('student');
  const header = ['name', 'email', 'roll number', 'class'];
  const chooseCsv = (diyaEmail: string) =>
    importDialog.getByLabel('CSV file').setInputFiles(
      csv([
        ['name', 'email', 'roll number', 'class'],
        ['Aarav Sharma', 'aarav@example.com', '10A-01', 'Class 10 A'],
        ['Diya Patel', diyaEmail, '10A-02', 'Class 10 A'],
        ['Kabir Singh', '', '10A-03', 'Class 10 A'],
      ]),
    );
  await chooseCsv('diya-at-example.com');
  await expect(importDialog.getByText('1 row has errors')).toBeVisible();
  await expect(importDialog.getByText('Row 3: email is not a valid address')).toBeVisible();
  await expect(
    importDialog.getByRole('button', { name: 'Fix the errors to import' }),
  ).toBeDisabled();

  await importDialog.getByRole('button', { name: 'Choose another file' }).click();
  await chooseCsv('diya@example.com');
  await expect(importDialog.getByText('The file is ready')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Import 3 people' }).click();
  const progress = importDialog.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '3');
  await expect(importDialog.getByText('3 added, 0 updated, 0 unchanged.')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Done' }).click();
  const table = page.getByRole('table');
  for (const name of ['Aarav Sharma', 'Diya Patel', 'Kabir Singh']) {
    await expect(table.getByText(name)).toBeVisible();
  }
  await page.getByLabel('Role').selectOption('student');
  await expect(page.getByText('Showing 1–3 of 3', { exact: true })).toBeVisible();

  // Importing the same file again changes nothing.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await importDialog
    .getByLabel('CSV file')
    .setInputFiles(csv([header, ['Aarav Sharma', 'aarav@example.com', '10A-01', 'Class 10 A']]));
  await expect(importDialog.getByText('Everyone is already up to date')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Choose another file' }).click();
  await importDialog.getByRole('button', { name: 'Cancel' }).click();

  // 5. A timetable slot with the teacher, in the class.
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Timetable' })
    .click();
  await expect(page.getByLabel('Class', { exact: true })).toHaveValue(/.+/);
  await page.getByRole('button', { name: 'Add a class on Monday, period 1' }).click();
  const slot = page.getByRole('dialog', { name: 'Add a class for Class 10 A' });
  await slot.getByLabel('Subject').fill('Physics');
  await slot.getByLabel('Teacher').selectOption({ label: 'Ravi Kumar' });
  await slot.getByLabel('Room').fill('Lab 2');
  await expect(slot.getByLabel('Starts')).toHaveValue('9:00 am');
  await slot.getByRole('button', { name: 'Add class' }).click();
  await expect(slot).toBeHidden();
  await expect(
    page.getByRole('button', { name: /^Physics .*, Monday, period 1: edit$/ }),
  ).toContainText('Lab 2');

  // A second class in the same period on the same day is refused, with the reason.
  await page.getByRole('button', { name: 'Add a class on Tuesday, period 1' }).click();
  await slot.getByLabel('Subject').fill('Chemistry');
  await slot.getByLabel('Day').selectOption('1');
  await expect(
    slot.getByText('Class 10 A already has Physics in period 1 on Monday.', { exact: false }),
  ).toBeVisible();
  await expect(slot.getByRole('button', { name: 'Add class' })).toBeDisabled();
  await slot.getByRole('button', { name: 'Cancel' }).click();

  // The checklist is now computed from what exists.
  await page.goto('/dashboard/institute');
  await expect(checklist.locator('[data-done="true"]')).toHaveCount(3);
  await expect(checklist).toContainText('1 weekly class scheduled.');
  await teacher.context().close();
});

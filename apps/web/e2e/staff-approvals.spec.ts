import { addGroup, addPerson, createOrg, openEveryDay, rest } from './support/attendance-seed';
import { expect, newPersonPage, signIn, test } from './support/fixtures';
import { firstLink, waitForMail } from './support/mail';
import { PASSWORD, uniqueEmail } from './support/users';

test('a class teacher brings a student in with the class link and approves them, once the owner allows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Gyan Jyoti School ${Date.now().toString(36)}`;
  const org = await createOrg(name, 'institute');
  await openEveryDay(org);
  const teacher = await addPerson(org, {
    name: 'Meera Nair',
    role: 'teacher',
    userType: 'Teacher',
  });
  await addGroup(org, {
    name: 'Class 9-B',
    kind: 'class',
    responsibleId: teacher.memberId,
    members: [],
  });

  // The teacher makes a join link for their class; approving is still the owner's alone.
  const staff = await newPersonPage(browser);
  await staff.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(staff, teacher.user!);
  await expect(staff).toHaveURL(/\/dashboard\/teacher$/);
  const links = staff.getByTestId('group-join-links');
  await expect(links.getByText('Join links for your classes')).toBeVisible();
  await expect(links.getByText('The owner approves them.', { exact: false })).toBeVisible();
  await expect(staff.getByTestId('pending-approvals')).toBeHidden();
  const classRow = links.getByTestId('group-join-link').filter({ hasText: 'Class 9-B' });
  await classRow.getByRole('button', { name: 'Create a join link for Class 9-B' }).click();
  await expect(classRow.getByTestId('group-join-code')).toHaveText(/^[2-9A-HJ-NP-Z]{8}$/);
  const code = (await classRow.getByTestId('group-join-code').textContent())!;

  // The owner lets teachers approve people in their own classes.
  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/institute$/);
  await page.goto('/dashboard/institute/setup');
  const allow = page.getByRole('checkbox', {
    name: 'Teachers and in-charges may approve people in their own classes',
  });
  await expect(allow).not.toBeChecked();
  await allow.check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  // Now the teacher sees an (empty) approvals card, and copies the class link.
  await staff.reload();
  const approvals = staff.getByTestId('pending-approvals');
  await expect(approvals.getByText('Waiting for approval')).toBeVisible();
  await expect(
    approvals.getByText('Nobody is waiting. People who join your classes with your join link', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(links.getByText('You approve them', { exact: false })).toBeVisible();
  await classRow.getByRole('button', { name: 'Copy the join link of Class 9-B' }).click();
  await expect(
    classRow.getByRole('button', { name: 'Copy the join link of Class 9-B' }),
  ).toHaveText('Copied');
  const link = await staff.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/register\\?join=${code}$`));
  await expect(classRow.getByTestId('group-join-url')).toHaveText(link);

  // A student opens the link, signs up, confirms their address and asks to join.
  const studentEmail = uniqueEmail('class-link-student');
  const student = await newPersonPage(browser);
  await student.goto(link);
  await expect(student).toHaveURL(/\/register\?join=/);
  await student.getByLabel('E-mail address').fill(studentEmail);
  await student.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await student.getByLabel('Confirm password').fill(PASSWORD);
  await student.getByRole('button', { name: 'Continue' }).click();
  await student.getByRole('radio', { name: /^Student/ }).check();
  await student.getByLabel(/full name|your name/i).fill('Aarav Sharma');
  await student.getByRole('button', { name: 'Continue' }).click();
  await student.getByRole('checkbox', { name: /I agree/ }).check();
  await student.getByRole('button', { name: 'Create account' }).click();
  await expect(student.getByText('Please check your email to confirm your account.')).toBeVisible();
  await student.goto(firstLink(await waitForMail(studentEmail, /confirm/i)));
  await expect(student).toHaveURL(/\/dashboard\/student$/);
  await expect(student.getByLabel('Join code')).toHaveValue(code);
  await student.getByRole('button', { name: 'Ask to join' }).click();
  await expect(student.getByText(`Waiting for approval from ${name}`)).toBeVisible();

  // The teacher approves from their dashboard.
  await staff.reload();
  const row = approvals.getByRole('listitem').filter({ hasText: 'Aarav Sharma' });
  await expect(row).toContainText('Class 9-B');
  await row.getByRole('button', { name: 'Approve Aarav Sharma' }).click();
  await expect(approvals.getByText('Nobody is waiting.', { exact: false })).toBeVisible();

  // The student's dashboard opens up, in the teacher's class.
  await student.reload();
  await expect(student.getByRole('heading', { name: 'Student dashboard' })).toBeVisible();
  await expect(student.getByTestId('join-organization-card')).toBeHidden();
  await expect(student.getByTestId('org-name')).toHaveText(name);
  await expect(student.getByText('· Class 9-B')).toBeVisible();

  await staff.context().close();
  await student.context().close();
});

test('the owner makes, renews and turns off a join link for a department', async ({ page }) => {
  const org = await createOrg(`Narmada Mills ${Date.now().toString(36)}`, 'company');
  const groupId = await addGroup(org, { name: 'Spinning', kind: 'department', members: [] });
  const codes = () =>
    rest<Array<{ code: string }>>(`group_join_codes?group_id=eq.${groupId}&select=code`);

  await signIn(page, org.owner);
  await expect(page).toHaveURL(/\/dashboard\/company$/);
  await page.goto('/dashboard/company/structure');
  const links = page.getByTestId('group-join-links');
  await expect(links.getByText('A join link for each group')).toBeVisible();
  const row = links.getByTestId('group-join-link').filter({ hasText: 'Spinning' });
  await row.getByRole('button', { name: 'Create a join link for Spinning' }).click();
  await expect(row.getByTestId('group-join-code')).toHaveText(/^[2-9A-HJ-NP-Z]{8}$/);
  const first = (await row.getByTestId('group-join-code').textContent())!;
  expect(await codes()).toEqual([{ code: first }]);

  await row.getByRole('button', { name: 'New link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make a new link' }).click();
  await expect(row.getByTestId('group-join-code')).not.toHaveText(first);
  const second = (await row.getByTestId('group-join-code').textContent())!;
  expect(await codes()).toEqual([{ code: second }]);

  await row.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(row.getByRole('button', { name: 'Create a join link for Spinning' })).toBeVisible();
  expect(await codes()).toEqual([]);

  // The owner lets in-charges approve; back on the page (no reload) the card says so.
  await expect(
    links.getByText('You approve them under Join requests.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Organisation settings' }).click();
  await page
    .getByRole('checkbox', { name: 'In-charges may approve people in their own departments' })
    .check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Departments' }).click();
  await expect(
    links.getByText('The in-charge of the group may approve them too.', { exact: false }),
  ).toBeVisible();
});

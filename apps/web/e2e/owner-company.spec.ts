import { expect, signIn, signInOnNewPage, test } from './support/fixtures';
import { createUser } from './support/users';

test('a Company owner sets up a company: department, night shift, employee joining by code', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await createUser({ userType: 'Company', fullName: 'Arjun Rao' });
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard\/company$/);
  await page.getByLabel('Company name').fill('Deccan Textiles');
  await page.getByRole('button', { name: 'Create company' }).click();
  const code = (await page.getByTestId('join-code').textContent())!;
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);

  // A department.
  await page
    .getByTestId('setup-checklist')
    .getByRole('link', { name: /Create departments/ })
    .click();
  await page.getByRole('button', { name: 'Create the first department' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'New department' });
  await groupDialog.getByLabel('Name').fill('Production');
  await groupDialog.getByRole('button', { name: 'Create department' }).click();
  await expect(page.getByTestId('group-row')).toContainText('Production');

  // A night shift: overnight said plainly, then given to the department.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Shifts' }).click();
  await page.getByRole('button', { name: 'Create the first shift' }).click();
  const shiftDialog = page.getByRole('dialog', { name: 'New shift' });
  await shiftDialog.getByLabel('Name').fill('Night');
  await shiftDialog.getByLabel('Starts').fill('22:00');
  await shiftDialog.getByLabel('Ends').fill('06:00');
  await expect(shiftDialog.getByTestId('shift-preview')).toContainText(
    '10:00 pm → 6:00 am next day (8 h 00 m)',
  );
  await shiftDialog.getByRole('button', { name: 'Create shift' }).click();
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('The Night shift is saved.'),
  ).toBeVisible();
  const card = page.getByTestId('shift-card');
  await expect(card.getByTestId('shift-times')).toHaveText('10:00 pm → 6:00 am next day');
  await expect(card.getByText('Overnight')).toBeVisible();
  await card.getByRole('button', { name: 'Who works Night' }).click();
  const assign = page.getByRole('dialog', { name: 'Who works Night' });
  await assign.getByRole('checkbox', { name: 'Production' }).check();
  await expect(assign.getByRole('checkbox', { name: 'Production' })).toBeChecked();
  await assign.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText('Production');

  // An employee joins with the code and waits for approval.
  const employee = await createUser({ userType: 'Employee', fullName: 'Sneha Iyer' });
  const phone = await signInOnNewPage(browser, employee, /\/dashboard\/employee$/, {
    viewport: { width: 375, height: 812 },
  });
  await phone.getByLabel('Join code').fill('not-a-code');
  await phone.getByRole('button', { name: 'Ask to join' }).click();
  await expect(
    phone.getByText('A join code has 8 letters and digits', { exact: false }),
  ).toBeVisible();
  await phone.getByLabel('Join code').fill(code.toLowerCase());
  await phone.getByRole('button', { name: 'Ask to join' }).click();
  await expect(phone.getByText('Waiting for approval from Deccan Textiles')).toBeVisible();

  // The owner approves; the employee's dashboard opens up.
  await page.goto('/dashboard/company');
  await page.getByRole('button', { name: 'Approve Sneha Iyer' }).click();
  await expect(page.getByText('Nobody is waiting.', { exact: false })).toBeVisible();
  await page.goto('/dashboard/company/people');
  await expect(page.getByRole('table').getByText('Sneha Iyer')).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Sneha Iyer/ }).getByText('Active', { exact: true }),
  ).toBeVisible();
  await phone.reload();
  await expect(phone.getByText('Waiting for approval')).toBeHidden();
  await phone.context().close();
});

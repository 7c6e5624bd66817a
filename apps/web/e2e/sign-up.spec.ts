import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { firstLink, waitForMail } from './support/mail';
import { PASSWORD, uniqueEmail } from './support/users';

type Case = {
  type: 'Student' | 'Teacher' | 'Institute' | 'Company';
  name: string;
  fill?: (page: Page) => Promise<void>;
};

const CASES: Case[] = [
  { type: 'Student', name: 'Asha Student' },
  {
    type: 'Teacher',
    name: 'Ravi Teacher',
    fill: async (page) =>
      page.getByRole('textbox', { name: 'Institute' }).fill('Sunrise Public School'),
  },
  {
    type: 'Institute',
    name: 'Meera Principal',
    fill: async (page) => {
      await page.getByLabel('Institute name').fill('Lakeview College');
      await page.getByLabel('Type of institute').selectOption('College');
      await page.getByLabel('Students and staff').selectOption('201–1,000');
      await page.getByLabel('Mobile number').fill('+91 98765 43210');
    },
  },
];

for (const { type, name, fill } of CASES) {
  test(`sign-up as ${type}: details, finish, confirm by mail, lands on the ${type} dashboard`, async ({
    page,
  }) => {
    const email = uniqueEmail(`signup-${type}`);
    await page.goto('/register');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/register\/details$/);
    await page.getByRole('radio', { name: new RegExp(`^${type}`) }).check();
    await page.getByLabel(/full name|your name/i).fill(name);
    await fill?.(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/register\/finish$/);
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Please accept the Terms of Service and Privacy Policy to continue.'),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please check your email to confirm your account.')).toBeVisible();

    const mail = await waitForMail(email, /confirm/i);
    await page.goto(firstLink(mail));
    await expect(page).toHaveURL(new RegExp(`/dashboard/${type.toLowerCase()}$`));
    await expect(page.getByTestId('signed-in-name')).toHaveText(name);
    await expect(page.getByTestId('signed-in-type')).toHaveText(type);
  });
}

test('sign-up checks the password rule and the terms before creating anything', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('E-mail address').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Enter a valid e-mail address, like name@example.com.'),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Password must be at least 10 characters long and contain a special character (for example ! @ # or %).',
    ),
  ).toBeVisible();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('the details step asks a Company for its company fields and a Student for none of them', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('E-mail address').fill(uniqueEmail('signup-fields'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register\/details$/);
  const businessType = page.locator('[name="business_type"]');
  const employees = page.locator('[name="employees"]');
  const companyName = page.locator('[name="company_name"]');

  await page.getByRole('radio', { name: /^Company/ }).check();
  await expect(companyName).toBeVisible();
  await expect(companyName).toHaveAccessibleName(/^Company name/);
  await expect(companyName).toHaveAttribute('required');
  await expect(businessType).toBeVisible();
  await expect(businessType).toHaveAccessibleName('Industry');
  await expect(employees).toBeVisible();
  await expect(employees).toHaveAccessibleName('Number of employees');
  await page.getByLabel(/your name/i).fill('Farah Shaikh');
  await page.getByLabel('Company name').fill('Konkan Logistics');
  await page.getByLabel('Industry').selectOption('Logistics');
  await page.getByLabel('Number of employees').selectOption('51–200');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register\/finish$/);
  const summary = page.locator('dl');
  for (const text of ['Company', 'Konkan Logistics', 'Industry', 'Logistics', '51–200']) {
    await expect(summary.getByText(text, { exact: true })).toBeVisible();
  }

  // Back, and a Student instead: the company's industry and size are neither asked nor sent.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/register\/details$/);
  await page.getByRole('radio', { name: /^Student/ }).check();
  await expect(businessType).toHaveCount(0);
  await expect(employees).toHaveCount(0);
  await expect(page.getByLabel('Company name')).toHaveCount(0);
  // A student may name their school (optional); it is not a company field.
  await expect(companyName).toHaveAccessibleName(/^School, college or institute/);
  await expect(companyName).not.toHaveAttribute('required');
  await page.getByLabel('Full name').fill('Asha Rao');
  await companyName.fill('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register\/finish$/);
  await expect(summary.getByText('Student', { exact: true })).toBeVisible();
  await expect(summary.getByText('Asha Rao', { exact: true })).toBeVisible();
  for (const text of ['Logistics', '51–200', 'Industry', 'Number of employees']) {
    await expect(summary.getByText(text, { exact: true })).toHaveCount(0);
  }
});

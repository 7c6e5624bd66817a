import { expect, test } from './support/fixtures';

// Issue 14 on /status, /database-demo, /contact, /support and /demo: a Hindi-speaking visitor
// reads them in Hindi from the first paint, including the field errors of the shared schema and
// the screen-reader labels; the status page says what the database is in words.
test.use({ locale: 'hi-IN' });

test('/status and /database-demo in Hindi, the database in words', async ({ page }) => {
  await page.goto('/status');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByTestId('overall-status')).toHaveText('सभी सेवाएँ ठीक चल रही हैं');
  await expect(page.getByTestId('database-state')).toHaveText('ठीक चल रहा है');
  await expect(page.getByTestId('database-kind')).toHaveText(
    process.env.E2E_DATABASE_URL ? 'PostgreSQL सर्वर' : 'अंतर्निहित (सर्वर के भीतर)',
  );
  await expect(page.getByRole('region', { name: 'डेटाबेस: स्थिति' })).toBeVisible();
  await expect(page.getByTestId('recent-summary')).toHaveText('अब तक 1 जाँच; 1 में सब कुछ ठीक चला।');
  await expect(page.getByRole('button', { name: 'अभी जाँचें' })).toBeVisible();

  await page.goto('/database-demo');
  await expect(page.getByRole('button', { name: 'क्वेरी फिर से चलाएँ' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'विद्यार्थी' })).toBeVisible();
});

test('/contact and /support in Hindi, with the form’s errors', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('ईमेल', { exact: true }).fill('priya@');
  await page.getByRole('button', { name: 'संदेश भेजें' }).click();
  await expect(page.getByText('कृपया अपना नाम लिखें।')).toBeVisible();
  await expect(page.getByText('कृपया एक विषय चुनें।')).toBeVisible();
  await expect(page.getByText(/कृपया सही ईमेल पता लिखें/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'हम किसमें मदद कर सकते हैं?' })).toBeVisible();

  await page.goto('/support');
  await expect(page.getByRole('radio', { name: /बहुत गंभीर/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'सहायता अनुरोध भेजें' })).toBeVisible();
});

test('/demo’s sandbox in Hindi', async ({ page }) => {
  await page.goto('/demo#sandbox');
  const roles = page.getByRole('list', { name: 'आज़माने के लिए भूमिकाएँ' });
  await expect(roles.getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('button', { name: /शिक्षक बनकर आज़माएँ/ })).toBeVisible();
});

import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoEnglish } from './support/hindi';
import { isScreenshotRun, SCREENSHOT_DIR } from './support/screenshots';

// Issue 14: the public pages' sections in Hindi on a 360 px phone — `/` and /pricing with rupee
// amounts in Indian grouping through Intl — and nothing wider than the screen.
/** Every Devanagari face (all weights) loaded, so the picture shows no fallback boxes. */
const devanagariLoaded = (page: Page) =>
  page.evaluate(async () => {
    const faces = [...document.fonts].filter((face) => face.family.includes('Devanagari'));
    await Promise.all(faces.map((face) => face.load()));
    await document.fonts.ready;
    // Lay the page out again, so text first drawn before its face arrived uses it.
    document.body.style.display = 'none';
    void document.body.offsetHeight;
    document.body.style.display = '';
  });

test.describe('a Hindi-speaking visitor on a phone', () => {
  test.use({ locale: 'hi-IN', viewport: { width: 360, height: 780 } });

  const fitsTheScreen = async (page: Page) =>
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

  test('reads the home page and /pricing in Hindi, with rupees grouped in lakhs', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'उपस्थिति जो अपने-आप दर्ज हो: चेहरे से, पहचान पत्र से या हाज़िरी से',
    );
    await expect(page.getByRole('link', { name: 'अभी आज़माएँ, साइन अप की ज़रूरत नहीं' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'चेक-इन कैसे होता है' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'इसी हफ़्ते उपस्थिति लेना शुरू करें' })).toBeVisible();
    // Names in the kiosk drawing, places, and technical words that read the same in Hindi.
    await expectNoEnglish(page.getByRole('main'), [
      'Rohan Verma',
      'Fatima Shaikh',
      'Karthik',
      'Asia/Kolkata',
      '/kiosk',
      'RFID',
      'USB',
      'CDN',
    ]);
    await fitsTheScreen(page);
    // Devanagari faces download on first use: the picture waits for them.
    if (isScreenshotRun) await devanagariLoaded(page);
    if (isScreenshotRun)
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'hi', 'home-360.png'),
        fullPage: true,
      });

    await page.goto('/pricing');
    const standard = page.getByRole('listitem').filter({ hasText: 'स्टैंडर्ड चुनें' });
    await expect(standard.getByText('₹25', { exact: true })).toBeVisible();
    await expect(standard.getByText('प्रति सदस्य प्रति माह')).toBeVisible();
    await page.getByText('सालाना (20% की बचत)').click();
    await expect(standard.getByText('₹20', { exact: true })).toBeVisible();
    await expect(standard.getByText('सालाना बिल; मासिक बिल पर ₹25')).toBeVisible();

    await page.getByLabel('विद्यार्थियों या कर्मचारियों की संख्या').fill('100000');
    const estimate = page.getByRole('table', { name: /1,00,000 सदस्यों का अनुमानित मासिक ख़र्च/ });
    await expect(estimate.getByRole('row', { name: /स्टैंडर्ड/ })).toContainText('₹20,00,000');
    await expect(estimate.getByRole('row', { name: /फ़्री/ })).toContainText('50 से ज़्यादा सदस्य');
    await expect(
      page.getByRole('region', { name: 'प्लान की तुलना, बग़ल में स्क्रॉल होती है' }),
    ).toBeVisible();
    await expectNoEnglish(page.getByRole('main'), ['GST', 'GSTIN', 'RFID', 'USB', 'PostgreSQL']);
    await fitsTheScreen(page);
    // Devanagari faces download on first use: the picture waits for them.
    if (isScreenshotRun) await devanagariLoaded(page);
    if (isScreenshotRun)
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'hi', 'pricing-360.png'),
        fullPage: true,
      });
  });
});

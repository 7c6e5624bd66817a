import { expect, test } from './support/fixtures';

/**
 * Issue 13, item 8: on `/` the primary action is trying the product (the sandbox), not booking a
 * demo; on /demo a phone sees the role cards without scrolling past a wall of text.
 */
test('the home page’s first and primary action is trying the sandbox, above the fold', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const first = main.getByRole('link').first();
  await expect(first).toHaveText('Try it now, no sign-up');
  await expect(first).toHaveAttribute('href', '/demo#sandbox');
  const box = (await first.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await first.click();
  await expect(page).toHaveURL(/\/demo#sandbox$/);
  await expect(page.getByTestId('demo-sandbox')).toBeInViewport();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the home page’s primary action is still the sandbox, above the fold', async ({ page }) => {
    await page.goto('/');
    const first = page.getByRole('main').getByRole('link').first();
    await expect(first).toHaveText('Try it now, no sign-up');
    const box = (await first.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
  });

  test('/demo shows the first role card above the fold', async ({ page }) => {
    await page.goto('/demo');
    const card = page.locator('[data-testid^="demo-role-"]').first();
    await expect(card).toBeVisible();
    const box = (await card.boundingBox())!;
    expect(box.y).toBeLessThan(740);
  });
});

import { expect, type Page } from '@playwright/test';
import { signIn } from '../fixtures';
import type { CreatedUser } from '../users';
import { cameraContext, launchWithCamera } from './camera';

/**
 * On /profile, in front of the page's camera: set up face check-in, agree to the descriptor being
 * stored, wait for the three captures and save them (confirmed by the shell's toast).
 */
export async function enrolOnProfile(page: Page, capturesTimeout = 90_000): Promise<void> {
  await page.getByRole('button', { name: 'Set up face check-in' }).click();
  await page.getByRole('checkbox', { name: /may store a descriptor of my face/ }).check();
  await expect(page.getByText('3 of 3 captures')).toBeVisible({ timeout: capturesTimeout });
  await page.getByRole('button', { name: 'Save face data' }).click();
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('Saved. 3 captures are stored.'),
  ).toBeVisible();
}

/** A person signs in, in a browser of their own whose camera plays `y4m`, and enrols from /profile. */
export async function enrolInFrontOf(
  y4m: string,
  user: CreatedUser,
  options: { capturesTimeout?: number } = {},
): Promise<void> {
  const browser = await launchWithCamera(y4m);
  try {
    const page = await (await cameraContext(browser)).newPage();
    await signIn(page, user);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/profile');
    await enrolOnProfile(page, options.capturesTimeout);
  } finally {
    await browser.close();
  }
}

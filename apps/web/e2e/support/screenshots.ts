import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** The repository's `docs/screenshots/`, where the SCREENSHOTS=1 runs write. */
export const SCREENSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/screenshots',
);

/** Screenshot runs are opt-in: `npm test` does not rewrite the committed pictures. */
export const isScreenshotRun = Boolean(process.env.SCREENSHOTS);

/**
 * The browser's zone in the pictures: where the product's people are. (Journeys run in the
 * machine's zone, UTC on CI, where pages rightly add "Times in IST" to the organisation's times.)
 */
export const SCREENSHOT_CONTEXT = { timezoneId: 'Asia/Kolkata' } as const;

const WIDTHS = [1280, 375] as const;

/**
 * Writes `<name>-1280.png` and `<name>-375.png`. `ready` runs after each resize (a layout may
 * load something of its own at a width); the page is left at 1280 × 800.
 */
export async function shoot(
  page: Page,
  name: string,
  options: { ready?: () => Promise<void>; fullPage?: boolean } = {},
): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await options.ready?.();
    // From the top, so the sticky header is in its place in a full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    // Let transitions (menus, fades, the header's scrolled style) settle before the picture.
    await page.waitForTimeout(400);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`),
      fullPage: options.fullPage ?? true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

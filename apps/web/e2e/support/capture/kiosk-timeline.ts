import { type Page, test } from '@playwright/test';

/** The part of a kiosk API answer that says what happened. */
function gist(body: string): string {
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    return ['outcome', 'code', 'message', 'actions']
      .filter((key) => key in json)
      .map((key) => `${key}=${JSON.stringify(json[key])}`)
      .join(' ');
  } catch {
    return body.slice(0, 120);
  }
}

/**
 * What a kiosk page did, second by second: its calls to `/api/kiosk/*` (status, time taken, what
 * the answer said) and every text its feedback showed. The camera journeys open their own
 * browsers, so a failed try leaves no screenshot; `report()` prints this timeline with the test's
 * output (and attaches it), to tell a slow server from an answer that never reached the screen.
 */
export async function watchKiosk(page: Page) {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) =>
    lines.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`);
  /** The path of a call to the kiosk API, or undefined for any other request. */
  const kioskPath = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/api/kiosk/') ? pathname : undefined;
  };

  page.on('requestfinished', async (request) => {
    const path = kioskPath(request.url());
    if (!path) return;
    const response = await request.response();
    const body = (await response?.text().catch(() => '')) ?? '';
    const took = Math.round(request.timing().responseEnd);
    note(`${request.method()} ${path} ${response?.status()} in ${took} ms ${gist(body)}`);
  });
  page.on('requestfailed', (request) => {
    const path = kioskPath(request.url());
    if (path) note(`${request.method()} ${path} failed: ${request.failure()?.errorText}`);
  });
  await page.exposeFunction('__kioskFeedbackShown', (text: string) => note(`feedback "${text}"`));
  await page.addInitScript(() => {
    let last = '';
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="kiosk-feedback"]')?.textContent ?? '';
      if (text === last) return;
      last = text;
      void (
        window as unknown as { __kioskFeedbackShown: (t: string) => Promise<void> }
      ).__kioskFeedbackShown(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

  return {
    /** Prints the timeline with the running test's output and attaches it to its report. */
    report: async () => {
      console.log(`Kiosk timeline:\n${lines.join('\n')}`);
      await test
        .info()
        .attach('kiosk timeline', { body: lines.join('\n'), contentType: 'text/plain' });
    },
  };
}

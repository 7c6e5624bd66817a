import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the real built server (see e2e/support/global-setup.ts), in Debian's
 * Chromium. The port is chosen here so the config, the global setup and every worker agree on it.
 */
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * The journeys that run the face models in the browser on a fake camera: the heaviest work of the
 * run, and the most hurt by a busy machine (a face challenge answered from a video that plays on
 * in real time while inference slows down). Their own project, listed last, queues them after the
 * others, when CI's PostgreSQL pass (which `npm test -- --db-pass` runs beside the journeys) has
 * finished. No dependency between the projects: a failure elsewhere does not skip them.
 */
const FACE_MODEL_JOURNEYS = [
  'capture-face',
  'capture-self',
  'demo-sandbox',
  'enrol-wide-camera',
  'kiosk-second-person',
].map((name) => `**/${name}.spec.ts`);
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: './e2e',
  // One folder per run: engineers share this checkout and may run journeys at the same time.
  outputDir: `./test-results/run-${process.env.E2E_PORT}`,
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry, recorded: a journey that fails and then passes is reported as flaky (and its trace
  // kept), one that fails twice fails the run. Tracing every first try would cost the machine
  // about a third of the browser's work.
  retries: 1,
  timeout: 60_000,
  // Generous for a busy 2-core machine; a passing expectation returns as soon as it holds.
  expect: { timeout: 20_000 },
  // `npm test` also asks for a JSON report, to list the failures again after everything else it
  // prints (a CI log's tail is what people read) and the slowest files.
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: FACE_MODEL_JOURNEYS, use: DESKTOP },
    { name: 'chromium-faces', testMatch: FACE_MODEL_JOURNEYS, use: DESKTOP },
  ],
});

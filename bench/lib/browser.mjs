// What the browser benches share: Debian's Chromium with the flags this machine needs, and the
// built app (`npm start`'s server on a fresh embedded database) as a child process.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, requireBuiltServer } from './server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Headless Chromium as root in a container, with nothing of its own on the network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
];

/** Exits (skipped, status 0) unless Chromium, the built server and the built web app are there. */
export function requireBrowserAndBuild(chromePath = CHROME_PATH) {
  if (!existsSync(chromePath)) {
    console.log(`skipped: no Chromium at ${chromePath} (set CHROME_PATH)`);
    process.exit(0);
  }
  requireBuiltServer();
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('skipped: the web app is not built (npm run build)');
    process.exit(0);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built server on a free port with its own embedded database (whatever the caller's
 * DATABASE_URL says), healthy before it is returned. `waitFor` polls a check while the server
 * lives; `stop` ends it and removes its data.
 */
export async function spawnBuiltServer(name, env = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `ias-${name}-`));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: 'ignore',
  });
  async function waitFor(check, what, seconds) {
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      try {
        if (await check()) return;
      } catch {
        // not yet
      }
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
      if (Date.now() > deadline) throw new Error(`${what} not ready within ${seconds} s`);
      await sleep(500);
    }
  }
  async function stop() {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    await waitFor(async () => (await fetch(`${origin}/api/health`)).ok, 'the server', 120);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, waitFor, stop };
}

/**
 * What the dashboard benches start from: the built app with its demo data ready, and Chromium.
 * The sandbox's sign-ins are not rate limited here (a bench signs in once per dashboard and run).
 * Exits (skipped) without Chromium or a build, as requireBrowserAndBuild does.
 */
export async function startDemoApp(name) {
  requireBrowserAndBuild();
  const { origin, waitFor, stop } = await spawnBuiltServer(name, {
    RATE_LIMIT_DEMO_SESSION: '1000/1m',
  });
  let browser;
  try {
    await waitFor(
      async () => (await (await fetch(`${origin}/api/demo`)).json()).isAvailable,
      'the demo data',
      240,
    );
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    browser,
    async stop() {
      await browser.close();
      await stop();
    },
  };
}

/**
 * Signs `page` in through the /demo sandbox with the first button whose text, after "Try as" or
 * "Try at", contains `role` (e.g. "Teacher", "company site"), and waits on the dashboard it opens
 * until its first loads are over.
 */
export async function tryDemoRole(page, origin, role) {
  await page.goto(`${origin}/demo#sandbox`);
  await page
    .getByTestId('demo-sandbox')
    .getByRole('button', { name: new RegExp(`^Try (as|at) .*${role}`, 'i') })
    .first()
    .click();
  await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
  await page.waitForTimeout(2000);
}

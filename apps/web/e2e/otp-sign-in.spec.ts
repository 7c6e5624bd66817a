import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';

/**
 * Sign-in by a code texted to a phone (issue 19), through the SMS stand-in of the server's tests.
 * The journeys' shared server has no SMS gateway (the guardians journey checks that), so this one
 * starts the built server a second time, with the gateway pointed at the stand-in it reads.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
type Received = { body: string };
type StandIn = { url: string; received: Received[]; close(): Promise<void> };
// Loaded by URL, as the global setup loads the server's stand-ins (Playwright transpiles it).
const startStandIn = async (): Promise<StandIn> =>
  (
    (await import(
      pathToFileURL(path.join(root, 'apps/server/src/modules/guardians/providers/stand-in.ts')).href
    )) as {
      startStandIn(answer: () => { status: number; body: unknown }): Promise<StandIn>;
    }
  ).startStandIn(() => ({ status: 200, body: { accepted: true } }));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let sms: StandIn;
let server: ChildProcess;
let baseURL: string;
const runDir = path.join(E2E.runDir, 'otp-server');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sms = await startStandIn();
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  mkdirSync(runDir, { recursive: true });
  server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: runDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      DATA_DIR: path.join(runDir, 'data'),
      JWT_SECRET: E2E.jwtSecret,
      STATIC_DIR: path.join(E2E.runDir, 'web'),
      SMS_PROVIDER: 'http',
      SMS_API_URL: `${sms.url}/v1/messages`,
      SMS_HTTP_BODY: '{"to":"{to}","text":"{text}"}',
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    if (Date.now() > deadline) throw new Error('the server with SMS did not start');
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  await sms?.close();
  rmSync(runDir, { recursive: true, force: true });
});

/** The codes texted to `to`, oldest first. */
const codesTo = (to: string) =>
  sms.received
    .map((request) => JSON.parse(request.body) as { to: string; text: string })
    .filter((message) => message.to === to)
    .map((message) => /\b(\d{6})\b/.exec(message.text)?.[1] ?? '');

async function nextCode(to: string, count: number): Promise<string> {
  await expect.poll(() => codesTo(to).length, { timeout: 15_000 }).toBe(count);
  return codesTo(to)[count - 1]!;
}

/** The anon key of the second server (same JWT secret as the journeys' server). */
async function anonKey(): Promise<string> {
  const jwt = pathToFileURL(path.join(root, 'apps/server/dist/lib/jwt.js')).href;
  const { createKeys } = (await import(jwt)) as {
    createKeys(secret: string): Promise<{ anonKey: string }>;
  };
  return (await createKeys(E2E.jwtSecret)).anonKey;
}

test('a phone-only employee signs in with a texted code and sees their sign-in methods', async ({
  page,
}) => {
  const phone = '+919812300456';
  // The account exists already: made by phone (supabase-js signInWithOtp) and used once.
  const key = await anonKey();
  const api = async (route: string, body: unknown) => {
    const response = await fetch(`${baseURL}/auth/v1/${route}`, {
      method: 'POST',
      headers: { apikey: key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, `${route}: ${await response.clone().text()}`).toBe(200);
  };
  await api('otp', {
    phone,
    create_user: true,
    data: { full_name: 'Ramesh Yadav', user_type: 'Employee' },
  });
  await api('verify', { phone, token: await nextCode(phone, 1), type: 'sms' });

  await page.goto(`${baseURL}/login`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a one-time code' }).click();
  await expect(page.getByRole('radio', { name: 'SMS to my mobile' })).toBeChecked();
  const number = page.getByLabel('Mobile number');
  await number.fill('98123 004');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter a valid mobile number')).toBeVisible();
  // Typed as people in India do, without +91.
  await number.fill('98123 00456');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We sent a 6-digit code to +91 98123 00456.')).toBeVisible();
  const code = await nextCode(phone, 2);

  const codeInput = page.getByLabel('6-digit code');
  await expect(codeInput).toBeFocused();
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByRole('button', { name: /Send a new code in \d+ seconds/ })).toBeDisabled();

  // A wrong code: the server's reason, and the field is cleared for the next try.
  const wrong = code === '000000' ? '111111' : '000000';
  await codeInput.fill(wrong);
  await expect(page.getByRole('alert')).toContainText('The code is wrong or has expired.');
  await expect(codeInput).toHaveValue('');

  // Pasted with a space, as messages often show it: the six digits sign in at once.
  await codeInput.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(page).toHaveURL(/\/dashboard\/employee$/);
  await expect(page.getByTestId('signed-in-name')).toHaveText('Ramesh Yadav');

  // /profile: the phone is the one sign-in method, shown as an Indian number, and so is the
  // profile's number.
  await page.goto(`${baseURL}/profile`);
  await expect(page.getByRole('heading', { name: 'Sign-in methods' })).toBeVisible();
  await expect(page.getByText('Phone (code by SMS)')).toBeVisible();
  await expect(page.getByText('+91 98123 00456', { exact: true })).toBeVisible();
  await expect(
    page.getByText('This is your only sign-in method, so it cannot be removed.'),
  ).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveValue('+91 98123 00456');
});

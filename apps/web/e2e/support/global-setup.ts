import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { E2E } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

// The server's test stand-ins, loaded by URL so the web type-check does not walk into the
// server's test harness (Playwright transpiles them at run time).
type MailCatcher = { url: string; close(): Promise<void> };
type OidcStandIn = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
};
const serverTestModule = (name: string) =>
  pathToFileURL(path.join(root, 'apps/server/src/test', `${name}.ts`)).href;
const startMailCatcher = async (options: { dir: string }): Promise<MailCatcher> =>
  (
    (await import(serverTestModule('mail-catcher'))) as {
      startMailCatcher(o: { dir: string }): Promise<MailCatcher>;
    }
  ).startMailCatcher(options);
const startOidcProvider = async (options: { redirectUris: string[] }): Promise<OidcStandIn> =>
  (
    (await import(serverTestModule('oidc-provider'))) as {
      startOidcProvider(o: { redirectUris: string[] }): Promise<OidcStandIn>;
    }
  ).startOidcProvider(options);
type ScratchDatabase = { url: string; drop(): Promise<void> };
const createScratchDatabase = async (baseUrl: string, prefix: string): Promise<ScratchDatabase> =>
  (
    (await import(
      pathToFileURL(path.join(root, 'apps/server/src/lib/scratch-database.ts')).href
    )) as {
      createScratchDatabase(
        baseUrl: string,
        prefix: string,
        options: { fast?: boolean },
      ): Promise<ScratchDatabase>;
    }
  ).createScratchDatabase(baseUrl, prefix, { fast: true });
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const webDist = path.join(root, 'apps/web/dist/index.html');

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
}

/**
 * Starts a real SMTP receiver, the OpenID stand-in for Google and the built server (its own
 * PGlite directory) for the journeys; the returned function stops them again.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const [file, hint] of [
    [serverEntry, 'npm run build -w @ias/server'],
    [webDist, 'npm run build -w @ias/web'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${hint}\` first.`);
  }
  rmSync(E2E.runDir, { recursive: true, force: true });
  mkdirSync(E2E.runDir, { recursive: true });
  // Serve a snapshot of the built app: a rebuild in the shared checkout must not change it mid-run.
  const staticDir = path.join(E2E.runDir, 'web');
  cpSync(path.dirname(webDist), staticDir, { recursive: true });

  // E2E_DATABASE_URL: the server on a scratch database of that PostgreSQL (CI has one, and it
  // costs the machine a fraction of what the embedded database does; commits do not wait for the
  // disk, as befits a database dropped after the run); PGlite otherwise.
  const scratch = process.env.E2E_DATABASE_URL
    ? await createScratchDatabase(process.env.E2E_DATABASE_URL, 'ias_e2e')
    : undefined;
  const mail = await startMailCatcher({ dir: E2E.mailDir });
  const oidc = await startOidcProvider({ redirectUris: [`${E2E.baseURL}/auth/v1/callback`] });
  const server = spawn(process.execPath, [serverEntry], {
    cwd: E2E.runDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(E2E.port),
      HOST: '127.0.0.1',
      SITE_URL: E2E.baseURL,
      DATA_DIR: path.join(E2E.runDir, 'data'),
      SMTP_URL: mail.url,
      MAIL_FROM: 'Intelligent Attendance System <no-reply@ias.test>',
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
      JWT_SECRET: E2E.jwtSecret,
      RATE_LIMIT_SIGN_IN: '1000/1m',
      RATE_LIMIT_SIGN_UP: '1000/1m',
      RATE_LIMIT_EMAIL: '1000/1m',
      RATE_LIMIT_VERIFY: '1000/1m',
      RATE_LIMIT_REFRESH: '1000/1m',
      RATE_LIMIT_MESSAGES: '1000/1m',
      LOG_LEVEL: 'warn',
      STATIC_DIR: staticDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    },
  });

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await Promise.allSettled([mail.close(), oidc.close(), scratch?.drop()]);
    rmSync(E2E.runDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(E2E.baseURL, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

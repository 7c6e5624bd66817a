import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { E2E } from './env';

const jwtModule = pathToFileURL(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../server/dist/lib/jwt.js'),
).href;

let serviceKey: Promise<string> | null = null;

/** The service-role key of the e2e server, derived from its fixed JWT secret. */
export function getServiceKey(): Promise<string> {
  serviceKey ??= (async () => {
    const { createKeys } = (await import(jwtModule)) as {
      createKeys(secret: string): Promise<{ serviceKey: string }>;
    };
    return (await createKeys(E2E.jwtSecret)).serviceKey;
  })();
  return serviceKey;
}

export const PASSWORD = 'Attendance#2026';

let counter = 0;
/** A unique address per test run, worker and call. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`.toLowerCase();
}

export type CreatedUser = { id: string; email: string; password: string };

/** Creates a confirmed user through the admin API (service role), fast and without mail. */
export async function createUser(options: {
  email?: string;
  password?: string;
  userType?: string;
  fullName?: string;
  metadata?: Record<string, unknown>;
}): Promise<CreatedUser> {
  const key = await getServiceKey();
  const email = options.email ?? uniqueEmail((options.userType ?? 'user').toLowerCase());
  const password = options.password ?? PASSWORD;
  const response = await fetch(`${E2E.baseURL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: {
        full_name: options.fullName ?? 'Test Person',
        ...(options.userType ? { user_type: options.userType } : {}),
        ...options.metadata,
      },
    }),
  });
  if (!response.ok)
    throw new Error(`admin create user: HTTP ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { id: string };
  return { id: user.id, email, password };
}

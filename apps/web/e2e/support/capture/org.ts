import type { Page } from '@playwright/test';
import { E2E } from '../env';
import { createUser, type CreatedUser, getServiceKey } from '../users';

/** Calls the e2e server's data API as the service role (setup and checks, not the journey). */
export async function rest<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const key = await getServiceKey();
  const response = await fetch(`${E2E.baseURL}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} /rest/v1/${path}: HTTP ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function accessToken(user: Pick<CreatedUser, 'email' | 'password'>): Promise<string> {
  const key = await getServiceKey();
  const response = await fetch(`${E2E.baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token)
    throw new Error(`sign-in failed for ${user.email}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Calls /api as a signed-in user. */
export async function api<T>(
  token: string,
  path: string,
  body?: unknown,
  method = 'POST',
): Promise<T> {
  const key = await getServiceKey();
  const response = await fetch(`${E2E.baseURL}${path}`, {
    method,
    headers: { apikey: key, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${method} ${path}: HTTP ${response.status} ${JSON.stringify(parsed)}`);
  return parsed;
}

export type TestOrg = { id: string; owner: CreatedUser; ownerToken: string };

/** A company (or institute) created by its owner through the real API. */
export async function createOrg(
  name: string,
  kind: 'company' | 'institute' = 'company',
): Promise<TestOrg> {
  const owner = await createUser({
    userType: kind === 'company' ? 'Company' : 'Institute',
    fullName: `${name} Owner`,
  });
  const ownerToken = await accessToken(owner);
  const org = await api<{ id: string }>(ownerToken, '/api/organizations', { name, kind });
  return { id: org.id, owner, ownerToken };
}

/** An active member (optionally with an account and a card number). */
export async function addMember(
  org: TestOrg,
  member: { fullName: string; role?: string; userId?: string; card?: string },
): Promise<string> {
  const [row] = await rest<Array<{ id: string }>>('memberships', {
    method: 'POST',
    body: {
      org_id: org.id,
      user_id: member.userId ?? null,
      full_name: member.fullName,
      role: member.role ?? 'employee',
      status: 'active',
      card_number: member.card ?? null,
    },
  });
  return row!.id;
}

/** Today's attendance records of the organisation, as the server stored them. */
export function records(orgId: string) {
  return rest<Array<{ member_id: string; method: string; check_in_at: string; client_id: string }>>(
    `attendance_records?org_id=eq.${orgId}&select=member_id,method,check_in_at,client_id`,
  );
}

/** Turns a device into a kiosk through the API and returns what /kiosk keeps in localStorage. */
export async function createKiosk(org: TestOrg, methods: string[], name = 'Main gate') {
  const created = await api<{ device: { id: string; name: string }; token: string }>(
    org.ownerToken,
    `/api/organizations/${org.id}/devices`,
    { name, methods },
  );
  return {
    token: created.token,
    deviceId: created.device.id,
    name: created.device.name,
    orgId: org.id,
  };
}

export type TestKiosk = Awaited<ReturnType<typeof createKiosk>>;

/** Opens /kiosk on a device that already holds a kiosk token (as starting a kiosk leaves it). */
export async function openKiosk(page: Page, kiosk: TestKiosk): Promise<void> {
  await page.addInitScript((stored) => {
    localStorage.setItem('ias-kiosk-token', stored.token);
    localStorage.setItem(
      'ias-kiosk-device',
      JSON.stringify({ deviceId: stored.deviceId, name: stored.name, orgId: stored.orgId }),
    );
  }, kiosk);
  await page.goto('/kiosk');
}

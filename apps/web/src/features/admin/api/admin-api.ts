import type { UserType } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';

/** A page of an Admin list (GET /api/admin/*): 25 rows, newest first. */
export type AdminPage<K extends string, T> = { total: number; page: number; pageSize: number } & {
  [key in K]: T[];
};

export type AdminUser = {
  id: string;
  email: string | null;
  full_name: string | null;
  user_type: UserType | null;
  created_at: string;
  last_sign_in_at: string | null;
  email_confirmed_at: string | null;
  is_demo: boolean;
  disabled: boolean;
};

export type AdminOrganization = {
  id: string;
  name: string;
  kind: 'institute' | 'company';
  timezone: string;
  is_demo: boolean;
  created_at: string;
  owner_email: string | null;
  members: number;
  pending: number;
};

export type AuthEvent = {
  id: string;
  action: string;
  email: string | null;
  ip_address: string | null;
  payload: unknown;
  created_at: string;
};

export type PageQuery = { q: string; page: number };

const pageParams = ({ q, page }: PageQuery) => new URLSearchParams({ q, page: String(page) });

export const adminKeys = {
  all: ['admin'] as const,
  users: (query: PageQuery) => ['admin', 'users', query.q, query.page] as const,
  organizations: (query: PageQuery) => ['admin', 'organizations', query.q, query.page] as const,
  authEvents: (query: PageQuery) => ['admin', 'auth-events', query.q, query.page] as const,
  auditLog: (query: PageQuery & { entity: string }) =>
    ['admin', 'audit-log', query.entity, query.q, query.page] as const,
  names: (ids: readonly string[]) => ['admin', 'names', ids.join(',')] as const,
};

export function listUsers(query: PageQuery) {
  return apiFetch<AdminPage<'users', AdminUser>>(`/api/admin/users?${pageParams(query)}`);
}

export function listOrganizations(query: PageQuery) {
  return apiFetch<AdminPage<'organizations', AdminOrganization>>(
    `/api/admin/organizations?${pageParams(query)}`,
  );
}

export function listAuthEvents(query: PageQuery) {
  return apiFetch<AdminPage<'events', AuthEvent>>(`/api/admin/auth-events?${pageParams(query)}`);
}

export function setUserType(userId: string, userType: UserType) {
  return apiFetch<{ id: string; user_type: UserType }>(`/api/admin/users/${userId}/type`, {
    method: 'POST',
    body: { user_type: userType },
  });
}

export function setUserDisabled(userId: string, isDisabled: boolean) {
  return apiFetch<{ id: string; disabled: boolean }>(
    `/api/admin/users/${userId}/${isDisabled ? 'disable' : 'enable'}`,
    { method: 'POST' },
  );
}

import { apiFetch } from '@/lib/api-client';
import type { Space, Usage } from './types';

/** The person's spaces in an organisation (made on first use) and its storage use. */
export function fetchSpaces(orgId: string) {
  return apiFetch<{ spaces: Space[]; usage: Usage }>(`files/organizations/${orgId}/spaces`);
}

/** Owners: let the members of a shared space add and change files too, or only its staff. */
export function setMembersWrite(spaceId: string, membersWrite: boolean) {
  return apiFetch(`files/spaces/${spaceId}/members-write`, {
    method: 'POST',
    body: { members_write: membersWrite },
  });
}

/** Admins set the plan and the quota (bytes; null = the plan's). */
export function saveQuota(orgId: string, input: { plan?: string; quota_bytes?: number | null }) {
  return apiFetch<Usage>(`files/organizations/${orgId}/settings`, { method: 'POST', body: input });
}

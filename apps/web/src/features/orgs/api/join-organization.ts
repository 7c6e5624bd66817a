import type { JoinOrganizationInput } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';

export type JoinAnswer = {
  org_id: string;
  org_name: string;
  member_id: string;
  status: 'pending' | 'active';
};

/** POST /api/memberships/join with a code or a mailed invitation token; the answer is pending. */
export function joinOrganization(input: JoinOrganizationInput): Promise<JoinAnswer> {
  return apiFetch<JoinAnswer>('/api/memberships/join', { method: 'POST', body: input });
}

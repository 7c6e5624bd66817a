import type { JoinAnswer, JoinOrganizationInput } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';

export type { JoinAnswer };

/**
 * POST /api/memberships/join with a code (the organisation's, or a class's or group's: the server
 * tells them apart) or a mailed invitation token; the answer is pending.
 */
export function joinOrganization(input: JoinOrganizationInput): Promise<JoinAnswer> {
  return apiFetch<JoinAnswer>('/api/memberships/join', { method: 'POST', body: input });
}

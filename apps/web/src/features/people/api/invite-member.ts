import type { InviteMemberInput } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/organizations/:id/invitations: saves the invitation and mails the join link. */
export function inviteMember(orgId: string, input: InviteMemberInput) {
  return apiFetch<{ member_id: string; email: string; status: 'invited' }>(
    `/api/organizations/${orgId}/invitations`,
    { method: 'POST', body: input },
  );
}

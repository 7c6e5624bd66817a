import type { MemberRole, MemberStatus } from '@ias/shared';
import { ORG_SETTINGS_COLUMNS, type OrgSettings } from '@/features/attendance/api/organization';
import { getSupabase } from '@/lib/supabase';

/**
 * A membership's organisation: its settings as attendance screens read them (`useOrgSettings`
 * starts from these, without a request of its own) and its owner.
 */
export type MyOrganization = OrgSettings & { owner_id: string };

export type MyMembership = {
  id: string;
  org_id: string;
  role: MemberRole;
  status: MemberStatus;
  full_name: string;
  roll_number: string | null;
  employee_code: string | null;
  organization: MyOrganization | null;
};

/** Query keys of this feature, from one place. */
export const orgKeys = {
  all: ['orgs'] as const,
  allMyMemberships: ['orgs', 'my-memberships'] as const,
  myMemberships: (userId: string) => ['orgs', 'my-memberships', userId] as const,
  organization: (orgId: string) => ['orgs', orgId, 'organization'] as const,
  setupCounts: (orgId: string) => ['orgs', orgId, 'setup-counts'] as const,
  today: (orgId: string, date: string) => ['orgs', orgId, 'today', date] as const,
  sites: (orgId: string) => ['orgs', orgId, 'sites'] as const,
  holidays: (orgId: string, year: number) => ['orgs', orgId, 'holidays', year] as const,
  devices: (orgId: string) => ['orgs', orgId, 'devices'] as const,
  groupNames: (orgId: string) => ['orgs', orgId, 'group-names'] as const,
  joinCode: (orgId: string) => ['orgs', orgId, 'join-code'] as const,
  groupJoinLinks: (orgId: string, scope: 'led' | 'all' = 'led') =>
    ['orgs', orgId, 'group-join-links', scope] as const,
};

/**
 * The signed-in person's memberships with their organisations (row-level security returns only
 * what they may see). Pending and rejected ones are included so screens can say "waiting".
 */
export async function fetchMyMemberships(userId: string): Promise<MyMembership[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('memberships')
    .select(
      `id, org_id, role, status, full_name, roll_number, employee_code, organization:organizations(${ORG_SETTINGS_COLUMNS}, owner_id)`,
    )
    .eq('user_id', userId)
    .neq('status', 'left')
    .order('created_at');
  if (error) throw error;
  return (data ?? []) as unknown as MyMembership[];
}

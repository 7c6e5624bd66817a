import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { fetchMyMemberships, type MyMembership, orgKeys } from '../api/memberships';

/**
 * The signed-in person's memberships. `active` is the membership screens work with: the first
 * active one (people rarely belong to more than one organisation); `pending` says they are
 * waiting for approval.
 */
export function useMyMemberships() {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: orgKeys.myMemberships(user?.id ?? 'anonymous'),
    queryFn: () => fetchMyMemberships(user!.id),
    enabled: Boolean(user),
    staleTime: 30_000,
  });
  const memberships: MyMembership[] = query.data ?? [];
  return {
    ...query,
    memberships,
    active: memberships.find((m) => m.status === 'active' && m.organization) ?? null,
    pending: memberships.filter((m) => m.status === 'pending' || m.status === 'invited'),
  };
}

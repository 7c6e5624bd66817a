import { useQuery } from '@tanstack/react-query';
import { orgKeys } from '../api/memberships';
import { fetchOrganization, type Organization } from '../api/organization';
import { useMyMemberships } from './use-my-memberships';

export type OwnerOrganization = {
  organization: Organization | null;
  /** /dashboard/institute or /dashboard/company: where the owner's pages live. */
  basePath: string;
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
};

/**
 * The organisation the signed-in Institute/Company account owns, with all its settings. Null
 * (and not loading) when they have not created one yet.
 */
export function useOwnerOrganization(): OwnerOrganization {
  const mine = useMyMemberships();
  const owned =
    mine.memberships.find((m) => m.role === 'owner' && m.status === 'active' && m.organization) ??
    null;
  const query = useQuery({
    queryKey: orgKeys.organization(owned?.org_id ?? 'none'),
    queryFn: () => fetchOrganization(owned!.org_id),
    enabled: Boolean(owned),
  });
  const kind = query.data?.kind ?? owned?.organization?.kind ?? 'institute';
  return {
    organization: query.data ?? null,
    basePath: `/dashboard/${kind}`,
    isLoading: mine.isLoading || (Boolean(owned) && query.isLoading),
    error: mine.error ?? query.error ?? null,
    refetch: () => {
      void mine.refetch();
      if (owned) void query.refetch();
    },
  };
}

import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import type { OrgSettings } from '../api/organization';
import { useOrgSettings } from '../hooks/use-org-settings';
import { QueryError } from './query-error';

/** Loads the organisation's settings (time zone, minimum, policies) before a screen renders. */
export function OrgSettingsGate({
  orgId,
  children,
}: {
  orgId: string;
  children: (org: OrgSettings) => ReactNode;
}) {
  const org = useOrgSettings(orgId);
  if (org.isPending) return <PageSpinner />;
  if (org.error || !org.data) {
    return (
      <QueryError
        error={org.error}
        onRetry={() => void org.refetch()}
        title="Could not load your organisation’s settings"
      />
    );
  }
  return <>{children(org.data)}</>;
}

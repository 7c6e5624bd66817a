import type { ReactNode } from 'react';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useDeferredArrival } from '@/lib/use-deferred-arrival';
import type { OrgSettings } from '../api/organization';
import { useOrgSettings } from '../hooks/use-org-settings';
import { useAttendanceT } from '../hooks/use-attendance-t';
import { QueryError } from './query-error';

/** Loads the organisation's settings (time zone, minimum, policies) before a screen renders. */
export function OrgSettingsGate({
  orgId,
  children,
}: {
  orgId: string;
  children: (org: OrgSettings) => ReactNode;
}) {
  const t = useAttendanceT();
  const org = useOrgSettings(orgId);
  const { value: settings, isArriving } = useDeferredArrival(org.data);
  if (org.isPending || isArriving) return <PageSkeleton />;
  if (org.error || !settings) {
    return (
      <QueryError
        error={org.error}
        onRetry={() => void org.refetch()}
        title={t('attendance.gate.settingsError')}
      />
    );
  }
  return <>{children(settings)}</>;
}

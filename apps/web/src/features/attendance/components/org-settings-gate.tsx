import { type ReactNode, useDeferredValue } from 'react';
import { PageSkeleton } from '@/components/ui/skeleton';
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
  // The screen mounts in a background render that React pauses between components, not in the
  // one long task of the settings' arrival, which would hold up taps and paint while a
  // dashboard's cards are built (issue 11: total blocking time). Already cached, it mounts at once.
  const settings = useDeferredValue(org.data);
  if (org.isPending || (org.data && !settings)) return <PageSkeleton />;
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

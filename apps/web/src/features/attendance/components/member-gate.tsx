import type { MemberRole, OrganizationKind } from '@ias/shared';
import type { ReactNode } from 'react';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useDeferredArrival } from '@/lib/use-deferred-arrival';
import { useAttendanceT } from '../hooks/use-attendance-t';
import { QueryError } from './query-error';

/** The membership a role screen works with (structurally the orgs feature's MyMembership). */
export type ActiveMember = {
  id: string;
  org_id: string;
  role: MemberRole;
  full_name: string;
  roll_number: string | null;
  employee_code: string | null;
  organization: {
    id: string;
    name: string;
    kind: OrganizationKind;
    timezone: string;
    is_demo: boolean;
  } | null;
};

export type MembershipsState = {
  isPending: boolean;
  error: unknown;
  active: ActiveMember | null;
  refetch: () => unknown;
};

/**
 * Renders a role screen for the person's active membership; without one (not joined yet, or
 * waiting for approval) it shows `fallback` — the card to join an organisation.
 */
export function MemberGate({
  memberships,
  fallback,
  children,
}: {
  memberships: MembershipsState;
  fallback: ReactNode;
  children: (
    member: ActiveMember & { organization: NonNullable<ActiveMember['organization']> },
  ) => ReactNode;
}) {
  const t = useAttendanceT();
  // The screen below starts from what the memberships carry (the organisation's settings too), so
  // when they arrive it is built at once: in a deferred render React can pause, not in the task of
  // their arrival (issue 11: total blocking time). Cached memberships render at once.
  const { value: member, isArriving } = useDeferredArrival(memberships.active);
  if (memberships.isPending || isArriving) return <PageSkeleton />;
  if (memberships.error) {
    return (
      <QueryError
        title={t('attendance.gate.orgError')}
        error={memberships.error}
        onRetry={() => void memberships.refetch()}
      />
    );
  }
  if (!member?.organization) return <>{fallback}</>;
  return <>{children({ ...member, organization: member.organization })}</>;
}

import { useQuery } from '@tanstack/react-query';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, Spinner } from '@/components/ui';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { describeError } from '@/lib/error-messages';
import { kioskKeys } from '../api/kiosk-api';
import { fetchResponsibleGroups } from '../api/staff-groups';
import { StartKioskForm } from './start-kiosk-form';

/** A teacher's or in-charge's kiosk screen: start one for the groups they look after. */
export function StaffKioskPage() {
  const { active, isLoading } = useMyMemberships();
  const groups = useQuery({
    queryKey: kioskKeys.staffGroups(active?.id ?? 'none'),
    queryFn: fetchResponsibleGroups,
    enabled: Boolean(active),
  });
  return (
    <PageContainer className="space-y-6">
      <PageHeader
        title="Kiosk"
        description="Turn this tablet or laptop into a check-in station for your class or team."
      />
      {isLoading || groups.isLoading ? (
        <Spinner />
      ) : !active ? (
        <Alert variant="info">
          You can start a kiosk once you are an active member of an organisation.
        </Alert>
      ) : groups.isError ? (
        <Alert variant="error">{describeError(groups.error)}</Alert>
      ) : (
        <StartKioskForm
          orgId={active.org_id}
          groups={groups.data ?? []}
          allowWholeOrganization={false}
        />
      )}
    </PageContainer>
  );
}

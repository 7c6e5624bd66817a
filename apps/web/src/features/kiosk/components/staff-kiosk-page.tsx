import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, Spinner } from '@/components/ui';
import { useResponsibleGroups } from '@/features/attendance/hooks/use-responsible-groups';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { describeError } from '@/lib/error-messages';
import { StartKioskForm } from './start-kiosk-form';
import { useKioskT } from '../hooks/use-kiosk-t';

/** A teacher's or in-charge's kiosk screen: start one for the groups they look after. */
export function StaffKioskPage() {
  const t = useKioskT();
  const { active, isLoading } = useMyMemberships();
  // Only the active organisation's groups: the kiosk starts there.
  const groups = useResponsibleGroups(active?.org_id);
  return (
    <PageContainer className="space-y-6">
      <PageHeader title={t('kiosk.staff.title')} description={t('kiosk.staff.description')} />
      {isLoading || groups.isLoading ? (
        <Spinner />
      ) : !active ? (
        <Alert variant="info">{t('kiosk.staff.notMember')}</Alert>
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

import { useCatalogueT } from '@/features/i18n';
import { useStaffCanApprove } from '@/features/orgs/hooks/use-staff-can-approve';
import { catalogue } from '../catalogue';
import { PendingApprovalsCard } from './pending-approvals-card';

/**
 * For a teacher or in-charge, when the owner allows it: the people waiting to join their own
 * classes or groups (row-level security lists only those), to approve or decline. Renders nothing
 * while the owner keeps approvals to themself.
 */
export function StaffApprovalsCard({
  orgId,
  timeZone,
  role,
}: {
  orgId: string;
  timeZone: string;
  role: 'teacher' | 'incharge';
}) {
  const t = useCatalogueT(catalogue);
  const allowed = useStaffCanApprove(orgId);
  if (!allowed) return null;
  const isTeacher = role === 'teacher';
  return (
    <PendingApprovalsCard
      orgId={orgId}
      timeZone={timeZone}
      title={t('people.staff.title')}
      description={
        isTeacher ? t('people.staff.descriptionTeacher') : t('people.staff.descriptionIncharge')
      }
      emptyText={isTeacher ? t('people.staff.emptyTeacher') : t('people.staff.emptyIncharge')}
    />
  );
}

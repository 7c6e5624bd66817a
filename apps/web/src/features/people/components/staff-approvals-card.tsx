import { useStaffCanApprove } from '@/features/orgs/hooks/use-staff-can-approve';
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
  const allowed = useStaffCanApprove(orgId);
  if (!allowed.data) return null;
  const where = role === 'teacher' ? 'your classes' : 'your groups';
  return (
    <PendingApprovalsCard
      orgId={orgId}
      timeZone={timeZone}
      title="Waiting for approval"
      description={`People who asked to join ${where}. Once you approve them they can use the app.`}
      emptyText={`Nobody is waiting. People who join ${where} with your join link appear here.`}
    />
  );
}

import { MyOvertimePanel, OvertimeReviewPanel, overtimeLoader } from '@/features/overtime';
import { useOvertimeT } from '@/features/overtime/hooks/use-overtime-t';
import { MemberPage } from './member-page';

/** Overtime's texts load with the page (no flash of English). */
export const loader = overtimeLoader;

/**
 * /dashboard/employee/overtime and /dashboard/incharge/overtime — the person's own overtime and
 * comp-off credits; an in-charge also approves their people's.
 */
export function Component() {
  const t = useOvertimeT();
  return (
    <MemberPage title={t('overtime.page.title')} description={t('overtime.page.memberDescription')}>
      {(member, org) => (
        <div className="space-y-6">
          {member.role === 'incharge' || member.role === 'teacher' ? (
            <OvertimeReviewPanel orgId={org.id} ownMemberId={member.id} />
          ) : null}
          <MyOvertimePanel memberId={member.id} timeZone={org.timezone} />
        </div>
      )}
    </MemberPage>
  );
}

import { OvertimeReviewPanel, OvertimeSettingsCard, overtimeLoader } from '@/features/overtime';
import { useOvertimeT } from '@/features/overtime/hooks/use-overtime-t';
import { OwnerPage } from '@/features/orgs/components/owner-page';

/** Overtime's texts load with the page (no flash of English). */
export const loader = overtimeLoader;

/** /dashboard/company/overtime — approve or reject overtime and comp-off; the rules. */
export function Component() {
  const t = useOvertimeT();
  return (
    <OwnerPage title={t('overtime.page.title')} description={t('overtime.page.ownerDescription')}>
      {({ organization }) => (
        <div className="space-y-6">
          <OvertimeReviewPanel orgId={organization.id} />
          <OvertimeSettingsCard orgId={organization.id} />
        </div>
      )}
    </OwnerPage>
  );
}

import { OwnerPage } from '@/features/orgs/components/owner-page';
import { useCatalogueT } from '@/features/i18n';
import { catalogue, recordsLoader } from '@/features/records/catalogue';
import { RecordsScreen } from '@/features/records/components/records-screen';

/** The list's texts load with the page (no flash of English). */
export const loader = recordsLoader;

/** /dashboard/<institute|company>/records — every attendance record, searchable and exportable. */
export function Component() {
  const t = useCatalogueT(catalogue);
  return (
    <OwnerPage title={t('records.page.title')} description={t('records.page.description')}>
      {({ organization }) => (
        <RecordsScreen orgId={organization.id} timeZone={organization.timezone} />
      )}
    </OwnerPage>
  );
}

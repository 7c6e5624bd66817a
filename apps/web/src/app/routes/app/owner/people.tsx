import { MemberFaceDialog } from '@/features/faces/components/member-face-dialog';
import { dataTableLoader } from '@/features/data-table';
import { catalogue as guardiansCatalogue } from '@/features/guardians/catalogue';
import { GuardiansDialog } from '@/features/guardians/components/guardians-dialog';
import { useCatalogueT } from '@/features/i18n';
import { OwnerPage } from '@/features/orgs/components/owner-page';
import { PendingApprovalsCard } from '@/features/people/components/pending-approvals-card';
import { PeopleScreen } from '@/features/people/components/people-screen';
import { catalogue as peopleCatalogue } from '@/features/people/catalogue';

/** The Guardians dialog, the table and its bulk actions wait for their texts in the reader's language. */
export async function loader() {
  await Promise.all([guardiansCatalogue.ready(), peopleCatalogue.ready(), dataTableLoader()]);
  return null;
}

/** /dashboard/<owner>/people: members, invitations, CSV import, approvals, roles, ID cards. */
export function Component() {
  const t = useCatalogueT(peopleCatalogue);
  return (
    <>
      <OwnerPage title={t('people.page.title')} description={t('people.page.description')}>
        {({ organization }) => (
          <div className="space-y-6">
            <PendingApprovalsCard
              orgId={organization.id}
              timeZone={organization.timezone}
              hideWhenEmpty
            />
            <PeopleScreen
              organization={organization}
              renderFaceDialog={(member, onClose) => (
                <MemberFaceDialog
                  memberId={member.id}
                  memberName={member.full_name}
                  open
                  onOpenChange={(open) => !open && onClose()}
                />
              )}
              renderGuardiansDialog={(member, onClose) => (
                <GuardiansDialog
                  memberId={member.id}
                  memberName={member.full_name}
                  onClose={onClose}
                />
              )}
            />
          </div>
        )}
      </OwnerPage>
    </>
  );
}

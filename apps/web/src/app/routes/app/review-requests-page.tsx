import { ReviewRequestsPanel } from '@/features/attendance/components/review-requests-panel';
import { useCatalogueT } from '@/features/i18n';
import { leaveCatalogue } from '@/features/leave';
import { MemberPage } from './member-page';

/** Not a route: the requests a teacher or in-charge approves or rejects. */
export function ReviewRequestsPage({
  description,
  back,
}: {
  description: string;
  back: { to: string; label: string };
}) {
  const t = useCatalogueT(leaveCatalogue);
  return (
    <MemberPage title={t('leave.requests.title')} description={description} back={back}>
      {(member, org) => <ReviewRequestsPanel org={org} ownMemberId={member.id} />}
    </MemberPage>
  );
}

import { ReviewRequestsPanel } from '@/features/attendance/components/review-requests-panel';
import { MemberPage } from './member-page';

/** Not a route: the requests a teacher or in-charge approves or rejects. */
export function ReviewRequestsPage({
  description,
  back,
}: {
  description: string;
  back: { to: string; label: string };
}) {
  return (
    <MemberPage title="Requests" description={description} back={back}>
      {(member, org) => <ReviewRequestsPanel org={org} ownMemberId={member.id} />}
    </MemberPage>
  );
}

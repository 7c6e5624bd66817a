import { useSearchParams } from 'react-router';
import { MyRequestsPanel } from '@/features/attendance/components/my-requests-panel';
import { correctionFromParams } from '@/features/attendance/utils/correction-params';
import { useCatalogueT } from '@/features/i18n';
import { leaveCatalogue } from '@/features/leave';
import { MemberPage } from './member-page';

/** Not a route: a member's own leave and correction requests (students and employees). */
export function MyRequestsPage({
  back,
  approver,
}: {
  back: { to: string; label: string };
  /** Who answers the requests, in the panel's words (e.g. "Your in-charge"). */
  approver: string;
}) {
  const t = useCatalogueT(leaveCatalogue);
  const [params] = useSearchParams();
  return (
    <MemberPage
      title={t('leave.requests.mine')}
      description={t('leave.requests.mineDescription')}
      back={back}
    >
      {(member, org) => (
        <MyRequestsPanel
          member={member}
          org={org}
          approver={approver}
          correction={correctionFromParams(params)}
        />
      )}
    </MemberPage>
  );
}

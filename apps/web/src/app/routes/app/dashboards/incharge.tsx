import { InchargeHome } from '@/features/attendance/components/incharge-home';
import { MemberPage } from '../member-page';

/** /dashboard/incharge — the live board of their groups, roll-call, approvals, kiosk. */
export function Component() {
  return (
    <MemberPage
      title="In-charge dashboard"
      description="Run the floor: who is in, who is late, who is absent."
    >
      {(member, org) => <InchargeHome member={member} org={org} />}
    </MemberPage>
  );
}

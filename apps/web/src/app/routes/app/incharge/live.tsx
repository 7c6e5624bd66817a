import { LiveBoard } from '@/features/attendance/components/live-board';
import { MemberPage } from '../member-page';

/** /dashboard/incharge/live — everyone in their groups today, updating as check-ins happen. */
export function Component() {
  return (
    <MemberPage
      title="Live board"
      description="Check-ins appear here as they happen, without reloading."
      back={{ to: '/dashboard/incharge', label: 'In-charge dashboard' }}
    >
      {(_member, org) => <LiveBoard org={org} scope="staff" />}
    </MemberPage>
  );
}

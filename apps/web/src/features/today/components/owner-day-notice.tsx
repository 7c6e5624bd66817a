import { useToday } from '@/features/attendance/hooks/use-today';
import { useMyMemberships } from '@/features/orgs/hooks/use-my-memberships';
import { useMemberDays, useMyDay } from '../hooks/use-day';
import { DayError, DayNotice, OrgDayNotice } from './day-notice';

/**
 * On the owner's dashboard: "Today is … — a holiday" / "… — weekly off" (the server's day), and
 * "You are on leave today (…)" when the owner's own approved leave covers today (their membership's
 * day, read like anyone's; GET /api/me/day speaks of owners only as the organisation's).
 */
export function OwnerDayNotice({ orgId, timeZone }: { orgId: string; timeZone: string }) {
  const today = useToday(timeZone);
  const my = useMyDay(orgId, today);
  const { memberships } = useMyMemberships();
  const own = memberships.find(
    (m) => m.org_id === orgId && m.role === 'owner' && m.status === 'active',
  );
  const mine = useMemberDays(own?.id, today, today);
  const ownDay = mine.data?.days.find((d) => d.date === today);
  if (my.error) return <DayError onRetry={() => void my.refetch()} />;
  if (ownDay && (ownDay.kind === 'leave' || ownDay.leave?.half_day))
    return <DayNotice audience="self" day={ownDay} />;
  return <OrgDayNotice entry={my.entry} />;
}

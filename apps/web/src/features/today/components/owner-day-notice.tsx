import { useToday } from '@/features/attendance/hooks/use-today';
import { useMyDay } from '../hooks/use-day';
import { DayError, OrgDayNotice } from './day-notice';

/** On the owner's dashboard: "Today is … — a holiday" / "… — weekly off" (the server's day). */
export function OwnerDayNotice({ orgId, timeZone }: { orgId: string; timeZone: string }) {
  const my = useMyDay(orgId, useToday(timeZone));
  if (my.error) return <DayError onRetry={() => void my.refetch()} />;
  return <OrgDayNotice entry={my.entry} />;
}

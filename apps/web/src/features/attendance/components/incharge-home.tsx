import type { ReactNode } from 'react';
import { BarChart3, ClipboardCheck, ClipboardList, MonitorSmartphone, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonCards, SkeletonList } from '@/components/ui/skeleton';
import { DayError, DayNotice, isOffDay } from '@/features/today/components/day-notice';
import { useMyDay } from '@/features/today/hooks/use-day';
import type { OrgSettings } from '../api/organization';
import { usePendingReviewCount } from '../hooks/use-requests';
import { useResponsibleGroups } from '../hooks/use-responsible-groups';
import { useToday } from '../hooks/use-today';
import { LiveBoard } from './live-board';
import type { ActiveMember } from './member-gate';
import { OrgLine } from './org-line';
import { QueryError } from './query-error';
import { QuickLinksCard } from './quick-links-card';
import { useAttendanceT } from '../hooks/use-attendance-t';

/** The In-charge dashboard: the live board of their groups, roll-call, approvals, kiosk. */
export function InchargeHome({ member, org }: { member: ActiveMember; org: OrgSettings }) {
  const t = useAttendanceT();
  const base = '/dashboard/incharge';
  const today = useToday(org.timezone);
  const groups = useResponsibleGroups(org.id);
  const requests = usePendingReviewCount(org.id, member.id);
  const pending = requests.data ?? 0;
  const my = useMyDay(org.id, today);
  // A group roll-call is due on the organisation's working days (and not on the in-charge's own
  // leave); the server says which (GET /api/me/day).
  const rollCallDue = my.isSuccess && my.entry?.org_day.kind === 'working' && !isOffDay(my.day);
  return (
    <div className="space-y-6">
      <OrgLine name={org.name} />
      {my.error ? <DayError onRetry={() => void my.refetch()} /> : null}
      {/* The day's notice goes above everything else: until the server has said what the day is,
          the page waits as a skeleton, so a holiday's notice does not push a drawn board down. */}
      {my.isPending ? (
        <SkeletonCards count={3} height="h-72" />
      ) : (
        <InchargeDay>
          <DayNotice
            audience="staff"
            day={
              my.day ??
              (my.entry && my.entry.org_day.kind !== 'working'
                ? {
                    date: my.entry.date,
                    kind: my.entry.org_day.kind,
                    holiday_name: my.entry.org_day.holiday_name,
                    leave: null,
                  }
                : null)
            }
          />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <LiveBoard org={org} scope="staff" compact fullBoardPath={`${base}/live`} />
            </div>
            <QuickLinksCard
              links={[
                {
                  to: `${base}/live`,
                  label: t('attendance.incharge.live'),
                  description: t('attendance.incharge.liveDetail'),
                  Icon: Radio,
                },
                {
                  to: `${base}/reports`,
                  label: t('attendance.incharge.reports'),
                  description: t('attendance.incharge.reportsDetail'),
                  Icon: BarChart3,
                },
                {
                  to: `${base}/requests`,
                  label: t('attendance.incharge.requests'),
                  description: t('attendance.incharge.requestsDetail'),
                  Icon: ClipboardList,
                  badge: pending ? <Badge variant="warning">{pending}</Badge> : null,
                },
                {
                  to: `${base}/kiosk`,
                  label: t('attendance.incharge.kiosk'),
                  description: t('attendance.incharge.kioskDetail'),
                  Icon: MonitorSmartphone,
                },
              ]}
            />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>{t('attendance.incharge.groups')}</CardTitle>
              <CardDescription>{t('attendance.incharge.groupsDetail')}</CardDescription>
            </CardHeader>
            <CardContent>
              {groups.isPending ? (
                <SkeletonList rows={3} />
              ) : groups.error ? (
                <QueryError error={groups.error} onRetry={() => void groups.refetch()} />
              ) : groups.data.length === 0 ? (
                <p className="text-sm text-slate-600">{t('attendance.incharge.noGroups')}</p>
              ) : (
                <ul
                  className="divide-y divide-slate-100"
                  aria-label={t('attendance.incharge.groups')}
                >
                  {groups.data.map((g) => (
                    <li key={g.id} className="flex items-center justify-between gap-3 py-2.5">
                      <span className="font-medium text-slate-900">{g.name}</span>
                      {rollCallDue ? (
                        <Button asChild size="sm" variant="outline">
                          <Link to={`${base}/roll-call?group=${g.id}&date=${today}`}>
                            <ClipboardCheck aria-hidden="true" className="h-4 w-4" />{' '}
                            {t('attendance.incharge.rollCall')}
                            <span className="sr-only">
                              {' '}
                              {t('attendance.incharge.rollCallFor', { name: g.name })}
                            </span>
                          </Link>
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </InchargeDay>
      )}
    </div>
  );
}

/** The in-charge page below its heading, once the day is known. */
function InchargeDay({ children }: { children: ReactNode }) {
  return <div className="space-y-6">{children}</div>;
}

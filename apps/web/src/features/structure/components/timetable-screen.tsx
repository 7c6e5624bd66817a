import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, EmptyState, FormField, Select, SkeletonBlock } from '@/components/ui';
import { SkeletonShape } from '@/components/ui/skeleton';
import type { Organization } from '@/features/orgs/api/organization';
import { weekdayName } from '@/features/orgs/utils/weekdays';
import { describeError } from '@/lib/error-messages';
import { type ClassSession, fetchClassSessions } from '../api/class-sessions';
import { structureKeys } from '../api/structure-keys';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { useGroups, useStaff } from '../hooks/use-structure-data';
import { hhmm } from '../utils/shift-times';
import { initialGroupId, periodRows, suggestPeriodTimes } from '../utils/timetable';
import { SessionDialog } from './session-dialog';

type Editing = { session: ClassSession | null; weekday: number; period: number } | null;

/** The weekly timetable of one class: days across, periods down; every cell editable. */
export function TimetableScreen({
  organization,
  basePath,
}: {
  organization: Organization;
  basePath: string;
}) {
  const t = useCatalogueT(catalogue);
  const orgId = organization.id;
  const queryClient = useQueryClient();
  const groups = useGroups(orgId);
  const staff = useStaff(orgId);
  const sessions = useQuery({
    queryKey: structureKeys.sessions(orgId),
    queryFn: () => fetchClassSessions(orgId),
  });
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(null);
  const [extraPeriods, setExtraPeriods] = useState(0);
  const [mobileDay, setMobileDay] = useState(1);

  const classes = useMemo(() => groups.data ?? [], [groups.data]);
  const groupId = initialGroupId(classes, sessions.data ?? [], params.get('class'));
  const groupName = (id: string) =>
    classes.find((g) => g.id === id)?.name ?? t('structure.timetable.anotherClass');
  const all = sessions.data ?? [];
  const mine = all.filter((s) => s.group_id === groupId);
  const teachers = (staff.data ?? []).filter((m) => m.role === 'teacher' || m.role === 'owner');
  const teacherName = new Map(teachers.map((m) => [m.id, m.full_name]));
  const days = [1, 2, 3, 4, 5, 6, 7].filter(
    (d) => d <= 6 || !organization.weekly_off_days.includes(7) || mine.some((s) => s.weekday === 7),
  );
  const baseRows = periodRows(mine);
  const rows = Array.from(
    { length: Math.min(20, baseRows.length + extraPeriods) },
    (_, i) => i + 1,
  );
  const cell = (weekday: number, period: number) =>
    mine.find((s) => s.weekday === weekday && s.period === period);
  const open = (weekday: number, period: number) =>
    setEditing({ session: cell(weekday, period) ?? null, weekday, period });

  if (groups.isLoading || sessions.isLoading) return <TimetableSkeleton />;
  const error = groups.error ?? sessions.error;
  if (error) {
    return (
      <Alert variant="error">
        <p>{describeError(error)}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => {
            if (groups.error) void groups.refetch();
            if (sessions.error) void sessions.refetch();
          }}
        >
          {t('structure.retry')}
        </Button>
      </Alert>
    );
  }
  if (!classes.length) {
    return (
      <EmptyState
        icon={CalendarClock}
        title={t('structure.timetable.createFirst')}
        description={t('structure.timetable.createFirstText')}
        action={
          <Button asChild>
            <Link to={`${basePath}/structure`}>{t('structure.timetable.createClasses')}</Link>
          </Button>
        }
      />
    );
  }

  const slot = (weekday: number, period: number) => {
    const session = cell(weekday, period);
    const label = t('structure.timetable.slot', { day: weekdayName(weekday), period });
    return session ? (
      <button
        type="button"
        onClick={() => open(weekday, period)}
        className="h-full w-full rounded-lg bg-brand-50 p-2 text-left ring-1 ring-inset ring-brand-200 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {/* Named by what it shows, then where it sits (axe label-in-name). */}
        <span className="block font-semibold text-slate-900">{session.subject}</span>
        <span className="block text-xs text-slate-600">
          {t('structure.timetable.times', {
            start: hhmm(session.starts_at),
            end: hhmm(session.ends_at),
          })}
          {session.room ? ` · ${session.room}` : ''}
        </span>
        <span className="block truncate text-xs text-slate-600">
          {session.teacher_id
            ? (teacherName.get(session.teacher_id) ?? t('structure.timetable.teacher'))
            : t('structure.timetable.noTeacher')}
        </span>
        <span className="sr-only">{t('structure.timetable.editSlot', { slot: label })}</span>
      </button>
    ) : (
      <button
        type="button"
        onClick={() => open(weekday, period)}
        className="flex h-full min-h-16 w-full items-center justify-center rounded-lg border border-dashed border-slate-300 text-slate-400 hover:border-brand-400 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={t('structure.timetable.addSlot', { slot: label })}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    );
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FormField label={t('structure.timetable.class')} className="w-full max-w-xs">
          <Select
            value={groupId}
            onChange={(event) => setParams({ class: event.target.value }, { replace: true })}
            options={classes.map((g) => ({ value: g.id, label: g.name }))}
          />
        </FormField>
        <p className="text-sm text-slate-600">
          {t('structure.timetable.summary', {
            count: mine.length,
            zone: organization.timezone,
          })}
        </p>
      </div>

      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white p-2 md:block">
        <table className="w-full table-fixed border-separate border-spacing-1 text-sm">
          <caption className="sr-only">
            {t('structure.timetable.caption', { name: groupName(groupId!) })}
          </caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="w-20 text-left text-xs font-semibold uppercase text-slate-500"
              >
                {t('structure.timetable.period')}
              </th>
              {days.map((d) => (
                <th
                  key={d}
                  scope="col"
                  className="text-left text-xs font-semibold uppercase text-slate-500"
                >
                  {weekdayName(d, 'short')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((period) => (
              <tr key={period}>
                <th
                  scope="row"
                  className="align-top text-left text-xs font-semibold text-slate-500"
                >
                  {period}
                  <span className="block font-normal">
                    {suggestPeriodTimes(period, all).starts_at}
                  </span>
                </th>
                {days.map((d) => (
                  <td key={d} className="h-16 align-top">
                    {slot(d, period)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="space-y-3 md:hidden">
        <div
          className="flex gap-1 overflow-x-auto"
          role="tablist"
          aria-label={t('structure.timetable.day')}
        >
          {days.map((d) => (
            <button
              key={d}
              role="tab"
              aria-selected={mobileDay === d}
              onClick={() => setMobileDay(d)}
              className={`rounded-lg px-3 py-1.5 text-sm font-medium ${mobileDay === d ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200'}`}
            >
              {weekdayName(d, 'short')}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={weekdayName(mobileDay)}>
          <ul className="space-y-2">
            {rows.map((period) => (
              <li key={period} className="flex items-stretch gap-3">
                <span className="w-8 pt-2 text-center text-xs font-semibold text-slate-500">
                  {period}
                </span>
                <div className="flex-1">{slot(mobileDay, period)}</div>
              </li>
            ))}
          </ul>
        </div>
      </div>

      {rows.length < 20 ? (
        <Button variant="outline" size="sm" onClick={() => setExtraPeriods((n) => n + 1)}>
          <Plus aria-hidden="true" className="h-4 w-4" /> {t('structure.timetable.addPeriod')}
        </Button>
      ) : null}

      {editing && groupId ? (
        <SessionDialog
          orgId={orgId}
          session={editing.session}
          initial={{
            group_id: groupId,
            weekday: editing.weekday,
            period: editing.period,
            ...suggestPeriodTimes(editing.period, all),
          }}
          groupName={groupName(groupId)}
          sessions={all}
          teachers={teachers}
          groupLabel={groupName}
          onClose={() => setEditing(null)}
          onSaved={() =>
            void queryClient.invalidateQueries({ queryKey: structureKeys.sessions(orgId) })
          }
        />
      ) : null}
    </div>
  );
}

/** The timetable's shape while it loads: the class box, then a week of periods (a day on phones). */
export function TimetableSkeleton() {
  const rows = 6;
  return (
    <SkeletonShape testId="skeleton-timetable">
      <div className="space-y-5">
        <div className="w-full max-w-xs space-y-2">
          <SkeletonBlock className="h-3.5 w-16" />
          <SkeletonBlock className="h-10 w-full rounded-lg bg-slate-100" />
        </div>
        <div
          className="hidden grid-cols-[5rem_repeat(6,minmax(0,1fr))] gap-1 rounded-2xl border border-slate-200 bg-white p-2 md:grid"
          data-testid="skeleton-week"
        >
          {Array.from({ length: 7 }, (_, c) => (
            <SkeletonBlock key={`h${c}`} className="h-4 w-10" />
          ))}
          {Array.from({ length: rows * 7 }, (_, i) =>
            i % 7 === 0 ? (
              <SkeletonBlock key={i} className="h-4 w-6" />
            ) : (
              <SkeletonBlock key={i} className="h-16 rounded-lg bg-slate-100" />
            ),
          )}
        </div>
        <div className="space-y-3 md:hidden">
          <SkeletonBlock className="h-8 w-full rounded-lg" />
          {Array.from({ length: rows }, (_, i) => (
            <SkeletonBlock key={i} className="h-16 rounded-xl bg-slate-100" />
          ))}
        </div>
      </div>
    </SkeletonShape>
  );
}

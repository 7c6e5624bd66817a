import { TrendingDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { OrgSettings } from '../api/organization';
import { useLowAttendance } from '../hooks/use-low-attendance';
import { useToday } from '../hooks/use-today';
import { academicYearStart } from '../utils/academic-year';
import { classesToReach, formatPercent } from '../utils/attendance-percent';
import { addDays, formatDay } from '../utils/dates';
import type { ActiveMember } from './member-gate';
import { OrgLine } from './org-line';
import { QueryError } from './query-error';
import { useAttendanceT } from '../hooks/use-attendance-t';

type Period = 'year' | '90' | '30';

/** Students below the minimum in a teacher's subjects (or everyone, sorted lowest first). */
export function LowAttendancePanel({ member, org }: { member: ActiveMember; org: OrgSettings }) {
  const t = useAttendanceT();
  const today = useToday(org.timezone);
  const [period, setPeriod] = useState<Period>('year');
  const [showAll, setShowAll] = useState(false);
  const [search, setSearch] = useState('');
  const from = period === 'year' ? academicYearStart(today) : addDays(today, -Number(period) + 1);
  const minimum = org.min_attendance_percent;
  const data = useLowAttendance(member.id, from, today, minimum);
  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return data.rows.filter((row) => {
      if (!showAll && !row.isBelow) return false;
      if (!q) return true;
      const person = data.members.get(row.member_id);
      return `${person?.full_name ?? ''} ${person?.roll_number ?? ''}`.toLowerCase().includes(q);
    });
  }, [data.rows, data.members, showAll, search]);
  const belowCount = new Set(data.rows.filter((r) => r.isBelow).map((r) => r.member_id)).size;

  return (
    <div className="space-y-4">
      <OrgLine name={org.name}>
        <span>
          ·{' '}
          {minimum === null
            ? t('attendance.low.minimumUnset')
            : t('attendance.low.minimum', { percent: formatPercent(minimum) })}
        </span>
      </OrgLine>
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-3 sm:pt-6">
          <FormField label={t('attendance.low.period')}>
            <Select value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
              <option value="year">
                {t('attendance.low.thisYear', { date: formatDay(academicYearStart(today)) })}
              </option>
              <option value="90">{t('attendance.low.last90')}</option>
              <option value="30">{t('attendance.low.last30')}</option>
            </Select>
          </FormField>
          <FormField label={t('attendance.low.show')}>
            <Select
              value={showAll ? 'all' : 'below'}
              onChange={(e) => setShowAll(e.target.value === 'all')}
            >
              <option value="below">{t('attendance.low.onlyBelow')}</option>
              <option value="all">{t('attendance.low.everyone')}</option>
            </Select>
          </FormField>
          <FormField label={t('attendance.low.find')}>
            <SearchInput
              placeholder={t('attendance.low.findPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </FormField>
          <p className="text-xs text-slate-500 sm:col-span-3">
            {t('attendance.low.basis')} {t('attendance.rule')}
          </p>
        </CardContent>
      </Card>

      {data.isPending ? (
        <SkeletonList rows={6} avatar label={t('attendance.low.adding')} className="px-4 sm:px-6" />
      ) : data.error ? (
        <QueryError error={data.error} onRetry={data.refetch} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={TrendingDown}
          title={
            data.rows.length === 0
              ? t('attendance.low.noRollCalls')
              : showAll
                ? t('attendance.low.noMatch')
                : t('attendance.low.noneBelow')
          }
          description={
            data.rows.length === 0
              ? t('attendance.low.noRollCallsDetail')
              : showAll
                ? t('attendance.low.noMatchDetail')
                : t('attendance.low.noneBelowDetail', {
                    count: new Set(data.rows.map((r) => r.member_id)).size,
                    percent: formatPercent(minimum),
                  })
          }
        />
      ) : (
        <Card>
          <p
            className="border-b border-slate-100 px-4 py-3 text-sm text-slate-700 sm:px-6"
            data-testid="low-attendance-summary"
          >
            {t('attendance.low.summary', { count: belowCount })}
          </p>
          <ul
            className="divide-y divide-slate-100"
            aria-label={t('attendance.low.students')}
            data-testid="low-attendance"
          >
            {rows.map((row) => {
              const person = data.members.get(row.member_id);
              const name = person?.full_name ?? t('attendance.low.student');
              const need = minimum !== null && row.isBelow ? classesToReach(row, minimum) : 0;
              return (
                <li
                  key={`${row.member_id}-${row.group_id}-${row.subject}`}
                  className="flex items-center gap-3 px-4 py-3 sm:px-6"
                  data-testid="low-attendance-row"
                >
                  <Avatar name={name} src={person?.photo_url} className="max-[380px]:hidden" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900">{name}</p>
                    <p className="truncate text-sm text-slate-600">
                      {person?.roll_number ? `${person.roll_number} · ` : ''}
                      {data.groupNames.get(row.group_id)} · {row.subject}
                    </p>
                    {row.isBelow && Number.isFinite(need) ? (
                      <p className="text-xs text-slate-500">
                        {t('attendance.low.needs', { count: need })}
                      </p>
                    ) : null}
                  </div>
                  <div className="shrink-0 text-right">
                    <p
                      className={cn(
                        'font-semibold tabular-nums',
                        row.isBelow ? 'text-red-700' : 'text-slate-900',
                      )}
                    >
                      {formatPercent(row.percent)}
                    </p>
                    <p className="text-xs text-slate-500 tabular-nums">
                      {row.attended}/{row.counted} ·{' '}
                      {t('attendance.low.absent', { count: row.absent })}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </div>
  );
}

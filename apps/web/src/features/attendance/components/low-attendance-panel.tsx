import { TrendingDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { OrgSettings } from '../api/organization';
import { useLowAttendance } from '../hooks/use-low-attendance';
import { useToday } from '../hooks/use-today';
import { academicYearStart } from '../utils/academic-year';
import { ATTENDANCE_RULE_TEXT, classesToReach, formatPercent } from '../utils/attendance-percent';
import { addDays, formatDay } from '../utils/dates';
import { plural } from '../utils/plural';
import type { ActiveMember } from './member-gate';
import { OrgLine } from './org-line';
import { QueryError } from './query-error';

type Period = 'year' | '90' | '30';

/** Students below the minimum in a teacher's subjects (or everyone, sorted lowest first). */
export function LowAttendancePanel({ member, org }: { member: ActiveMember; org: OrgSettings }) {
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
          · Minimum {minimum === null ? 'not set by your institute' : formatPercent(minimum)}
        </span>
      </OrgLine>
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-3 sm:pt-6">
          <FormField label="Period">
            <Select value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
              <option value="year">
                This academic year (since {formatDay(academicYearStart(today))})
              </option>
              <option value="90">Last 90 days</option>
              <option value="30">Last 30 days</option>
            </Select>
          </FormField>
          <FormField label="Show">
            <Select
              value={showAll ? 'all' : 'below'}
              onChange={(e) => setShowAll(e.target.value === 'all')}
            >
              <option value="below">Only below the minimum</option>
              <option value="all">Everyone, lowest first</option>
            </Select>
          </FormField>
          <FormField label="Find a student">
            <SearchInput
              placeholder="Name or roll number"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </FormField>
          <p className="text-xs text-slate-500 sm:col-span-3">
            Per student, class and subject, from your periods’ roll-calls. {ATTENDANCE_RULE_TEXT}
          </p>
        </CardContent>
      </Card>

      {data.isPending ? (
        <PageSpinner label="Adding up attendance..." />
      ) : data.error ? (
        <QueryError error={data.error} onRetry={data.refetch} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={TrendingDown}
          title={
            data.rows.length === 0
              ? 'No roll-calls in this period yet'
              : showAll
                ? 'Nobody matches'
                : 'Nobody is below the minimum'
          }
          description={
            data.rows.length === 0
              ? 'Figures appear once you take roll-call in your periods.'
              : showAll
                ? 'Try another name or number.'
                : `All ${new Set(data.rows.map((r) => r.member_id)).size} students are at or above ${formatPercent(minimum)} in your subjects.`
          }
        />
      ) : (
        <Card>
          <p
            className="border-b border-slate-100 px-4 py-3 text-sm text-slate-700 sm:px-6"
            data-testid="low-attendance-summary"
          >
            {belowCount} {belowCount === 1 ? 'student is' : 'students are'} below the minimum in at
            least one of your subjects.
          </p>
          <ul
            className="divide-y divide-slate-100"
            aria-label="Students"
            data-testid="low-attendance"
          >
            {rows.map((row) => {
              const person = data.members.get(row.member_id);
              const name = person?.full_name ?? 'Student';
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
                        Needs the next {plural(need, 'class', 'classes')} in a row to reach the
                        minimum.
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
                      {row.attended}/{row.counted} · {row.absent} absent
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

import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { attendanceKeys } from '../api/keys';
import type { OrgSettings } from '../api/organization';
import { fetchResponsibleGroups } from '../api/timetable';
import { useToday } from '../hooks/use-today';
import { isIsoDate } from '../utils/dates';
import { QueryError } from './query-error';
import { RollCallChooser } from './roll-call-chooser';
import { RollCallSheet } from './roll-call-sheet';

/** An in-charge's roll-call: a group (site, department, hostel…) for a day. */
export function GroupRollCall({
  org,
  groupId,
  dateParam,
  onChange,
}: {
  org: OrgSettings;
  groupId: string | null;
  dateParam: string | null;
  onChange: (next: { group: string | null; date: string }) => void;
}) {
  const today = useToday(org.timezone);
  const date = isIsoDate(dateParam) && dateParam <= today ? dateParam : today;
  const groups = useQuery({
    queryKey: attendanceKeys.responsibleGroups(org.id),
    queryFn: () => fetchResponsibleGroups(org.id),
  });
  if (groups.isPending) return <PageSpinner />;
  if (groups.error)
    return <QueryError error={groups.error} onRetry={() => void groups.refetch()} />;
  const options = groups.data.map((g) => ({ value: g.id, label: g.name }));
  return (
    <div className="space-y-4">
      <RollCallChooser
        date={date}
        today={today}
        onDateChange={(d) => onChange({ group: groupId, date: d })}
        label="Group"
        value={groupId ?? ''}
        options={options}
        onValueChange={(id) => onChange({ group: id || null, date })}
        placeholder="Choose a group"
        note="The groups you are responsible for."
      />
      {groupId ? (
        <RollCallSheet
          key={`${groupId}-${date}`}
          target={{ group_id: groupId }}
          date={date}
          timeZone={org.timezone}
        />
      ) : (
        <EmptyState
          icon={Users}
          title={options.length ? 'Choose a group' : 'No groups assigned to you'}
          description={
            options.length
              ? 'Pick a group above to mark its day.'
              : 'Your organisation’s owner makes you responsible for a site, department or group.'
          }
        />
      )}
    </div>
  );
}

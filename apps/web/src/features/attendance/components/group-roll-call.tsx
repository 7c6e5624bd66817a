import { Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import type { OrgSettings } from '../api/organization';
import { useResponsibleGroups } from '../hooks/use-responsible-groups';
import { useToday } from '../hooks/use-today';
import { isIsoDate } from '../utils/dates';
import { QueryError } from './query-error';
import { ChooserSkeleton } from './loading-shapes';
import { RollCallChooser } from './roll-call-chooser';
import { RollCallSheet } from './roll-call-sheet';
import { useAttendanceT } from '../hooks/use-attendance-t';

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
  const t = useAttendanceT();
  const today = useToday(org.timezone);
  const date = isIsoDate(dateParam) && dateParam <= today ? dateParam : today;
  const groups = useResponsibleGroups(org.id);
  if (groups.isPending) return <ChooserSkeleton />;
  if (groups.error)
    return <QueryError error={groups.error} onRetry={() => void groups.refetch()} />;
  const options = groups.data.map((g) => ({ value: g.id, label: g.name }));
  return (
    <div className="space-y-4">
      <RollCallChooser
        date={date}
        today={today}
        onDateChange={(d) => onChange({ group: groupId, date: d })}
        label={t('attendance.groupRollCall.group')}
        value={groupId ?? ''}
        options={options}
        onValueChange={(id) => onChange({ group: id || null, date })}
        placeholder={t('attendance.groupRollCall.choose')}
        note={t('attendance.groupRollCall.note')}
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
          title={
            options.length
              ? t('attendance.groupRollCall.choose')
              : t('attendance.groupRollCall.none')
          }
          description={
            options.length
              ? t('attendance.groupRollCall.pick')
              : t('attendance.groupRollCall.noneDetail')
          }
        />
      )}
    </div>
  );
}

import { Avatar } from '@/components/ui/avatar';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { useAttendanceT } from '../hooks/use-attendance-t';
import { formatTime } from '../utils/dates';
import type { BoardPerson, PresenceState } from '../utils/live-board';
import { METHOD_LABEL } from '../utils/status';
import { FlagBadges } from './status-badge';

const STATE = {
  in: { label: 'attendance.board.list.in', variant: 'success' },
  left: { label: 'attendance.board.list.left', variant: 'brand' },
  absent: { label: 'attendance.board.list.absent', variant: 'danger' },
  away: { label: 'attendance.board.list.away', variant: 'neutral' },
  not_in: { label: 'attendance.board.list.notIn', variant: 'neutral' },
} as const satisfies Record<PresenceState, { label: string; variant: BadgeVariant }>;

/** One page of the people on a live board with their state and times. */
export function LiveBoardList({
  rows,
  timeZone,
  isDayOff = false,
}: {
  rows: BoardPerson[];
  timeZone: string;
  /** A holiday or weekly off: nobody is expected, so "not in yet" would mislead. */
  isDayOff?: boolean;
}) {
  const t = useAttendanceT();
  if (!rows.length)
    return <p className="text-sm text-slate-600">{t('attendance.board.list.empty')}</p>;
  return (
    <div className="space-y-3">
      <ul
        className="divide-y divide-slate-100 rounded-xl border border-slate-200"
        aria-label={t('attendance.board.list.label')}
        data-testid="board-people"
      >
        {rows.map((row) => (
          <li
            key={row.member_id}
            className="flex items-center gap-3 px-3 py-2.5 sm:px-4"
            data-testid="board-row"
            data-state={row.state}
            data-member-id={row.member_id}
          >
            <Avatar
              name={row.full_name}
              src={row.photo_url}
              size="sm"
              className="max-[380px]:hidden"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">
                {row.full_name}
                {row.number ? (
                  <span className="font-normal text-slate-500"> · {row.number}</span>
                ) : null}
              </p>
              {row.entry ? (
                <p className="truncate text-xs text-slate-500">
                  {row.entry.check_in_at
                    ? t('attendance.board.list.inAt', {
                        time: formatTime(row.entry.check_in_at, timeZone),
                      })
                    : t('attendance.board.list.noCheckIn')}
                  {row.entry.check_out_at
                    ? t('attendance.board.list.outAt', {
                        time: formatTime(row.entry.check_out_at, timeZone),
                      })
                    : ''}
                  {row.entry.method
                    ? ` · ${METHOD_LABEL[row.entry.method] ?? row.entry.method}`
                    : ''}
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-wrap justify-end gap-1">
              {row.is_late ? (
                <Badge variant="warning">{t('attendance.board.list.late')}</Badge>
              ) : null}
              {row.entry?.status === 'half_day' ? (
                <Badge variant="purple">{t('attendance.board.list.halfDay')}</Badge>
              ) : null}
              <FlagBadges flags={row.entry?.flags.filter((f) => f !== 'corrected') ?? []} />
              <Badge variant={STATE[row.state].variant}>
                {t(
                  row.state === 'not_in' && isDayOff
                    ? 'attendance.board.list.notInDayOff'
                    : STATE[row.state].label,
                )}
              </Badge>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

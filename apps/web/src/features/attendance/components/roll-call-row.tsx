import type { AttendanceStatus } from '@ias/shared';
import { useId } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Input } from '@/components/ui/input';
import type { RollCallPerson } from '../api/roll-call';
import { formatTime } from '../utils/dates';
import { isChange, type Mark } from '../utils/roll-call';
import { STATUS_LABEL } from '../utils/status';
import { StatusChoice } from './status-choice';
import { useAttendanceT } from '../hooks/use-attendance-t';

/** One person on a roll-call: photo, name and number, the status choice and, for a change, why. */
export function RollCallRow({
  person,
  mark,
  options,
  timeZone,
  showReasonError,
  reasonRef,
  onChange,
}: {
  person: RollCallPerson;
  mark: Mark | undefined;
  options: readonly AttendanceStatus[];
  timeZone: string;
  showReasonError: boolean;
  reasonRef: (el: HTMLInputElement | null) => void;
  onChange: (mark: Mark) => void;
}) {
  const t = useAttendanceT();
  const reasonId = useId();
  const current = mark ?? { status: person.status, note: '' };
  const needsReason = isChange(person, current);
  const isMissing = needsReason && showReasonError && !current.note.trim();
  const number = person.roll_number ?? person.employee_code;
  return (
    <li className="px-4 py-3 sm:px-6" data-testid="roster-row" data-member-id={person.member_id}>
      <div className="flex items-center gap-3">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <Avatar name={person.full_name} src={person.photo_url} className="max-[380px]:hidden" />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{person.full_name}</p>
            <p className="truncate text-xs text-slate-500">
              {number ? `${number} · ` : ''}
              {person.status
                ? person.check_in_at
                  ? t('attendance.rollCall.recordedAt', {
                      status: STATUS_LABEL[person.status],
                      time: formatTime(person.check_in_at, timeZone),
                    })
                  : t('attendance.rollCall.recorded', { status: STATUS_LABEL[person.status] })
                : t('attendance.rollCall.notRecorded')}
            </p>
          </div>
        </div>
        <StatusChoice
          name={`status-${person.member_id}`}
          personName={person.full_name}
          value={current.status}
          options={options}
          onChange={(status) => onChange({ ...current, status })}
        />
      </div>
      {needsReason ? (
        <div className="mt-3 sm:ml-13">
          <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
            {t('attendance.rollCall.reasonLabel', {
              name: person.full_name,
              from: STATUS_LABEL[person.status!].toLowerCase(),
              to: STATUS_LABEL[current.status!].toLowerCase(),
            })}
          </label>
          <Input
            id={reasonId}
            ref={reasonRef}
            className="mt-1"
            maxLength={500}
            value={current.note}
            placeholder={t('attendance.rollCall.reasonPlaceholder')}
            aria-invalid={isMissing || undefined}
            aria-describedby={isMissing ? `${reasonId}-error` : undefined}
            onChange={(e) => onChange({ ...current, note: e.target.value })}
          />
          {isMissing ? (
            <p id={`${reasonId}-error`} className="mt-1 text-sm font-medium text-red-700">
              {t('attendance.rollCall.reasonMissing')}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

import type { AttendanceStatus } from '@ias/shared';
import { cn } from '@/lib/cn';
import type { AttendanceMessageId } from '../catalogue';
import { useAttendanceT } from '../hooks/use-attendance-t';
import { STATUS_LABEL } from '../utils/status';

const CHOICE_CLASSES: Record<AttendanceStatus, string> = {
  present: 'peer-checked:bg-emerald-600 peer-checked:text-white peer-checked:ring-emerald-600',
  late: 'peer-checked:bg-amber-500 peer-checked:text-white peer-checked:ring-amber-500',
  half_day: 'peer-checked:bg-violet-600 peer-checked:text-white peer-checked:ring-violet-600',
  absent: 'peer-checked:bg-red-600 peer-checked:text-white peer-checked:ring-red-600',
  excused: 'peer-checked:bg-slate-600 peer-checked:text-white peer-checked:ring-slate-600',
  on_leave: 'peer-checked:bg-sky-600 peer-checked:text-white peer-checked:ring-sky-600',
};

/** The letter shown on a phone, where the whole word does not fit. */
const SHORT: Record<AttendanceStatus, AttendanceMessageId> = {
  present: 'attendance.statusShort.present',
  late: 'attendance.statusShort.late',
  half_day: 'attendance.statusShort.halfDay',
  absent: 'attendance.statusShort.absent',
  excused: 'attendance.statusShort.excused',
  on_leave: 'attendance.statusShort.onLeave',
};

/**
 * One person's status as a row of radio buttons (arrow keys move between them, as native radios
 * do); the visible letters keep a long roster compact on phones.
 */
export function StatusChoice({
  name,
  personName,
  value,
  options,
  onChange,
  disabled,
}: {
  name: string;
  personName: string;
  value: AttendanceStatus | null;
  options: readonly AttendanceStatus[];
  onChange: (status: AttendanceStatus) => void;
  disabled?: boolean;
}) {
  const t = useAttendanceT();
  return (
    <fieldset className="flex shrink-0 gap-1" disabled={disabled}>
      <legend className="sr-only">
        {t('attendance.statusChoice.legend', { name: personName })}
      </legend>
      {options.map((status) => (
        <label key={status} className="relative">
          <input
            type="radio"
            name={name}
            value={status}
            checked={value === status}
            onChange={() => onChange(status)}
            className="peer sr-only"
          />
          <span
            className={cn(
              'flex h-9 min-w-9 cursor-pointer select-none items-center justify-center rounded-lg px-2 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 transition-colors hover:bg-slate-50',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
              CHOICE_CLASSES[status],
            )}
            title={STATUS_LABEL[status]}
          >
            <span aria-hidden="true" className="sm:hidden">
              {t(SHORT[status])}
              {status === 'half_day' ? '½' : ''}
            </span>
            <span className="sr-only sm:not-sr-only">{STATUS_LABEL[status]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAttendanceT } from '../hooks/use-attendance-t';
import { addMonths, formatMonth } from '../utils/dates';

/** Previous / next month, never past the current one. */
export function MonthSwitcher({
  month,
  currentMonth,
  onChange,
}: {
  month: string;
  currentMonth: string;
  onChange: (month: string) => void;
}) {
  const t = useAttendanceT();
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('attendance.month.previous')}
        onClick={() => onChange(addMonths(month, -1))}
      >
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </Button>
      <p className="min-w-32 text-center text-sm font-semibold text-slate-900" aria-live="polite">
        {formatMonth(month)}
      </p>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('attendance.month.next')}
        disabled={month >= currentMonth}
        onClick={() => onChange(addMonths(month, 1))}
      >
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </Button>
    </div>
  );
}

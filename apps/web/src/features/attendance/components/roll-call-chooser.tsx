import type { ReactNode } from 'react';
import { DateInput } from '@/components/ui/date-input';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select, type SelectOption } from '@/components/ui/select';
import { useAttendanceT } from '../hooks/use-attendance-t';

/** Choosing what to take roll-call for: a day and a class period (or a group). */
export function RollCallChooser({
  date,
  today,
  onDateChange,
  label,
  value,
  options,
  onValueChange,
  placeholder,
  note,
}: {
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  label: string;
  value: string;
  options: SelectOption[];
  onValueChange: (value: string) => void;
  placeholder: string;
  note?: ReactNode;
}) {
  const t = useAttendanceT();
  return (
    <Card data-tour="roll-call-chooser">
      <CardContent className="grid gap-4 pt-5 sm:grid-cols-[12rem_1fr] sm:pt-6">
        <FormField label={t('attendance.chooser.day')}>
          <DateInput
            value={date}
            max={today}
            onChange={(day) => {
              if (day) onDateChange(day > today ? today : day);
            }}
          />
        </FormField>
        <FormField label={label} hint={note}>
          <Select
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
            options={options}
            placeholder={options.length ? placeholder : t('attendance.chooser.nothing')}
            disabled={!options.length}
          />
        </FormField>
      </CardContent>
    </Card>
  );
}

import { useLocale } from '@/features/i18n';
import { weekdayNames } from '@/features/orgs/utils/weekdays';
import { cn } from '@/lib/cn';

type Props = { label: string; value: number[]; onChange: (days: number[]) => void };

/** ISO weekdays as toggle buttons, named by the browser in the page's language. */
export function WeekdayPicker({ label, value, onChange }: Props) {
  const locale = useLocale();
  const days = weekdayNames('short', locale).map((name, i) => ({ day: i + 1, name }));
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap gap-1.5">
        {days.map(({ day, name }) => {
          const isOn = value.includes(day);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={isOn}
              onClick={() =>
                onChange(isOn ? value.filter((d) => d !== day) : [...value, day].sort())
              }
              className={cn(
                'min-w-11 rounded-lg border px-2.5 py-1.5 text-sm font-medium',
                isOn
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 text-slate-700 hover:bg-slate-50',
              )}
            >
              {name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

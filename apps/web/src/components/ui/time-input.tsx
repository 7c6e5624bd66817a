import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useT } from '@/features/i18n';
import { cn } from '@/lib/cn';
import { useFormFieldControl } from './form-field-context';
import { controlClasses } from './input';
import { type Clock, clockFor, formatTimeText, parseTimeText, shiftTime } from './time-text';

export type TimeInputProps = {
  /** The time as the forms keep it ("09:30"; "09:30:00" is read too), or "" for none. */
  value: string;
  /**
   * Called with "HH:MM" once the text is a time, "" when it is cleared, and the text itself while
   * it is not a time (so a form's own check refuses it rather than saving nothing).
   */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The clock to show; the organisation's (from the reader's language) when omitted. */
  clock?: Clock;
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
};

/**
 * A time of day in the organisation's format ("9:30 am") instead of the browser's native input
 * (whose 12- or 24-hour clock follows the device): typed forgivingly ("930", "9.30", "9:30pm",
 * "21:30"), stepped with ↑/↓ (15 minutes) and Page Up/Down (an hour). The value in and out is
 * "HH:MM". Inside a FormField it is labelled and described like Input; a text that is not a time
 * says so under the field once the person leaves it.
 */
export function TimeInput({
  value,
  onChange,
  onBlur,
  clock,
  name,
  disabled,
  className,
  ...props
}: TimeInputProps) {
  const t = useT();
  const locale = useLocale();
  const shown = clock ?? clockFor(locale);
  const wiring = useFormFieldControl(props);
  const errorId = `${useId()}-time-error`;
  const display = (time: string) => formatTimeText(time, shown, locale) || time;
  const [text, setText] = useState(() => display(value));
  const [isWrong, setIsWrong] = useState(false);
  // The value this input last reported, to tell its own edits from a new value from outside.
  const reported = useRef(value);

  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(formatTimeText(value, shown, locale) || value);
      setIsWrong(false);
    }
  }, [value, shown, locale]);

  const report = (next: string) => {
    if (next === reported.current) return;
    reported.current = next;
    onChange(next);
  };

  const take = (next: string) => {
    setText(next);
    const trimmed = next.trim();
    report(trimmed ? (parseTimeText(trimmed) ?? trimmed) : '');
  };

  // The form's own error (e.g. "ends before it starts") is enough; ours only when there is none.
  const showError = isWrong && !wiring['aria-invalid'];
  const describedBy = [wiring['aria-describedby'], showError ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className}>
      <input
        type="text"
        inputMode="text"
        autoComplete="off"
        name={name}
        disabled={disabled}
        placeholder={shown === '12h' ? t('ui.time.placeholder12') : t('ui.time.placeholder24')}
        className={cn(controlClasses, 'h-10')}
        value={text}
        onChange={(event) => {
          setIsWrong(false);
          take(event.target.value);
        }}
        onKeyDown={(event) => {
          const step = { ArrowUp: 15, ArrowDown: -15, PageUp: 60, PageDown: -60 }[event.key];
          if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
          event.preventDefault();
          const next = shiftTime(parseTimeText(text) ?? '', text.trim() ? step : 0);
          setIsWrong(false);
          setText(display(next));
          report(next);
        }}
        onBlur={() => {
          const time = parseTimeText(text);
          if (time) setText(display(time));
          setIsWrong(Boolean(text.trim()) && !time);
          onBlur?.();
        }}
        aria-label={props['aria-label']}
        {...wiring}
        aria-invalid={showError ? true : wiring['aria-invalid']}
        aria-describedby={describedBy || undefined}
      />
      {showError ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {shown === '12h' ? t('ui.time.invalid12') : t('ui.time.invalid24')}
        </p>
      ) : null}
    </div>
  );
}

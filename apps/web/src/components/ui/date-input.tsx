import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocale, useT } from '@/features/i18n';
import { cn } from '@/lib/cn';
import { useFormFieldControl } from './form-field-context';
import { controlClasses } from './input';
import { Spinner } from './spinner';
import { dayMonthYearToIso, isoToDayMonthYear } from './date-text';

// The month grid (react-day-picker) is fetched when a picker first opens, never with the page.
const DateCalendar = lazy(() => import('./date-calendar'));

export type DateInputProps = {
  /** The ISO day ("2026-11-24"), or "" for none. */
  value: string;
  /** Called with the ISO day once the text is a whole, real date; "" when it is cleared. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Earliest and latest days that can be picked (ISO). */
  min?: string | undefined;
  max?: string | undefined;
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
};

/**
 * A date in the organisation's format (day/month/year, as India writes it) instead of the
 * browser's native input (mm/dd/yyyy in many browsers): typed, or picked from a month grid in the
 * reader's language. The value in and out is the ISO day. Inside a FormField it is labelled and
 * described like Input.
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  min,
  max,
  name,
  disabled,
  className,
  ...props
}: DateInputProps) {
  const t = useT();
  const locale = useLocale();
  const wiring = useFormFieldControl(props);
  const popupId = useId();
  const [text, setText] = useState(() => isoToDayMonthYear(value));
  const [isOpen, setIsOpen] = useState(false);
  // The ISO day this input last reported, to tell its own edits from a new value from outside.
  const reported = useRef(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(isoToDayMonthYear(value));
    }
  }, [value]);

  const report = (iso: string) => {
    if (iso === reported.current) return;
    reported.current = iso;
    onChange(iso);
  };

  const close = (focus: HTMLElement | null) => {
    setIsOpen(false);
    focus?.focus();
  };

  // A click or focus outside closes the picker, as Escape does.
  useEffect(() => {
    if (!isOpen) return;
    const outside = (event: Event) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [isOpen]);

  return (
    <div ref={wrapperRef} className={cn('relative', className)}>
      <input
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        name={name}
        disabled={disabled}
        placeholder={t('ui.date.placeholder')}
        className={cn(controlClasses, 'h-10 pr-11')}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (!next.trim()) report('');
          else {
            const iso = dayMonthYearToIso(next);
            // A half-typed date reports nothing yet; a finished one that became wrong clears.
            if (iso) report(iso);
            else if (reported.current) report('');
          }
        }}
        onBlur={() => {
          const iso = dayMonthYearToIso(text);
          if (iso) setText(isoToDayMonthYear(iso));
          onBlur?.();
        }}
        aria-label={props['aria-label']}
        {...wiring}
      />
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 disabled:cursor-not-allowed"
        aria-label={t('ui.date.choose')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? popupId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
      </button>
      {isOpen ? (
        <div
          id={popupId}
          role="dialog"
          aria-label={t('ui.date.choose')}
          className="absolute left-0 top-full z-50 mt-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close(buttonRef.current);
            }
          }}
        >
          <Suspense
            fallback={
              <div className="flex h-40 w-64 items-center justify-center">
                <Spinner />
              </div>
            }
          >
            <DateCalendar
              value={value}
              min={min}
              max={max}
              locale={locale}
              onSelect={(iso) => {
                setText(isoToDayMonthYear(iso));
                report(iso);
                close(inputRef.current);
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

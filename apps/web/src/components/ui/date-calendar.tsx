import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { enIN } from 'react-day-picker/locale/en-IN';
import { hi } from 'react-day-picker/locale/hi';
import 'react-day-picker/style.css';
import { dateToIso, isoToDate } from './date-text';

const BRAND = {
  '--rdp-accent-color': 'var(--color-brand-700)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
} as CSSProperties;

export type DateCalendarProps = {
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  locale: 'en' | 'hi';
  onSelect: (iso: string) => void;
};

/**
 * DateInput's month grid (react-day-picker, loaded only when a picker is opened): arrow keys move
 * by day and week, Page Up/Down by month, Home/End to the week's ends, Enter picks.
 */
export default function DateCalendar({ value, min, max, locale, onSelect }: DateCalendarProps) {
  const selected = isoToDate(value);
  const from = isoToDate(min);
  const to = isoToDate(max);
  const disabled = [...(from ? [{ before: from }] : []), ...(to ? [{ after: to }] : [])];
  return (
    <DayPicker
      mode="single"
      autoFocus
      locale={locale === 'hi' ? hi : enIN}
      selected={selected}
      defaultMonth={selected ?? to ?? undefined}
      disabled={disabled}
      onSelect={(date) => {
        if (date) onSelect(dateToIso(date));
      }}
      className="text-sm"
      // The picker's own stylesheet is unlayered, so the brand colours go on the element itself.
      style={BRAND}
    />
  );
}

import { formatDate, formatDateTime, formatTime } from '@ias/shared';
import { useLocale } from '@/features/i18n';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** When a message was sent: the time today, the date before (`short`), or both in full. */
export function MessageTime({ at, short = false }: { at: string; short?: boolean }) {
  const locale = useLocale();
  const date = new Date(at);
  const text = sameDay(date, new Date())
    ? formatTime(at, locale)
    : short
      ? formatDate(at, locale)
      : formatDateTime(at, locale);
  return (
    <time dateTime={at} title={formatDateTime(at, locale)}>
      {text}
    </time>
  );
}

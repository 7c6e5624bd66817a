import { dayOf, deviceZone, formatDate, formatDateTime, formatTime, todayIn } from '@ias/shared';
import { createContext, useContext } from 'react';
import { useLocale } from '@/features/i18n';

/**
 * The organisation's zone, which every time in the messages is shown in (as everywhere else in
 * the product); the reader's own only when there is no organisation to take it from.
 */
export const MessagesZone = createContext<string | null>(null);

/** When a message was sent: the time today, the date before (`short`), or both in full. */
export function MessageTime({ at, short = false }: { at: string; short?: boolean }) {
  const locale = useLocale();
  const timeZone = useContext(MessagesZone) ?? deviceZone();
  const inZone = { timeZone };
  const text =
    dayOf(new Date(at).toISOString(), timeZone) === todayIn(timeZone)
      ? formatTime(at, locale, inZone)
      : short
        ? formatDate(at, locale, inZone)
        : formatDateTime(at, locale, inZone);
  return (
    <time dateTime={at} title={formatDateTime(at, locale, inZone)}>
      {text}
    </time>
  );
}

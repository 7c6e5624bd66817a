const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** 12 Nov 2026, 10:42 am — in the device's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

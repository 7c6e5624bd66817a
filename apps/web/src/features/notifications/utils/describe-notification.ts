import { formatDate, type Locale } from '@ias/shared';
import type { AppNotification } from '../api/notifications';
import type en from '../locales/en.json';

/** The feature's translate function (useCatalogueT(catalogue)). */
export type Translate = (id: keyof typeof en, values?: Record<string, string | number>) => string;

const day = (value: string | undefined, locale: Locale) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, locale) : (value ?? '');

/**
 * A notification's title, body and note in the reader's language, from its kind and values (the
 * server writes the same texts into e-mails from its own catalogue). Null for a kind this
 * version does not know yet.
 */
export function describeNotification(
  notification: AppNotification,
  t: Translate,
  locale: Locale,
): { title: string; body: string; note: string | null } | null {
  const p = notification.params;
  const values = {
    request: p.request === 'leave' ? 'leave' : 'correction',
    person: p.person ?? '',
    org: p.org ?? '',
    from: day(p.from, locale),
    to: day(p.to, locale),
    decision: p.decision === 'approved' ? 'approved' : 'rejected',
    by: p.by ?? '',
    group: p.group ?? '',
    scope: p.group ? 'group' : 'org',
    excerpt: p.excerpt ?? '',
    task: p.task ?? '',
    // Reminders' values (numbers arrive as numbers).
    date: day(p.date, locale),
    shift: p.shift ?? '',
    time: p.time ?? '',
    subject: p.subject ?? '',
    device: p.device ?? '',
    count: Number(p.count ?? 0),
    percent: Number(p.percent ?? 0),
    minimum: Number(p.minimum ?? 0),
    days: Number(p.days ?? 0),
  };
  const note = p.note?.trim() ? t('notifications.note', { note: p.note.trim() }) : null;
  switch (notification.kind) {
    case 'request_submitted':
      return {
        title: t('notifications.request_submitted.title', values),
        body: t('notifications.request_submitted.body', values),
        note: null,
      };
    case 'request_decided':
      return {
        title: t('notifications.request_decided.title', values),
        body: t('notifications.request_decided.body', values),
        note,
      };
    case 'announcement':
      return {
        title: t('notifications.announcement.title', values),
        body: values.excerpt
          ? t('notifications.announcement.body', values)
          : t('notifications.announcement.deleted'),
        note: null,
      };
    case 'direct_message':
      return {
        title: t('notifications.direct_message.title', values),
        body: t('notifications.direct_message.body', values),
        note: null,
      };
    case 'message_new':
      return {
        title: t('notifications.message_new.title', values),
        body: values.excerpt
          ? t('notifications.message_new.body', values)
          : t('notifications.message_new.deleted', values),
        note: null,
      };
    case 'task_mention':
      return {
        title: t('notifications.task_mention.title', values),
        body: t('notifications.task_mention.body', values),
        note: null,
      };
    case 'task_due':
      return {
        title: t('notifications.task_due.title', values),
        body: t('notifications.task_due.body', values),
        note: null,
      };
    case 'reminder_check_in':
      return {
        title: t('notifications.reminder_check_in.title', values),
        body: t('notifications.reminder_check_in.body', values),
        note: null,
      };
    case 'reminder_check_out':
      return {
        title: t('notifications.reminder_check_out.title', values),
        body: t('notifications.reminder_check_out.body', values),
        note: null,
      };
    case 'reminder_roll_call':
      return {
        title: t('notifications.reminder_roll_call.title', values),
        body: t('notifications.reminder_roll_call.body', values),
        note: null,
      };
    case 'reminder_requests':
      return {
        title: t('notifications.reminder_requests.title', values),
        body: t('notifications.reminder_requests.body', values),
        note: null,
      };
    case 'reminder_low_attendance':
      return {
        title: t('notifications.reminder_low_attendance.title', values),
        body: t('notifications.reminder_low_attendance.body', values),
        note: null,
      };
    case 'reminder_kiosk_offline':
      return {
        title: t('notifications.reminder_kiosk_offline.title', values),
        body: t('notifications.reminder_kiosk_offline.body', values),
        note: null,
      };
    default:
      return null;
  }
}

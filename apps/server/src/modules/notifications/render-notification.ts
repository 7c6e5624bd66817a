import { formatDate, type Locale } from '@ias/shared';
import { type MessageId, translate } from '../../lib/i18n.js';

/** Kinds the server can put into words (notification_kinds in migration 0023). */
export const NOTIFICATION_KINDS = [
  'request_submitted',
  'request_decided',
  'announcement',
  // Direct messages (migration 0044).
  'direct_message',
  // Messages in a group's channel (migration 0068).
  'message_new',
  // Tasks: mentions in comments, cards due today (migration 0070).
  'task_mention',
  'task_due',
  // Reminders (migration 0037, modules/reminders).
  'reminder_check_in',
  'reminder_check_out',
  'reminder_roll_call',
  'reminder_requests',
  'reminder_low_attendance',
  'reminder_kiosk_offline',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

type Params = Record<string, unknown>;

/** Each kind's messages, written out in full (the catalogue guard finds every id in the code). */
const MESSAGES = {
  request_submitted: {
    name: 'notification.kind.request_submitted',
    title: 'notification.request_submitted.title',
    body: 'notification.request_submitted.body',
  },
  request_decided: {
    name: 'notification.kind.request_decided',
    title: 'notification.request_decided.title',
    body: 'notification.request_decided.body',
  },
  announcement: {
    name: 'notification.kind.announcement',
    title: 'notification.announcement.title',
    body: 'notification.announcement.body',
  },
  direct_message: {
    name: 'notification.kind.direct_message',
    title: 'notification.direct_message.title',
    body: 'notification.direct_message.body',
  },
  message_new: {
    name: 'notification.kind.message_new',
    title: 'notification.message_new.title',
    body: 'notification.message_new.body',
  },
  task_mention: {
    name: 'notification.kind.task_mention',
    title: 'notification.task_mention.title',
    body: 'notification.task_mention.body',
  },
  task_due: {
    name: 'notification.kind.task_due',
    title: 'notification.task_due.title',
    body: 'notification.task_due.body',
  },
  reminder_check_in: {
    name: 'notification.kind.reminder_check_in',
    title: 'notification.reminder_check_in.title',
    body: 'notification.reminder_check_in.body',
  },
  reminder_check_out: {
    name: 'notification.kind.reminder_check_out',
    title: 'notification.reminder_check_out.title',
    body: 'notification.reminder_check_out.body',
  },
  reminder_roll_call: {
    name: 'notification.kind.reminder_roll_call',
    title: 'notification.reminder_roll_call.title',
    body: 'notification.reminder_roll_call.body',
  },
  reminder_requests: {
    name: 'notification.kind.reminder_requests',
    title: 'notification.reminder_requests.title',
    body: 'notification.reminder_requests.body',
  },
  reminder_low_attendance: {
    name: 'notification.kind.reminder_low_attendance',
    title: 'notification.reminder_low_attendance.title',
    body: 'notification.reminder_low_attendance.body',
  },
  reminder_kiosk_offline: {
    name: 'notification.kind.reminder_kiosk_offline',
    title: 'notification.reminder_kiosk_offline.title',
    body: 'notification.reminder_kiosk_offline.body',
  },
} as const satisfies Record<NotificationKind, Record<'name' | 'title' | 'body', MessageId>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) =>
  typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : 0;
const day = (value: unknown, locale: Locale) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? formatDate(value, locale)
    : text(value);

/** The name of a kind as a person chooses it (preferences, unsubscribe page). */
export function kindName(locale: Locale, kind: NotificationKind): string {
  return translate(locale, MESSAGES[kind].name);
}

/** A notification's title and body in `locale`, from its kind and parameters. */
export function renderNotification(
  locale: Locale,
  kind: NotificationKind,
  params: Params,
): { title: string; body: string; note: string | null } {
  const values = {
    request: text(params.request) === 'leave' ? 'leave' : 'correction',
    person: text(params.person),
    org: text(params.org),
    from: day(params.from, locale),
    to: day(params.to, locale),
    decision: text(params.decision) === 'approved' ? 'approved' : 'rejected',
    by: text(params.by),
    group: text(params.group),
    scope: text(params.group) ? 'group' : 'org',
    excerpt: text(params.excerpt),
    task: text(params.task),
    // Reminders' values.
    date: day(params.date, locale),
    shift: text(params.shift),
    time: text(params.time),
    subject: text(params.subject),
    device: text(params.device),
    count: number(params.count),
    percent: number(params.percent),
    minimum: number(params.minimum),
    days: number(params.days),
  };
  const note = text(params.note).trim();
  return {
    title: translate(locale, MESSAGES[kind].title, values),
    body:
      kind === 'announcement' && !values.excerpt
        ? translate(locale, 'notification.announcement.deleted')
        : kind === 'message_new' && !values.excerpt
          ? translate(locale, 'notification.message_new.deleted', values)
          : translate(locale, MESSAGES[kind].body, values),
    note: note ? translate(locale, 'notification.note', { note }) : null,
  };
}

import type { Translate } from './describe-notification';

/** The name of a kind of notification as a person reads it; null for a kind this version does not know. */
export const kindName = (t: Translate, kind: string): string | null => {
  switch (kind) {
    case 'request_submitted':
      return t('notifications.prefs.kind.request_submitted');
    case 'request_decided':
      return t('notifications.prefs.kind.request_decided');
    case 'announcement':
      return t('notifications.prefs.kind.announcement');
    case 'direct_message':
      return t('notifications.prefs.kind.direct_message');
    case 'message_new':
      return t('notifications.prefs.kind.message_new');
    case 'task_mention':
      return t('notifications.prefs.kind.task_mention');
    case 'task_due':
      return t('notifications.prefs.kind.task_due');
    case 'reminder_check_in':
      return t('notifications.prefs.kind.reminder_check_in');
    case 'reminder_check_out':
      return t('notifications.prefs.kind.reminder_check_out');
    case 'reminder_roll_call':
      return t('notifications.prefs.kind.reminder_roll_call');
    case 'reminder_requests':
      return t('notifications.prefs.kind.reminder_requests');
    case 'reminder_low_attendance':
      return t('notifications.prefs.kind.reminder_low_attendance');
    case 'reminder_kiosk_offline':
      return t('notifications.prefs.kind.reminder_kiosk_offline');
    default:
      return null;
  }
};

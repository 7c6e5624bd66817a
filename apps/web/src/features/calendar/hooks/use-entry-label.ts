import { useCallback } from 'react';
import { useCatalogueT } from '@/features/i18n';
import type { CalendarEntry } from '../api/types';
import { catalogue } from '../catalogue';

/** The text an entry shows in the calendar (classes with their group, leave by status …). */
export function useEntryLabel() {
  const t = useCatalogueT(catalogue);
  return useCallback(
    (entry: CalendarEntry) => {
      switch (entry.type) {
        case 'class':
          return entry.detail
            ? t('calendar.entry.class', { subject: entry.title, group: entry.detail })
            : entry.title;
        case 'shift':
          return t('calendar.entry.shift');
        case 'leave':
          return entry.status === 'pending'
            ? t('calendar.entry.leavePending')
            : t('calendar.entry.leave');
        case 'group_leave':
          return t('calendar.entry.groupLeave', { name: entry.detail ?? entry.title });
        default:
          return entry.title;
      }
    },
    [t],
  );
}

import type { Activity } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';

/** One line of a card's history, in the reader's language. */
export function useActivityText() {
  const t = useTasksT();
  return (entry: Activity): string => {
    const who = entry.actor_name || t('tasks.history.someone');
    const d = entry.details as Record<string, string | null | undefined>;
    switch (entry.action) {
      case 'created':
        return t('tasks.history.created', { who });
      case 'moved':
        return t('tasks.history.moved', { who, from: d.from ?? '', to: d.to ?? '' });
      case 'renamed':
        return t('tasks.history.renamed', { who, to: d.to ?? '' });
      case 'described':
        return t('tasks.history.described', { who });
      case 'due':
        return t('tasks.history.due', { who });
      case 'priority':
        return t('tasks.history.priority', { who });
      case 'labels':
        return t('tasks.history.labels', { who });
      case 'closed':
        return t('tasks.history.closed', { who });
      case 'reopened':
        return t('tasks.history.reopened', { who });
      case 'assigned':
        return t('tasks.history.assigned', { who, person: d.person ?? '' });
      case 'unassigned':
        return t('tasks.history.unassigned', { who, person: d.person ?? '' });
      case 'finished':
        return t('tasks.history.finished', { person: d.person ?? '' });
      case 'unfinished':
        return t('tasks.history.unfinished', { person: d.person ?? '' });
      case 'checklist_added':
        return t('tasks.history.checklistAdded', { who, item: d.item ?? '' });
      case 'checked':
        return t('tasks.history.checked', { who, item: d.item ?? '' });
      case 'unchecked':
        return t('tasks.history.unchecked', { who, item: d.item ?? '' });
      case 'commented':
        return t('tasks.history.commented', { who });
      case 'attachment_added':
        return t('tasks.history.attachmentAdded', { who, file: d.file ?? '' });
      case 'attachment_removed':
        return t('tasks.history.attachmentRemoved', { who, file: d.file ?? '' });
      default:
        return t('tasks.history.changed', { who });
    }
  };
}

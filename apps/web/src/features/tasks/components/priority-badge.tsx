import { Badge, type BadgeVariant } from '@/components/ui';
import type { Priority } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';

const VARIANT: Record<Priority, BadgeVariant> = {
  low: 'neutral',
  normal: 'brand',
  high: 'warning',
  urgent: 'danger',
};

export function usePriorityName() {
  const t = useTasksT();
  return (priority: Priority) =>
    ({
      low: t('tasks.priority.low'),
      normal: t('tasks.priority.normal'),
      high: t('tasks.priority.high'),
      urgent: t('tasks.priority.urgent'),
    })[priority];
}

export function PriorityBadge({ priority }: { priority: Priority }) {
  const name = usePriorityName();
  return <Badge variant={VARIANT[priority]}>{name(priority)}</Badge>;
}

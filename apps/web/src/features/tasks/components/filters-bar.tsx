import { Input, Select } from '@/components/ui';
import { useTasksT } from '../hooks/use-tasks-t';
import type { TaskFilters } from '../utils/filters';

type Props = {
  filters: TaskFilters;
  onChange: (filters: TaskFilters) => void;
  labels: string[];
  assignees: Array<{ id: string; name: string }>;
};

/** Mine, overdue, a label, an assignee, closed cards, and a search over titles. */
export function FiltersBar({ filters, onChange, labels, assignees }: Props) {
  const t = useTasksT();
  const set = (changes: Partial<TaskFilters>) => onChange({ ...filters, ...changes });
  const toggle = (label: string, checked: boolean, onToggle: (checked: boolean) => void) => (
    <label className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onToggle(event.target.checked)}
        className="h-4 w-4 accent-brand-600"
      />
      {label}
    </label>
  );
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="group"
      aria-label={t('tasks.filters.label')}
    >
      <Input
        type="search"
        value={filters.search}
        onChange={(event) => set({ search: event.target.value })}
        placeholder={t('tasks.filters.search')}
        aria-label={t('tasks.filters.search')}
        className="w-full sm:w-48"
      />
      {toggle(t('tasks.filters.mine'), filters.isMine, (isMine) => set({ isMine }))}
      {toggle(t('tasks.filters.overdue'), filters.isOverdue, (isOverdue) => set({ isOverdue }))}
      {toggle(t('tasks.filters.closed'), filters.showClosed, (showClosed) => set({ showClosed }))}
      <div className="w-full sm:w-40">
        <Select
          value={filters.label}
          onChange={(event) => set({ label: event.target.value })}
          aria-label={t('tasks.filters.byLabel')}
          placeholder={t('tasks.filters.anyLabel')}
          options={labels.map((label) => ({ value: label, label }))}
        />
      </div>
      {assignees.length > 0 ? (
        <div className="w-full sm:w-48">
          <Select
            value={filters.assignee}
            onChange={(event) => set({ assignee: event.target.value })}
            aria-label={t('tasks.filters.byAssignee')}
            placeholder={t('tasks.filters.anyone')}
            options={assignees.map((person) => ({ value: person.id, label: person.name }))}
          />
        </div>
      ) : null}
    </div>
  );
}

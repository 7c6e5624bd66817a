import { type FormEvent, useState } from 'react';
import { DateInput } from '@/components/ui/date-input';
import { Button, FormField, Input, Select, Textarea } from '@/components/ui';
import type { CardDetails } from '../api/cards';
import { PRIORITIES, type TaskCard } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';
import { usePriorityName } from './priority-badge';
import { notify } from '@/components/ui/toast';

const parseLabels = (text: string) =>
  [
    ...new Set(
      text
        .split(',')
        .map((label) => label.trim())
        .filter(Boolean),
    ),
  ].slice(0, 10);

/** Title, description, due date, priority and labels — editable by the board's editors. */
export function CardDetailsForm({
  card,
  onSave,
}: {
  card: TaskCard;
  onSave: (details: CardDetails) => Promise<void>;
}) {
  const t = useTasksT();
  const priorityName = usePriorityName();
  const [title, setTitle] = useState(card.title);
  const [description, setDescription] = useState(card.description);
  const [dueOn, setDueOn] = useState(card.due_on ?? '');
  const [priority, setPriority] = useState(card.priority);
  const [labels, setLabels] = useState(card.labels.join(', '));
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    setIsSaving(true);
    try {
      await onSave({
        title: title.trim(),
        description,
        due_on: dueOn || null,
        priority,
        labels: parseLabels(labels),
      });
      notify.saved(t('tasks.card.saved'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <FormField label={t('tasks.field.title')} isRequired>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required />
      </FormField>
      <FormField label={t('tasks.field.description')} hint={t('tasks.field.descriptionHint')}>
        <Textarea
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={5000}
          rows={4}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('tasks.field.due')}>
          <DateInput value={dueOn} onChange={setDueOn} />
        </FormField>
        <FormField label={t('tasks.field.priority')}>
          <Select
            value={priority}
            onChange={(e) => setPriority(e.target.value as typeof priority)}
            options={PRIORITIES.map((p) => ({ value: p, label: priorityName(p) }))}
          />
        </FormField>
      </div>
      <FormField label={t('tasks.field.labels')} hint={t('tasks.field.labelsHint')}>
        <Input value={labels} onChange={(e) => setLabels(e.target.value)} maxLength={400} />
      </FormField>
      <div className="flex items-center gap-3">
        <Button type="submit" isLoading={isSaving}>
          {t('tasks.card.save')}
        </Button>
      </div>
    </form>
  );
}

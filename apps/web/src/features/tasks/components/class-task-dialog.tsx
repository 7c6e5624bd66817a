import { type FormEvent, useState } from 'react';
import { DateInput } from '@/components/ui/date-input';
import { Alert, Button, Dialog, FormField, Input, Select, Textarea } from '@/components/ui';
import type { NewClassTask } from '../api/cards';
import { PRIORITIES, type Priority } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';
import { taskErrorMessage } from '../utils/errors';
import { usePriorityName } from './priority-badge';

/** A task for everyone in the group: a card each, or one card they share. */
export function ClassTaskDialog({
  boardId,
  groupName,
  onCreate,
  onClose,
}: {
  boardId: string;
  groupName: string;
  onCreate: (input: NewClassTask) => Promise<{ people: number }>;
  onClose: () => void;
}) {
  const t = useTasksT();
  const priorityName = usePriorityName();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [dueOn, setDueOn] = useState('');
  const [priority, setPriority] = useState<Priority>('normal');
  const [mode, setMode] = useState<'each' | 'shared'>('each');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    setIsSaving(true);
    setError(null);
    try {
      await onCreate({
        boardId,
        title: title.trim(),
        description,
        dueOn: dueOn || null,
        priority,
        mode,
      });
      onClose();
    } catch (failure) {
      setError(taskErrorMessage(failure, t));
    } finally {
      setIsSaving(false);
    }
  }

  const option = (value: 'each' | 'shared', label: string, hint: string) => (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3">
      <input
        type="radio"
        name="class-task-mode"
        value={value}
        checked={mode === value}
        onChange={() => setMode(value)}
        className="mt-0.5 h-4 w-4 accent-brand-600"
      />
      <span className="text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="block text-slate-600">{hint}</span>
      </span>
    </label>
  );

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t('tasks.classTask.title', { group: groupName })}
      description={t('tasks.classTask.intro')}
    >
      <form onSubmit={submit} className="space-y-3">
        {error ? <Alert variant="error">{error}</Alert> : null}
        <FormField label={t('tasks.field.title')} isRequired>
          <Input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={200}
            required
          />
        </FormField>
        <FormField label={t('tasks.field.description')}>
          <Textarea
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={5000}
            rows={3}
          />
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('tasks.field.due')}>
            <DateInput value={dueOn} onChange={setDueOn} />
          </FormField>
          <FormField label={t('tasks.field.priority')}>
            <Select
              value={priority}
              onChange={(e) => setPriority(e.target.value as Priority)}
              options={PRIORITIES.map((p) => ({ value: p, label: priorityName(p) }))}
            />
          </FormField>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">
            {t('tasks.classTask.mode')}
          </legend>
          {option('each', t('tasks.classTask.each'), t('tasks.classTask.eachHint'))}
          {option('shared', t('tasks.classTask.shared'), t('tasks.classTask.sharedHint'))}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('tasks.cancel')}
          </Button>
          <Button type="submit" isLoading={isSaving}>
            {t('tasks.classTask.give')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

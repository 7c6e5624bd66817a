import { type FormEvent, useState } from 'react';
import { Alert, Button, CheckboxField, Dialog, FormField, Input } from '@/components/ui';
import type { Column } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';

export type ColumnChanges = { name: string; wip_limit: number | null; is_done: boolean };

/** Add a column, or rename one and set its work-in-progress limit. */
export function ColumnDialog({
  column,
  onSave,
  onClose,
}: {
  column: Column | 'new';
  onSave: (changes: ColumnChanges) => Promise<void>;
  onClose: () => void;
}) {
  const t = useTasksT();
  const existing = column === 'new' ? null : column;
  const [name, setName] = useState(existing?.name ?? '');
  const [limit, setLimit] = useState(existing?.wip_limit ? String(existing.wip_limit) : '');
  const [isDone, setIsDone] = useState(existing?.is_done ?? false);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wip = limit.trim() ? Number(limit) : null;
    if (!name.trim() || (wip !== null && !(Number.isInteger(wip) && wip >= 1 && wip <= 999))) {
      setError(t('tasks.column.invalid'));
      return;
    }
    setIsSaving(true);
    try {
      await onSave({ name: name.trim(), wip_limit: wip, is_done: isDone });
      onClose();
    } catch {
      setError(t('tasks.error.generic'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={existing ? t('tasks.column.editTitle') : t('tasks.column.addTitle')}
      size="sm"
    >
      <form onSubmit={submit} className="space-y-3">
        {error ? <Alert variant="error">{error}</Alert> : null}
        <FormField label={t('tasks.column.name')} isRequired>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} required />
        </FormField>
        <FormField label={t('tasks.column.limit')} hint={t('tasks.column.limitHint')}>
          <Input
            type="number"
            min={1}
            max={999}
            inputMode="numeric"
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
          />
        </FormField>
        <CheckboxField label={t('tasks.column.isDone')} checked={isDone} onChange={setIsDone} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('tasks.cancel')}
          </Button>
          <Button type="submit" isLoading={isSaving}>
            {t('tasks.column.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

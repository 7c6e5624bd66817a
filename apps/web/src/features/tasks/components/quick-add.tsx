import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button, Input } from '@/components/ui';
import { useTasksT } from '../hooks/use-tasks-t';

/** Type a title and press Enter: a card at the end of the column. */
export function QuickAdd({
  columnName,
  onAdd,
}: {
  columnName: string;
  onAdd: (title: string) => Promise<void>;
}) {
  const t = useTasksT();
  const [title, setTitle] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = title.trim();
    if (!value) return;
    setIsSaving(true);
    try {
      await onAdd(value);
      setTitle('');
    } finally {
      setIsSaving(false);
    }
  }
  return (
    <form onSubmit={submit} className="mt-2 flex gap-1">
      <Input
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={200}
        placeholder={t('tasks.quickAdd.placeholder')}
        aria-label={t('tasks.quickAdd.label', { column: columnName })}
        className="h-9"
      />
      <Button
        type="submit"
        size="sm"
        className="h-9"
        isLoading={isSaving}
        aria-label={t('tasks.quickAdd.button', { column: columnName })}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </Button>
    </form>
  );
}

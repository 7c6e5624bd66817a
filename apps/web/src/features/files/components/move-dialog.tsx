import { type FormEvent, useState } from 'react';
import { Alert, Button, Dialog, FormField, Select } from '@/components/ui';
import { useCatalogueT } from '@/features/i18n';
import type { FileItem, Space } from '../api/types';
import { catalogue } from '../catalogue';
import { useFolders } from '../hooks/use-files-data';
import { useSpaceName } from './space-nav';

/** Choose a folder of the same space, or the top level of any space the person may write. */
export function MoveDialog({
  item,
  space,
  spaces,
  isPending,
  error,
  onMove,
  onClose,
}: {
  item: FileItem | null;
  space: Space;
  spaces: Space[];
  isPending: boolean;
  error: string | null;
  onMove: (spaceId: string, parentId: string | null) => void;
  onClose: () => void;
}) {
  const t = useCatalogueT(catalogue);
  const nameOf = useSpaceName();
  const folders = useFolders(item ? space.id : null);
  const [choice, setChoice] = useState('');
  const inside = new Set<string>();
  if (item?.kind === 'folder') {
    // Not into itself or a folder inside it.
    inside.add(item.id);
    let grew = true;
    while (grew) {
      grew = false;
      for (const folder of folders.data ?? []) {
        if (folder.parent_id && inside.has(folder.parent_id) && !inside.has(folder.id)) {
          inside.add(folder.id);
          grew = true;
        }
      }
    }
  }
  const options = [
    { value: `${space.id}:`, label: t('files.move.top', { space: nameOf(space) }) },
    ...(folders.data ?? [])
      .filter((folder) => !inside.has(folder.id) && folder.id !== item?.parent_id)
      .map((folder) => ({
        value: `${space.id}:${folder.id}`,
        label: `${nameOf(space)} / ${folder.name}`,
      })),
    ...spaces
      .filter((other) => other.id !== space.id && other.can_write)
      .map((other) => ({
        value: `${other.id}:`,
        label: t('files.move.top', { space: nameOf(other) }),
      })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = choice || options[0]!.value;
    const [spaceId, parentId] = value.split(':');
    onMove(spaceId!, parentId || null);
  };
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && !isPending && onClose()}
      title={item ? t('files.move.title', { name: item.name }) : ''}
      size="sm"
    >
      <form onSubmit={submit} className="space-y-4">
        <FormField label={t('files.move.to')}>
          <Select
            value={choice || options[0]!.value}
            onChange={(event) => setChoice(event.target.value)}
            options={options}
          />
        </FormField>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={isPending}>
            {t('files.action.cancel')}
          </Button>
          <Button type="submit" isLoading={isPending}>
            {t('files.move.button')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

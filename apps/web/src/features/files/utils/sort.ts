import type { FileItem, SortKey } from '../api/types';

/** Folders first, then by the chosen key; names compare as people read them ("2" before "10"). */
export function sortItems(items: FileItem[], key: SortKey, ascending: boolean, locale: string) {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const direction = ascending ? 1 : -1;
  return [...items].sort((a, b) => {
    if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1;
    let order = 0;
    if (key === 'size') order = a.size - b.size;
    else if (key === 'updated_at') order = a.updated_at.localeCompare(b.updated_at);
    if (order === 0) order = collator.compare(a.name, b.name);
    return order * direction;
  });
}

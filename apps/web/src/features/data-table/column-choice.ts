import { useCallback, useState } from 'react';

const key = (tableId: string) => `ias.table.${tableId}.hidden`;

function readHidden(tableId: string, defaults: string[]): string[] {
  try {
    const stored = window.localStorage.getItem(key(tableId));
    if (stored === null) return defaults;
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return defaults;
  }
}

/** The columns a person hid in one table, remembered in localStorage per table. */
export function useHiddenColumns(tableId: string, defaults: string[] = []) {
  const [hidden, setHidden] = useState(() => readHidden(tableId, defaults));
  const toggle = useCallback(
    (columnId: string, visible: boolean) =>
      setHidden((current) => {
        const next = visible
          ? current.filter((id) => id !== columnId)
          : [...current.filter((id) => id !== columnId), columnId];
        try {
          window.localStorage.setItem(key(tableId), JSON.stringify(next));
        } catch {
          // Storage full or blocked: the choice lasts for this visit only.
        }
        return next;
      }),
    [tableId],
  );
  return { hidden, toggle };
}

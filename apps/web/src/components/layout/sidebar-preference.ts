import { useCallback, useState } from 'react';

/** Where the app remembers that the person folded the sidebar to icons. */
export const SIDEBAR_COLLAPSED_KEY = 'ias-sidebar-collapsed';

/** The remembered choice (false when storage is unavailable or empty). */
export function readSidebarCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The sidebar's folded state, kept across reloads. */
export function useSidebarCollapsed(): [
  isCollapsed: boolean,
  setCollapsed: (value: boolean) => void,
] {
  const [isCollapsed, setState] = useState(readSidebarCollapsed);
  const setCollapsed = useCallback((value: boolean) => {
    setState(value);
    try {
      window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, value ? '1' : '0');
    } catch {
      // Private modes may refuse storage: the choice then lasts for this page only.
    }
  }, []);
  return [isCollapsed, setCollapsed];
}

import { useEffect } from 'react';

/** Sets the tab title to "<title> · Intelligent Attendance System". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} · Intelligent Attendance System`
      : 'Intelligent Attendance System';
  }, [title]);
}

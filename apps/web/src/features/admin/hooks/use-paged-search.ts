import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Search text and page number kept in the URL (?q=…&page=…), so back/forward and shared links
 * work; typing is debounced before it becomes the query.
 */
export function usePagedSearch(extraKeys: string[] = []) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text === q) return;
    const timer = setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (text) next.set('q', text);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);
  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key !== 'page' },
    );
  const extra = Object.fromEntries(extraKeys.map((k) => [k, params.get(k) ?? '']));
  return {
    q,
    page,
    text,
    setText,
    setPage: (n: number) => set('page', n > 1 ? String(n) : ''),
    extra,
    setExtra: set,
  };
}

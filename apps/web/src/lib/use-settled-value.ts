import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `ms` milliseconds: what a search box queries, so a
 * request is sent when typing pauses rather than on every key.
 */
export function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

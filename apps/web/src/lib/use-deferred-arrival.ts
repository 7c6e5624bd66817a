import { useDeferredValue } from 'react';

/**
 * `value` handed on through a deferred render: when it arrives, the screen built from it renders
 * in a background render that React pauses between components, not in the one long task of the
 * data's arrival, which would hold up taps and paint while a dashboard's cards are built (issue 11:
 * total blocking time). `isArriving` while that render is still to come, so the caller keeps its
 * skeleton. A value already there on the first render (cached data) is used at once.
 */
export function useDeferredArrival<T>(value: T): { value: T; isArriving: boolean } {
  const deferred = useDeferredValue(value);
  return { value: deferred, isArriving: Boolean(value) && !deferred };
}

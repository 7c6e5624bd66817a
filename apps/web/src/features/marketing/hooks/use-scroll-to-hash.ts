import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Pages load lazily, so the browser cannot scroll to `#section` on arrival by itself: once the
 * page has rendered, bring the element named in the URL's hash into view.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const frame = requestAnimationFrame(() => {
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

import { useEffect, useState } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/config/constants';

/** True once the page is scrolled more than the threshold (SPEC.md §2: 10 px). */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  const [isScrolled, setIsScrolled] = useState(false);
  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isScrolled;
}

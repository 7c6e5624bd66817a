import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const TYPING = 'input, textarea, select, [contenteditable="true"]';
/** How long a page may take to show its heading (its data may still be loading). */
const WAIT_FRAMES = 180;

/**
 * After a move to another page (not on the first load, which starts at the skip link), focus goes
 * to the new page's heading, so keyboard and screen-reader users start reading there. Someone
 * already typing in the new page keeps their place.
 */
export function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    let frame = 0;
    let tries = 0;
    const tick = () => {
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      const active = document.activeElement;
      if (active && main?.contains(active) && active.matches(TYPING)) return;
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // A heading is not a control: it needs no focus ring, only the reading position.
        heading.style.outline = 'none';
        heading.focus({ preventScroll: true });
        return;
      }
      tries += 1;
      if (tries < WAIT_FRAMES) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

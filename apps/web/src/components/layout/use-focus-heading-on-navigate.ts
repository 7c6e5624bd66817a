import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const TYPING = 'input, textarea, select, [contenteditable="true"]';
/**
 * How long a page may take to show its heading (its code may still be loading on a slow phone).
 * Waiting long costs nothing: the first key or pointer press ends the wait.
 */
const WAIT_MS = 10_000;

/**
 * After a move to another page (not on the first load, which starts at the skip link), focus goes
 * to the new page's heading, so keyboard and screen-reader users start reading there. Someone
 * already typing in the new page keeps their place, and so does someone who pressed a key or
 * pointed somewhere while the heading was still on its way: they have moved on, and a heading
 * arriving later must not pull them back. (Focus that a closing menu hands back to its button is
 * not a person's choice, so only their own keys and pointer count.)
 */
export function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    let frame = 0;
    const until = performance.now() + WAIT_MS;
    const stop = () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    const tick = () => {
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      const active = document.activeElement;
      if (active && main?.contains(active) && active.matches(TYPING)) return stop();
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // A heading is not a control: it needs no focus ring, only the reading position.
        heading.style.outline = 'none';
        heading.focus({ preventScroll: true });
        return stop();
      }
      if (performance.now() < until) frame = requestAnimationFrame(tick);
      else stop();
    };
    frame = requestAnimationFrame(tick);
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    return stop;
  }, [pathname]);
}

import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom lays nothing out: gives scrolling boxes, rows and cards the heights a browser would, so
 * the data table's virtualiser sees a 720 px window onto 49 px rows (140 px cards). Call inside a
 * `describe` of tests that render long lists.
 */
export function useBrowserLayout() {
  const heightOf = (element: HTMLElement) =>
    element.tagName === 'TR' ? 49 : element.tagName === 'LI' ? 140 : 720;
  beforeEach(() => {
    for (const name of ['offsetHeight', 'clientHeight'] as const) {
      vi.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(function (this: HTMLElement) {
        return heightOf(this);
      });
    }
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1024);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return new DOMRect(0, 0, 1024, heightOf(this));
    });
  });
  afterEach(() => vi.restoreAllMocks());
}

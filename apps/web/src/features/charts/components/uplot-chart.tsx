import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const BARS = uPlot.paths.bars!({ size: [0.6, 48] });

export type ChartSpec = (width: number) => { options: uPlot.Options; data: uPlot.AlignedData };

/**
 * uPlot in React: the only module that imports the library, so it loads with the first chart
 * (never with the first page). The canvas follows its container's width (readable at 360 px);
 * it is hidden from screen readers, which get each chart's text and table instead.
 */
export default function UplotChart({ spec, height }: { spec: ChartSpec; height: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let width = Math.max(element.clientWidth, 240);
    const build = () => {
      const { options, data } = spec(width);
      // A series may ask for bars by name: the paths come from this module, which owns uPlot.
      const series = options.series.map((s) =>
        (s.paths as unknown) === 'bars' ? { ...s, paths: BARS } : s,
      );
      return new uPlot({ ...options, series, width, height }, data, element);
    };
    // Drawn in a task of its own, after the render that mounted it: a dashboard whose figures
    // arrive renders its cards first and draws each canvas after, instead of one long task that
    // blocks the page (the box keeps the chart's height meanwhile, so nothing moves).
    let plot: uPlot | undefined;
    const first = setTimeout(() => {
      plot = build();
    }, 0);
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.max(Math.floor(entry?.contentRect.width ?? width), 240);
      if (next === width) return;
      width = next;
      if (!plot) return;
      // Axis labels and bar sizes depend on the width: rebuild rather than only resize.
      plot.destroy();
      plot = build();
    });
    observer.observe(element);
    return () => {
      clearTimeout(first);
      observer.disconnect();
      plot?.destroy();
    };
  }, [spec, height]);
  // Inline-size containment: the drawn canvas never widens the page's columns, so a narrower
  // window (a phone turned upright) shrinks the box and the chart is drawn again to fit.
  return (
    <div
      ref={box}
      aria-hidden="true"
      className="w-full min-w-0 overflow-hidden [contain:inline-size]"
      style={{ minHeight: height }}
      data-chart="uplot"
    />
  );
}

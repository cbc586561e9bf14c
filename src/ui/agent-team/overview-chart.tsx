// One chart of the team overview (issue 14): the daily series of a few figures as lines over the range's days,
// drawn with uPlot (loaded with this page's lazy chunk only). The canvas says nothing to a screen reader, so the
// figure carries a summary (aria-label) and the same numbers follow as a table.
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import css from './team-overview.module.css';

export interface ChartLine {
  label: string;
  values: number[];
  /** A colour of the dark theme, readable on --surface-2. */
  stroke: string;
}

/** Dates (yyyy-MM-dd) as the x axis shows them: MM-dd. */
const shortDay = (date: string) => date.slice(5);

export function OverviewChart({
  title,
  dayLabel,
  dates,
  lines,
  format,
  summary,
}: {
  title: string;
  dayLabel: string;
  dates: string[];
  lines: ChartLine[];
  format(v: number): string;
  summary: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const data = useMemo<uPlot.AlignedData>(() => [dates.map((_, i) => i), ...lines.map((l) => l.values)], [dates, lines]);
  useEffect(() => {
    const el = box.current!;
    const dim = getComputedStyle(el).getPropertyValue('--text-dim').trim() || '#aaa3c8';
    const grid = getComputedStyle(el).getPropertyValue('--line').trim() || '#2f2850';
    const axis = { stroke: dim, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const opts: uPlot.Options = {
      width: Math.max(el.clientWidth, 300),
      height: 240,
      scales: { x: { time: false, range: (_u, min, max) => (min === max ? [min - 0.5, max + 0.5] : [min, max]) } },
      axes: [
        { ...axis, values: (_u, splits) => splits.map((s) => (Number.isInteger(s) && dates[s] ? shortDay(dates[s]) : '')) },
        { ...axis, size: 80, values: (_u, splits) => splits.map((s) => format(s)) },
      ],
      series: [
        { label: dayLabel, value: (_u, v) => (v === null || !dates[v] ? '' : dates[v]) },
        ...lines.map((l) => ({
          label: l.label,
          stroke: l.stroke,
          width: 2,
          points: { show: true, size: 6, fill: l.stroke },
          value: (_u: uPlot, v: number | null) => (v === null ? '' : format(v)),
        })),
      ],
      legend: { live: true },
      cursor: { drag: { x: false, y: false } },
    };
    const plot = new uPlot(opts, data, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 300), height: 240 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, dates, lines, format, dayLabel]);
  return (
    <figure className={css.chart}>
      <figcaption className={css.chartTitle}>{title}</figcaption>
      <div ref={box} role="img" aria-label={summary} className={css.plot} />
    </figure>
  );
}

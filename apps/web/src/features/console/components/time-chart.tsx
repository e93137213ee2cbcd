import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export type ChartSeries = { label: string; values: number[]; color: string };

/**
 * One of the overview's charts, drawn by uPlot (a small, well-kept canvas chart library): a value
 * per period, as bars or lines. The canvas is hidden from screen readers; the same figures are in
 * the table the overview shows with every chart.
 */
export function TimeChart({
  labels,
  series,
  bars = false,
  height = 220,
}: {
  /** One label per period, oldest first. */
  labels: string[];
  series: ChartSeries[];
  bars?: boolean;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const x = labels.map((_, index) => index);
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false } },
        axes: [
          {
            values: (_chart, ticks) => ticks.map((tick) => labels[tick] ?? ""),
            stroke: "#475569",
            grid: { show: false },
          },
          { stroke: "#475569", grid: { stroke: "#e2e8f0" }, size: 56 },
        ],
        series: [
          {},
          ...series.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            points: { show: false },
            ...(bars ? { fill: line.color, paths: uPlot.paths.bars?.({ size: [0.6, 40] }) } : {}),
          })),
        ],
      },
      [x, ...series.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, series, bars, height]);
  return <div ref={box} aria-hidden="true" className="w-full" />;
}

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSpec } from './chart-data';
import { readTheme, type ChartTheme } from './palette';

const HEIGHT = 220;

/**
 * One Progress chart drawn by uPlot on a canvas (decision 264). Loaded lazily with the page's charts, so
 * the shell's bundle never holds it. The canvas is hidden from screen readers: the table beside it holds
 * the same figures. Redrawn when the system switches between light and dark.
 */
export default function TimeChart({ spec, locale }: { spec: ChartSpec; locale: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const dark = window.matchMedia('(prefers-color-scheme: dark)');
    let plot: uPlot | null = null;
    const draw = () => {
      plot?.destroy();
      const theme = readTheme(getComputedStyle(document.documentElement));
      const opts = options(spec, theme, el.clientWidth || 600, locale);
      plot = new uPlot(opts, spec.data as uPlot.AlignedData, el);
    };
    draw();
    const resize = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth || 600, height: HEIGHT }));
    resize.observe(el);
    dark.addEventListener('change', draw);
    return () => {
      dark.removeEventListener('change', draw);
      resize.disconnect();
      plot?.destroy();
    };
  }, [spec, locale]);
  return <div ref={box} aria-hidden="true" className="w-full" />;
}

/** The time axis's dates in the interface language (uPlot's own names are English). */
function dateTicks(locale: string) {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  return (_: uPlot, splits: number[]) => splits.map((s) => format.format(new Date(s * 1000)));
}

function options(spec: ChartSpec, theme: ChartTheme, width: number, locale: string): uPlot.Options {
  const color = (i: number) => theme.colors[i % theme.colors.length]!;
  const axis = { stroke: theme.text, grid: { stroke: theme.grid, width: 1 }, ticks: { stroke: theme.grid } };
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true, range: () => spec.x } },
    axes: [
      { ...axis, values: dateTicks(locale) },
      { ...axis, label: spec.yLabel, labelSize: 20 },
    ],
    series: [
      {},
      ...spec.series.map((s) => {
        const stroke = color(s.color);
        if (s.kind === 'bars') {
          return {
            label: s.label,
            stroke,
            fill: stroke,
            width: 1,
            paths: uPlot.paths.bars!({ size: [0.6, 48] }),
          };
        }
        if (s.kind === 'band-edge')
          return { label: s.label, stroke, width: 1, dash: [4, 4], points: { show: false } };
        return { label: s.label, stroke, width: 2, points: { show: true, size: 5 } };
      }),
    ],
    bands: spec.band ? [{ series: spec.band, fill: theme.band }] : [],
    hooks: { draw: [(u) => drawMarkers(u, spec.markers, theme)] },
  };
}

/** A dashed vertical line and its label where the assessor or model changed. */
function drawMarkers(u: uPlot, markers: ChartSpec['markers'], theme: ChartTheme) {
  const { ctx, bbox } = u;
  ctx.save();
  ctx.strokeStyle = theme.text;
  ctx.fillStyle = theme.text;
  ctx.setLineDash([6, 4]);
  ctx.lineWidth = devicePixelRatio;
  ctx.font = `${11 * devicePixelRatio}px sans-serif`;
  for (const m of markers) {
    const x = Math.round(u.valToPos(m.x, 'x', true));
    if (x < bbox.left || x > bbox.left + bbox.width) continue;
    ctx.beginPath();
    ctx.moveTo(x, bbox.top);
    ctx.lineTo(x, bbox.top + bbox.height);
    ctx.stroke();
    ctx.fillText(m.label, x + 4 * devicePixelRatio, bbox.top + 12 * devicePixelRatio);
  }
  ctx.restore();
}

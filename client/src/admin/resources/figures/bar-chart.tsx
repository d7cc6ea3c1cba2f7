import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

/** One row of bars: its name (for the colour key) and a value per label. */
export interface BarSeries {
  name: string;
  values: number[];
  colour: string;
}

interface BarChartProps {
  /** What each group of bars is (a period, a product ...), along the bottom. */
  labels: string[];
  series: BarSeries[];
  /** A value as the axis writes it (money through the shared formatter, counts as they are). */
  formatValue: (value: number) => string;
  height?: number;
  /** Counts: the axis steps by whole numbers (no "0.5 searches"). */
  wholeNumbers?: boolean;
}

/** Axis steps for counts, 1 and up. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 1_000_000];

/** Bars side by side in a group: each series' share of a group's width, and its place in it. */
const ALIGNS: Record<number, (-1 | 0 | 1)[]> = { 1: [0], 2: [1, -1] };

/**
 * Bars drawn by uPlot on a canvas. The canvas is hidden from assistive technology: every chart
 * stands beside a table of the same numbers (FigureTable), which a screen reader and a keyboard
 * read instead. uPlot's stylesheet is left out (the console's CSS is one file with the shop's); the
 * three rules the canvas needs to stack are given here.
 */
export function BarChart({ labels, series, formatValue, height = 220, wholeNumbers = false }: BarChartProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element || labels.length === 0) return undefined;
    const aligns = ALIGNS[series.length] ?? series.map(() => 0 as const);
    const size = series.length > 1 ? 0.35 : 0.6;
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      legend: { show: false },
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_, __, max) => [0, max > 0 ? max * 1.1 : 1] } },
      axes: [
        { splits: () => labels.map((_, index) => index), values: (_, splits) => splits.map((index) => labels[index] ?? ''), gap: 4, size: 40 },
        { values: (_, splits) => splits.map(formatValue), size: 90, ...(wholeNumbers ? { incrs: WHOLE_STEPS } : {}) },
      ],
      series: [{}, ...series.map((row, index) => ({
        label: row.name, stroke: row.colour, fill: row.colour, width: 0, points: { show: false },
        paths: uPlot.paths.bars!({ size: [size, 80], align: aligns[index] }),
      }))],
    };
    const chart = new uPlot(options, [labels.map((_, index) => index), ...series.map((row) => row.values)], element);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height }));
    resize.observe(element);
    return () => { resize.disconnect(); chart.destroy(); };
  }, [labels, series, formatValue, height, wholeNumbers]);
  return (
    <Box>
      <Box ref={container} aria-hidden="true" sx={{ width: '100%', '& .u-wrap': { position: 'relative' }, '& .u-over, & .u-under': { position: 'absolute' }, '& .u-title': { display: 'none' } }} />
      <Box component="ul" aria-hidden="true" sx={{ display: 'flex', gap: 2, listStyle: 'none', m: 0, p: 0, fontSize: '0.8rem' }}>
        {series.map((row) => (
          <li key={row.name}><Box component="span" sx={{ display: 'inline-block', width: 12, height: 12, mr: 0.5, bgcolor: row.colour, verticalAlign: 'middle' }} />{row.name}</li>
        ))}
      </Box>
    </Box>
  );
}

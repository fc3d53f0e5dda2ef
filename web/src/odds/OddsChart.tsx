/** One line of a chart: a price field over the moves. */
export interface ChartSeries {
  label: string;
  color: string;
  values: readonly number[];
}

/** A step of the chart named under its axis: the opening, the closing, the latest. */
export interface ChartMark {
  index: number;
  label: string;
}

/**
 * The steps before kick-off and those in play: the chart gives the first `prematch` steps after the
 * opening a part of its width of their own, and names both parts over them.
 */
export interface ChartPhases {
  prematch: number;
  labels: { prematch: string; inPlay: string };
}

const WIDTH = 560;
const HEIGHT = 180;
const PAD = { left: 44, right: 12, top: 18, bottom: 22 };
/** The least and the most of the width the moves before kick-off take when there are moves in play. */
const PREMATCH_SHARE = [0.3, 0.6] as const;

/** The height of the plot on a log scale of the prices, so that a move of 3.80 to 3.70 shows beside one of 1.50 to 51.00 in play. */
function yScale(all: readonly number[]): { min: number; max: number } {
  const logs = all.map((value) => Math.log(value));
  const min = Math.min(...logs);
  const max = Math.max(...logs);
  const room = max === min ? 0.05 : (max - min) * 0.1;
  return { min: min - room, max: max + room };
}

/** Where step `index` of `count` lies across the plot, from 0 to 1: evenly, or each phase evenly within its own part. */
function position(index: number, count: number, phases: ChartPhases | undefined): number {
  if (count <= 1) return 0;
  const split = phases?.prematch;
  if (split === undefined || split <= 0 || split >= count - 1) return index / (count - 1);
  const share = Math.min(PREMATCH_SHARE[1], Math.max(PREMATCH_SHARE[0], split / (count - 1)));
  if (index <= split) return (index / split) * share;
  return share + ((index - split) / (count - 1 - split)) * (1 - share);
}

/**
 * The movement of a market as lines, one per price field on a log scale, the opening price first; with `phases`,
 * the moves before kick-off and those in play each spread over a part of the width, the boundary
 * (the closing price) marked. Plain SVG: a handful of polylines needs no chart library.
 */
export function OddsChart({ series, caption, marks, phases }: {
  series: readonly ChartSeries[];
  caption: string;
  marks: readonly ChartMark[];
  phases?: ChartPhases;
}) {
  const all = series.flatMap((line) => line.values);
  const count = Math.max(0, ...series.map((line) => line.values.length));
  if (all.length === 0) return null;
  const { min, max } = yScale(all);
  const plot = WIDTH - PAD.left - PAD.right;
  const x = (index: number) => PAD.left + position(index, count, phases) * plot;
  const height = (log: number) => PAD.top + ((max - log) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  const y = (value: number) => height(Math.log(value));
  const ticks = [max, (max + min) / 2, min];
  const split = phases && phases.prematch < count - 1 ? phases.prematch : undefined;
  const anchor = (index: number) => (index === 0 ? 'start' : index >= count - 1 ? 'end' : 'middle');
  return (
    <figure className="odds-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={caption}>
        {phases && split !== undefined && (
          <g>
            <rect x={x(split)} y={PAD.top} width={WIDTH - PAD.right - x(split)} height={HEIGHT - PAD.top - PAD.bottom} className="odds-chart__in-play" />
            <line x1={x(split)} x2={x(split)} y1={PAD.top} y2={HEIGHT - PAD.bottom} className="odds-chart__kickoff" />
            <text x={PAD.left + 4} y={PAD.top - 5} className="odds-chart__phase">
              {phases.labels.prematch}
            </text>
            <text x={x(split) + 4} y={PAD.top - 5} className="odds-chart__phase">
              {phases.labels.inPlay}
            </text>
          </g>
        )}
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={height(tick)} y2={height(tick)} className="odds-chart__grid" />
            <text x={PAD.left - 6} y={height(tick) + 4} textAnchor="end" className="odds-chart__tick">
              {Math.exp(tick).toFixed(2)}
            </text>
          </g>
        ))}
        {marks.map((mark) => (
          <text key={mark.index} x={x(mark.index)} y={HEIGHT - 6} textAnchor={anchor(mark.index)} className="odds-chart__tick" data-mark={mark.label}>
            {mark.label}
          </text>
        ))}
        {series.map((line) => (
          <g key={line.label}>
            <polyline
              fill="none"
              stroke={line.color}
              strokeWidth={2}
              points={line.values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ')}
            />
            {line.values.map((value, index) => (
              <circle key={index} cx={x(index)} cy={y(value)} r={2.5} fill={line.color} />
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="odds-chart__legend">
        {series.map((line) => (
          <span key={line.label}>
            <i style={{ background: line.color }} />
            {line.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

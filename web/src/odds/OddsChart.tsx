/** One line of a chart: a price field over the moves. */
export interface ChartSeries {
  label: string;
  color: string;
  values: readonly number[];
}

const WIDTH = 560;
const HEIGHT = 180;
const PAD = { left: 44, right: 12, top: 12, bottom: 22 };

function yScale(all: readonly number[]): { min: number; max: number } {
  const min = Math.min(...all);
  const max = Math.max(...all);
  const room = max === min ? Math.max(0.05, Math.abs(max) * 0.05) : (max - min) * 0.1;
  return { min: min - room, max: max + room };
}

/**
 * The movement of a market as lines, one per price field, the moves evenly spaced left to right
 * (opening price first). Plain SVG: a handful of polylines needs no chart library.
 */
export function OddsChart({ series, caption }: { series: readonly ChartSeries[]; caption: string }) {
  const all = series.flatMap((line) => line.values);
  const count = Math.max(0, ...series.map((line) => line.values.length));
  if (all.length === 0) return null;
  const { min, max } = yScale(all);
  const x = (index: number) => PAD.left + (count <= 1 ? 0 : (index / (count - 1)) * (WIDTH - PAD.left - PAD.right));
  const y = (value: number) => PAD.top + ((max - value) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  const ticks = [max, (max + min) / 2, min];
  return (
    <figure className="odds-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={caption}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="odds-chart__grid" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="odds-chart__tick">
              {tick.toFixed(2)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 6} className="odds-chart__tick">
          初盘
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="odds-chart__tick">
          即时
        </text>
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

import type { Report } from './build';

const COLORS: Record<string, string> = { gateway: '#c0392b', floor: '#1e8449', 'floor-batched': '#7d3c98', naive: '#2471a3' };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const BINS = [0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, Number.POSITIVE_INFINITY];

function histogramSvg(report: Report): string {
  const width = 760;
  const height = 260;
  const phases = Object.entries(report.phases).filter(([, phase]) => phase !== undefined && phase.histogram.length > 0);
  const shares = phases.map(([name, phase]) => {
    const counts = new Array<number>(BINS.length - 1).fill(0);
    let total = 0;
    for (const [value, count] of phase?.histogram ?? []) {
      const bin = BINS.findIndex((edge, index) => value >= edge && value < (BINS[index + 1] ?? Infinity));
      counts[bin] = (counts[bin] ?? 0) + count;
      total += count;
    }
    return { name, shares: counts.map((count) => (total === 0 ? 0 : count / total)) };
  });
  const groups = BINS.length - 1;
  const groupWidth = (width - 60) / groups;
  const barWidth = groupWidth / Math.max(1, shares.length) - 2;
  const bars: string[] = [];
  shares.forEach(({ name, shares: values }, series) => {
    values.forEach((share, bin) => {
      const barHeight = share * (height - 60);
      const x = 50 + bin * groupWidth + series * (barWidth + 2);
      bars.push(`<rect x="${x.toFixed(1)}" y="${(height - 30 - barHeight).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${barHeight.toFixed(1)}" fill="${COLORS[name] ?? '#555'}"><title>${name}: ${(share * 100).toFixed(2)}%</title></rect>`);
    });
  });
  const labels = BINS.slice(0, -1).map((edge, bin) => {
    const next = BINS[bin + 1];
    const text = next === Infinity ? `≥${edge}` : `${edge}–${next}`;
    return `<text x="${(50 + bin * groupWidth + groupWidth / 2).toFixed(1)}" y="${height - 12}" font-size="10" text-anchor="middle">${text}</text>`;
  });
  const axis = [0, 0.25, 0.5, 0.75, 1].map((share) => {
    const y = height - 30 - share * (height - 60);
    return `<line x1="45" x2="${width}" y1="${y}" y2="${y}" stroke="#ddd"/><text x="40" y="${y + 3}" font-size="10" text-anchor="end">${share * 100}%</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" role="img">${axis.join('')}${bars.join('')}${labels.join('')}<text x="${width / 2}" y="${height}" font-size="11" text-anchor="middle">end-to-end latency, ms (share of live patches)</text></svg>`;
}

function lineSvg(title: string, series: { name: string; points: { x: number; y: number | null }[] }[], unit: string): string {
  const width = 760;
  const height = 220;
  const all = series.flatMap((s) => s.points.filter((p) => p.y !== null)) as { x: number; y: number }[];
  if (all.length === 0) return `<p>${escape(title)}: no data</p>`;
  const maxX = Math.max(...all.map((p) => p.x), 1);
  const maxY = Math.max(...all.map((p) => p.y), 1) * 1.1;
  const sx = (x: number) => 50 + (x / maxX) * (width - 70);
  const sy = (y: number) => height - 30 - (y / maxY) * (height - 50);
  const paths = series.map(({ name, points }) => {
    const d = points
      .filter((p) => p.y !== null)
      .map((p, index) => `${index === 0 ? 'M' : 'L'}${sx(p.x).toFixed(1)},${sy(p.y as number).toFixed(1)}`)
      .join('');
    const color = COLORS[name.split(' ')[0] ?? ''] ?? '#555';
    const dash = name.includes('list') || name.includes('gateway-1') ? ' stroke-dasharray="4 3"' : '';
    return `<path d="${d}" fill="none" stroke="${color}" stroke-width="1.5"${dash}><title>${escape(name)}</title></path>`;
  });
  const grid = [0, 0.5, 1].map((f) => `<line x1="45" x2="${width}" y1="${sy(maxY * f)}" y2="${sy(maxY * f)}" stroke="#ddd"/><text x="40" y="${sy(maxY * f) + 3}" font-size="10" text-anchor="end">${Math.round(maxY * f)}</text>`);
  const legend = series.map((s, index) => `<text x="${60 + index * 150}" y="14" font-size="11" fill="${COLORS[s.name.split(' ')[0] ?? ''] ?? '#555'}">${escape(s.name)}</text>`);
  return `<h3>${escape(title)}</h3><svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" role="img">${grid.join('')}${paths.join('')}${legend.join('')}<text x="${width / 2}" y="${height - 5}" font-size="11" text-anchor="middle">seconds since the phase started (${escape(unit)})</text></svg>`;
}

/** A self-contained page: tables, a latency histogram and time series, inline SVG, nothing fetched. */
export function renderHtml(report: Report, summary: string): string {
  const phases = Object.entries(report.phases).filter(([, p]) => p !== undefined);
  const rel = (t: number, origin: number) => (t - origin) / 1000;
  const origins = Object.fromEntries(phases.map(([name, p]) => [name, Math.min(...(p?.series.seconds.map((s) => s.t) ?? [0]))]));
  const deliveries = phases.map(([name, p]) => ({ name, points: (p?.series.seconds ?? []).map((s) => ({ x: rel(s.t, origins[name] ?? 0), y: s.deliveries })) }));
  const p99 = phases.map(([name, p]) => ({ name, points: (p?.series.seconds ?? []).map((s) => ({ x: rel(s.t, origins[name] ?? 0), y: s.p99 })) }));
  const cpu = phases.flatMap(([name, p]) =>
    Object.entries(p?.series.processes ?? {})
      .filter(([process]) => !process.startsWith('worker') && process !== 'upstream')
      .map(([process, points]) => ({ name: `${name} ${process}`, points: points.map((s) => ({ x: rel(s.t, origins[name] ?? 0), y: s.cpuPct })) })),
  );
  const rss = phases.flatMap(([name, p]) =>
    Object.entries(p?.series.processes ?? {})
      .filter(([process]) => !process.startsWith('worker') && process !== 'upstream')
      .map(([process, points]) => ({ name: `${name} ${process}`, points: points.map((s) => ({ x: rel(s.t, origins[name] ?? 0), y: s.rssMB })) })),
  );
  const chat = report.phases.gateway?.chat;
  const moderation =
    chat === undefined
      ? ''
      : `<h2>Moderation during the storm</h2><table><tr><th>act</th><th>by</th><th>answer</th><th>HTTP ms</th><th>consoles that saw it</th><th>ms from the call, each console</th><th>ms from the answer</th></tr>${chat.moderation
          .map(
            (act) =>
              `<tr><td>${escape(act.act)} ${escape(act.target)}</td><td>${escape(act.by)}</td><td>${escape(act.answer)}</td><td>${act.answerMs}</td><td>${act.seen}/${act.consoles}</td><td>${act.fromCallMs.join(', ')}</td><td>${act.fromAnswerMs.join(', ')}</td></tr>`,
          )
          .join('')}</table>`;
  const targets = report.targets
    .map((t) => `<tr><td>${escape(t.name)}</td><td>${escape(t.target)}</td><td>${escape(t.measured)}</td><td>${t.met === null ? '?' : t.met ? 'met' : '<b>missed</b>'}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>load: ${escape(report.profile)}</title>
<style>body{font:14px/1.45 system-ui,sans-serif;margin:24px;max-width:1000px}pre{background:#f6f6f6;padding:12px;overflow:auto;font-size:12px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:3px 8px;text-align:left}</style>
</head><body>
<h1>Load run: ${escape(report.profile)}</h1>
<p>${escape(report.description)}</p>
<p><code>${escape(report.command)}</code> — ${escape(report.startedAt)}</p>
<pre>${escape(summary)}</pre>
<h2>Targets</h2><table><tr><th>what</th><th>target</th><th>measured</th><th></th></tr>${targets}</table>
${moderation}
<h2>Latency histogram</h2>${histogramSvg(report)}
<h2>Time series</h2>
${lineSvg('deliveries per second', deliveries, 'patches received by all fans')}
${lineSvg('p99 latency per second', p99, 'ms, all channels')}
${lineSvg('server CPU', cpu, '% of one core')}
${lineSvg('server RSS', rss, 'MB')}
</body></html>
`;
}

import type { LatencySummary } from '../metrics/histogram';
import type { Report } from './build';

const ms = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value}`);
const lat = (s: LatencySummary | undefined) => (s === undefined ? '—' : `${ms(s.p50)}/${ms(s.p90)}/${ms(s.p99)}/${ms(s.max)}`);
const pad = (text: string, width: number) => text.padEnd(width);

/** The one-screen text summary of a run. */
export function summarize(report: Report): string {
  const lines: string[] = [];
  const s = report.settings;
  lines.push(`profile ${report.profile}: ${s.clients} fans, ${s.liveMatches} live matches, ${s.rate} events/s for ${s.duration} s, ${s.gateways} gateway(s)${s.replay ? `, replay ${s.replay}` : ''}`);
  lines.push(`machine: ${report.machine.cores} cores, ${report.machine.cpu}, node ${report.machine.node}; ${report.placement}`);
  lines.push('');
  lines.push(`${pad('', 10)}${pad('connected', 12)}${pad('lost/dup', 10)}${pad('match p50/90/99/max ms', 24)}${pad('list p50/90/99/max ms', 24)}${pad('deliv/s', 9)}${pad('B/upd m,l', 12)}${pad('cpu avg%', 9)}${pad('loop p99', 9)}RSS/conn`);
  for (const [name, phase] of Object.entries(report.phases)) {
    if (phase === undefined) continue;
    const figures = Object.entries(phase.serverFigures).filter(([server]) => server !== 'redis');
    const cpu = figures.map(([, f]) => ms(f.cpuAvgPct)).join('+');
    const loop = figures.map(([, f]) => ms(f.loopDelayP99MaxMs)).join('+');
    lines.push(
      pad(name, 10) +
        pad(`${phase.connected}/${phase.fans}`, 12) +
        pad(`${phase.delivery.lost}/${phase.delivery.duplicated}`, 10) +
        pad(lat(phase.latency.match), 24) +
        pad(lat(phase.latency.list), 24) +
        pad(String(phase.throughput.deliveriesPerSecond), 9) +
        pad(`${ms(phase.bytes.match?.perUpdate)},${ms(phase.bytes.list?.perUpdate)}`, 12) +
        pad(cpu, 9) +
        pad(loop, 9) +
        `${ms(phase.rssPerConnectionKB)} KB`,
    );
  }
  const g = report.phases.gateway;
  if (g !== undefined) {
    lines.push('');
    lines.push(
      `gateway: ${g.delivery.expected} patches expected, ${g.delivery.delivered} live + ${g.delivery.caughtUp} by resync + ${g.delivery.viaSnapshot} by snapshot; ` +
        `all ${g.fans} fans connected in ${(g.connect.allMs / 1000).toFixed(1)} s (per fan p99 ${ms(g.connect.perFan.p99)} ms)`,
    );
    for (const [kind, b] of Object.entries(g.bytes)) lines.push(`  ${kind}: ${b.perUpdate} B per update vs ${b.snapshot} B snapshot (${b.pctOfSnapshot}%)`);
  }
  const ratios = Object.entries(report.ratios).filter(([, value]) => value !== null);
  if (ratios.length > 0) lines.push(`ratios gateway/baseline: ${ratios.map(([key, value]) => `${key} ${value}`).join(', ')}`);
  if (report.targets.length > 0) {
    lines.push('');
    for (const t of report.targets) lines.push(`  [${t.met === null ? ' ? ' : t.met ? 'met' : 'MISS'}] ${t.name}: ${t.measured} (target ${t.target})`);
  }
  for (const note of report.notes) lines.push(`note: ${note}`);
  return lines.join('\n');
}

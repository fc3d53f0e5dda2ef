import type { LatencySummary } from '../metrics/histogram';
import { everyConsoleMs, type ChatReport, type PhaseReport, type Report } from './build';

const ms = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value}`);
const lat = (s: LatencySummary | undefined) => (s === undefined ? '—' : `${ms(s.p50)}/${ms(s.p90)}/${ms(s.p99)}/${ms(s.max)}`);
const pad = (text: string, width: number) => text.padEnd(width);

const spread = (values: number[]) =>
  values.length === 0 ? '—' : `${values[0]}/${values[Math.floor(values.length / 2)]}/${values[values.length - 1]}`;

function chatLines(chat: ChatReport, phase: PhaseReport): string[] {
  const latency = phase.latency.room;
  const { lost, duplicated } = phase.delivery;
  const { lastDeliveryAfterSeconds, sustainedPerSecond } = phase.throughput;
  const refused = Object.entries(chat.messages.refused);
  const lines = [
    `chat: room ${chat.roomId}, ${chat.viewers} viewers of whom ${chat.senders} send (${chat.perSenderPerSecond}/s each), ${chat.moderatorConsoles} moderator consoles; ` +
      `${chat.signedIn} users signed in through the public API in ${chat.signInSeconds} s`,
    `  messages: ${chat.messages.sent} sent, ${chat.messages.accepted} accepted, ` +
      `refused ${refused.length === 0 ? 'none' : refused.map(([reason, count]) => `${count}× ${reason}`).join(', ')}; ` +
      `chat.send answered p50/90/99/max ${lat(chat.ackMs)} ms; room channel +${chat.messages.channelAdvanced}`,
    `  per viewer: ${chat.perViewer.expected} messages expected, ${chat.perViewer.complete} of ${chat.perViewer.viewers} viewers got every one; lost ${lost}, duplicated ${duplicated}`,
    `  chat latency, send to each viewer, p50/90/99/max: ${lat(latency)} ms over ${latency?.samples ?? 0} receipts; ` +
      `the last one ${ms(lastDeliveryAfterSeconds)} s after the storm began (${ms(sustainedPerSecond)} deliveries/s until then)`,
  ];
  for (const act of chat.moderation) {
    const what = act.act === 'ban' ? `ban of ${act.target} by the ${act.by}` : `manager change (${act.target} appointed) by the ${act.by}`;
    lines.push(
      `  ${what}: answered "${act.answer}" in ${act.answerMs} ms; seen by ${act.seen}/${act.consoles} consoles, ` +
        `from the call min/median/max ${spread(act.fromCallMs)} ms, from the answer ${spread(act.fromAnswerMs)} ms` +
        (everyConsoleMs(act) === null ? ' — NOT every console' : ''),
    );
  }
  lines.push(`  the new manager's own console after the change: ${chat.newManagerConsole.startsWith('{"ok":true') ? 'admitted' : chat.newManagerConsole}`);
  return lines;
}

const KIND_ORDER = ['match', 'list', 'room'];

/** The one-screen text summary of a run. */
export function summarize(report: Report): string {
  const lines: string[] = [];
  const s = report.settings;
  lines.push(
    s.senders === null
      ? `profile ${report.profile}: ${s.clients} fans, ${s.liveMatches} live matches, ${s.rate} events/s for ${s.duration} s, ${s.gateways} gateway(s)${s.replay ? `, replay ${s.replay}` : ''}`
      : `profile ${report.profile}: ${s.clients} viewers in one room, ${s.rate} chat messages/s from ${s.senders} of them for ${s.duration} s, ${s.gateways} gateway(s)`,
  );
  lines.push(`machine: ${report.machine.cores} cores, ${report.machine.cpu}, node ${report.machine.node}; ${report.placement}`);
  lines.push('');
  const seenKinds = new Set(Object.values(report.phases).flatMap((phase) => Object.keys(phase?.latency ?? {})));
  const kinds = KIND_ORDER.filter((kind) => seenKinds.has(kind));
  if (kinds.length === 0) kinds.push('match', 'list');
  lines.push(
    `${pad('', 10)}${pad('connected', 12)}${pad('lost/dup', 10)}${kinds.map((kind) => pad(`${kind} p50/90/99/max ms`, 24)).join('')}` +
      `${pad('deliv/s', 9)}${pad(`B/upd ${kinds.map((kind) => kind[0]).join(',')}`, 12)}${pad('cpu avg%', 9)}${pad('loop p99', 9)}RSS/conn`,
  );
  for (const [name, phase] of Object.entries(report.phases)) {
    if (phase === undefined) continue;
    const figures = Object.entries(phase.serverFigures).filter(([server]) => server !== 'redis');
    const cpu = figures.map(([, f]) => ms(f.cpuAvgPct)).join('+');
    const loop = figures.map(([, f]) => ms(f.loopDelayP99MaxMs)).join('+');
    lines.push(
      pad(name, 10) +
        pad(`${phase.connected}/${phase.fans}`, 12) +
        pad(`${phase.delivery.lost}/${phase.delivery.duplicated}`, 10) +
        kinds.map((kind) => pad(lat(phase.latency[kind]), 24)).join('') +
        pad(String(phase.throughput.deliveriesPerSecond), 9) +
        pad(kinds.map((kind) => ms(phase.bytes[kind]?.perUpdate)).join(','), 12) +
        pad(cpu, 9) +
        pad(loop, 9) +
        `${ms(phase.rssPerConnectionKB)} KB`,
    );
  }
  const probed = Object.entries(report.phases).flatMap(([name, phase]) => (phase?.probe === undefined ? [] : [{ name, probe: phase.probe }]));
  if (probed.length > 0) lines.push('probe fans (a worker process of their own, so no other fan\'s frames ahead of theirs on the load side):');
  for (const { name, probe } of probed) {
    lines.push(`${pad(`  ${name}`, 22)}${pad(`${probe.fans} fans`, 10)}${kinds.map((kind) => pad(lat(probe.latency[kind]), 24)).join('')}`);
  }
  const g = report.phases.gateway;
  if (g !== undefined) {
    lines.push('');
    lines.push(
      `gateway: ${g.delivery.expected} patches expected, ${g.delivery.delivered} live + ${g.delivery.caughtUp} by resync + ${g.delivery.viaSnapshot} by snapshot; ` +
        `all ${g.fans} fans connected in ${(g.connect.allMs / 1000).toFixed(1)} s (per fan p99 ${ms(g.connect.perFan.p99)} ms)`,
    );
    for (const [kind, b] of Object.entries(g.bytes)) lines.push(`  ${kind}: ${b.perUpdate} B per update vs ${b.snapshot} B snapshot (${b.pctOfSnapshot}%)`);
    if (g.chat !== undefined) lines.push(...chatLines(g.chat, g));
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

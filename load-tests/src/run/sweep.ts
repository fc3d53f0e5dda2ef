import type { Profile } from '../profiles';
import { phaseReport, type PhaseReport } from '../report/build';
import type { PhaseOptions, TargetName } from './phase';
import { runPhase } from './phase';

/** What a step must hold to count: the match-day targets, with nothing lost, duplicated or left unconnected. */
export const SWEEP_LIMITS = { matchP99Ms: 50, listP99Ms: 250 } as const;

export type SweepStep = {
  clients: number;
  held: boolean;
  /** Why the step did not hold, when it did not. */
  reason: string | null;
  matchP99: number | null;
  listP99: number | null;
  /** The probe fans' p99s (a worker process of their own), shown beside; the step is judged on all fans. */
  probeMatchP99?: number | null;
  probeListP99?: number | null;
  lost: number;
  duplicated: number;
  connectFailures: number;
  serverCpuAvgPct: number | null;
  loopDelayP99MaxMs: number | null;
};

export type SweepTarget = { target: TargetName; steps: SweepStep[]; largestHeld: number | null };

/** Whether a step held the targets, and if not, the first reason. */
export function judgeStep(report: Pick<PhaseReport, 'latency' | 'delivery' | 'connectFailures' | 'fans'>): string | null {
  const match = report.latency.match?.p99 ?? null;
  const list = report.latency.list?.p99 ?? null;
  if (report.connectFailures > 0) return `${report.connectFailures} of ${report.fans} fans did not connect`;
  if (report.delivery.lost > 0) return `${report.delivery.lost} lost`;
  if (report.delivery.duplicated > 0) return `${report.delivery.duplicated} duplicated`;
  if (match === null || match > SWEEP_LIMITS.matchP99Ms) return `match p99 ${match ?? '—'} ms > ${SWEEP_LIMITS.matchP99Ms}`;
  if (list !== null && list > SWEEP_LIMITS.listP99Ms) return `list p99 ${list} ms > ${SWEEP_LIMITS.listP99Ms}`;
  return null;
}

/**
 * Raises the fans step by step for each target, one phase per step, until a step does not hold the
 * targets (or fails); the largest step that held is the target's throughput at the targets. A
 * target's steps stop at its first miss: latency past saturation only grows.
 */
export async function runSweep(options: {
  targets: TargetName[];
  steps: number[];
  profile: Profile;
  phase: Omit<PhaseOptions, 'target' | 'profile'>;
  log: (line: string) => void;
}): Promise<SweepTarget[]> {
  const results: SweepTarget[] = [];
  for (const target of options.targets) {
    const steps: SweepStep[] = [];
    let largestHeld: number | null = null;
    for (const clients of options.steps) {
      options.log(`sweep ${target}: ${clients} fans`);
      const phase = await runPhase({ ...options.phase, target, profile: { ...options.profile, clients } }).catch((error: unknown) => {
        options.log(`  ${target} at ${clients} fans failed: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
      if (phase === undefined) {
        steps.push({
          clients, held: false, reason: 'the phase failed (see the log)', matchP99: null, listP99: null, lost: 0, duplicated: 0,
          connectFailures: 0, serverCpuAvgPct: null, loopDelayP99MaxMs: null,
        });
        break;
      }
      const report = phaseReport(phase);
      const reason = judgeStep(report);
      const servers = Object.entries(report.serverFigures).filter(([name]) => name !== 'total' && name !== 'redis');
      const step: SweepStep = {
        clients,
        held: reason === null,
        reason,
        matchP99: report.latency.match?.p99 ?? null,
        listP99: report.latency.list?.p99 ?? null,
        probeMatchP99: report.probe?.latency.match?.p99 ?? null,
        probeListP99: report.probe?.latency.list?.p99 ?? null,
        lost: report.delivery.lost,
        duplicated: report.delivery.duplicated,
        connectFailures: report.connectFailures,
        serverCpuAvgPct: servers[0]?.[1].cpuAvgPct ?? null,
        loopDelayP99MaxMs: servers[0]?.[1].loopDelayP99MaxMs ?? null,
      };
      steps.push(step);
      options.log(`  ${target} at ${clients}: ${reason ?? 'held'} (match p99 ${step.matchP99 ?? '—'} ms, list p99 ${step.listP99 ?? '—'} ms, cpu ${step.serverCpuAvgPct ?? '—'}%)`);
      if (reason !== null) break;
      largestHeld = clients;
    }
    results.push({ target, steps, largestHeld });
  }
  return results;
}

/** The sweep as text: each target's steps, the largest load each held, and the gateway's ratio to each baseline. */
export function summarizeSweep(results: SweepTarget[], header: string[]): string {
  const lines = [...header, ''];
  lines.push(`limits per step: match p99 <= ${SWEEP_LIMITS.matchP99Ms} ms, list p99 <= ${SWEEP_LIMITS.listP99Ms} ms, 0 lost, 0 duplicated, every fan connected`);
  lines.push('');
  for (const { target, steps, largestHeld } of results) {
    lines.push(`${target}: largest load held ${largestHeld === null ? 'none of the steps' : `${largestHeld} fans`}`);
    for (const step of steps) {
      lines.push(
        `  ${String(step.clients).padStart(6)} fans  ${step.held ? 'held  ' : 'missed'}  match p99 ${step.matchP99 ?? '—'} ms, list p99 ${step.listP99 ?? '—'} ms, ` +
          (step.probeMatchP99 == null ? '' : `probe fans ${step.probeMatchP99}/${step.probeListP99 ?? '—'} ms, `) +
          `lost/dup ${step.lost}/${step.duplicated}, cpu ${step.serverCpuAvgPct ?? '—'}%, loop p99 ${step.loopDelayP99MaxMs ?? '—'} ms` +
          (step.reason === null ? '' : `  (${step.reason})`),
      );
    }
  }
  const gateway = results.find((result) => result.target === 'gateway')?.largestHeld ?? null;
  lines.push('');
  for (const { target, largestHeld } of results) {
    if (target === 'gateway') continue;
    const ratio = gateway === null || largestHeld === null || largestHeld === 0 ? '—' : (gateway / largestHeld).toFixed(2);
    lines.push(`throughput at the targets, gateway ÷ ${target}: ${ratio}`);
  }
  return lines.join('\n');
}

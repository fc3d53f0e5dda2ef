import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;

/** CPU time (ms, user and system) and resident memory (bytes) of a process, from /proc; undefined once it is gone. */
export function readProcess(pid: number): { cpuMs: number; rssBytes: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the command name start at index 3 (state): utime is 14, stime 15, rss 24.
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    const rssPages = Number(fields[21]);
    return { cpuMs: ((utime + stime) * 1000) / TICKS_PER_SECOND, rssBytes: rssPages * PAGE_BYTES };
  } catch {
    return undefined;
  }
}

export type ProcessSample = { t: number; cpuPct: number; rssBytes: number };

/** Samples processes every second: CPU as percent of one core over the last second, and RSS. */
export class ProcessSampler {
  readonly series = new Map<string, ProcessSample[]>();
  private readonly last = new Map<string, { t: number; cpuMs: number }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly pids: Map<string, number>) {}

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), 1_000);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The current RSS of one process. */
  rss(name: string): number {
    const pid = this.pids.get(name);
    return pid === undefined ? 0 : (readProcess(pid)?.rssBytes ?? 0);
  }

  private sample(): void {
    const t = Date.now();
    for (const [name, pid] of this.pids) {
      const reading = readProcess(pid);
      if (reading === undefined) continue;
      const previous = this.last.get(name);
      this.last.set(name, { t, cpuMs: reading.cpuMs });
      if (previous === undefined) continue;
      const cpuPct = (100 * (reading.cpuMs - previous.cpuMs)) / Math.max(1, t - previous.t);
      let series = this.series.get(name);
      if (series === undefined) {
        series = [];
        this.series.set(name, series);
      }
      series.push({ t, cpuPct, rssBytes: reading.rssBytes });
    }
  }
}

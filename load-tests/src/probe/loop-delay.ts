import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

// Preloaded with `--import` into a server under load: every second it appends the event-loop
// delay of that second (milliseconds) to the file named by LOAD_PROBE_FILE. The histogram's
// samples include the sampling interval itself, which is taken off. SIGUSR2 runs a full
// collection (with --expose-gc) so memory read right after is what is live, not garbage.

const RESOLUTION_MS = 10;
const late = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);

const file = process.env.LOAD_PROBE_FILE;
if (file !== undefined && file !== '') {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  const timer = setInterval(() => {
    const line = {
      t: Date.now(),
      p50: late(delay.percentile(50)),
      p99: late(delay.percentile(99)),
      max: late(delay.max),
    };
    delay.reset();
    try {
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    } catch {
      clearInterval(timer);
    }
  }, 1_000);
  timer.unref();
  const collect = (globalThis as { gc?: () => void }).gc;
  if (collect !== undefined) process.on('SIGUSR2', () => collect());
}

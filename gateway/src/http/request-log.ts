import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/** Requests whose failure the error handler already logged, so the response hook does not log it again. */
const failuresLogged = new WeakSet<FastifyRequest>();

export function markFailureLogged(request: FastifyRequest): void {
  failuresLogged.add(request);
}

/** Starts `tick` every `ms` and answers how to stop it; tests drive it with fake timers. */
export type Interval = (ms: number, tick: () => void) => () => void;

export const unrefInterval: Interval = (ms, tick) => {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
};

export const SUMMARY_INTERVAL_MS = 60_000;

/** Counts the requests of one period by status class and keeps their durations for the slowest and p99. */
export function createRequestSummary(log: Pick<FastifyBaseLogger, 'info'>, interval: Interval = unrefInterval) {
  let durations: number[] = [];
  let byStatus: Record<string, number> = {};

  const flush = () => {
    if (durations.length === 0) return;
    const sorted = durations.sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
    log.info({ requests: sorted.length, byStatus, p99Ms: Math.round(p99), slowestMs: Math.round(sorted[sorted.length - 1] ?? 0) }, 'requests in the last minute');
    durations = [];
    byStatus = {};
  };
  const stop = interval(SUMMARY_INTERVAL_MS, flush);

  return {
    record(statusCode: number, ms: number): void {
      durations.push(ms);
      const statusClass = `${Math.floor(statusCode / 100)}xx`;
      byStatus[statusClass] = (byStatus[statusClass] ?? 0) + 1;
    },
    stop,
  };
}
export type RequestSummary = ReturnType<typeof createRequestSummary>;

/**
 * Each request at debug, each 5xx answer once at info, and, with `summary`, one line a minute of
 * counts and durations instead of a line per request.
 */
export function registerRequestLog(app: FastifyInstance, options: { summary: boolean; interval?: Interval | undefined }): void {
  const summary = options.summary ? createRequestSummary(app.log, options.interval) : undefined;
  if (summary) app.addHook('onClose', async () => summary.stop());
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const { statusCode } = reply;
    request.log.debug({ method: request.method, url: request.url, statusCode, ms }, 'request');
    if (statusCode >= 500 && !failuresLogged.has(request)) {
      request.log.info({ method: request.method, url: request.url, statusCode, ms }, 'request failed');
    }
    summary?.record(statusCode, ms);
  });
}

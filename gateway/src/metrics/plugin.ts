import { channelSchema } from '@portal/contracts';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { counters } from './counters';

/** What /metrics serves: this app's gauges and request figures, and the process-wide counters. */
export type Metrics = {
  /** The Prometheus text format of every metric. */
  text(): Promise<string>;
  contentType: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The kind of a channel (`match`, `odds`, `list`, `room`, …): what comes before its first colon. */
const kindOf = (channel: string) => channel.slice(0, channel.indexOf(':'));

/**
 * Prometheus metrics: requests by route and status with their durations; open sockets and
 * subscriptions by channel kind; patches made by channel kind and frames written; the event loop's
 * delay and the process's memory (prom-client's defaults); the upstream's silence and errors; chat
 * messages accepted and refused; ledger transactions by type (metrics/counters.ts).
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the URL: one series per route, whatever the ids asked for.
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });

    new Gauge({
      name: 'realtime_sockets',
      help: 'Open socket.io connections',
      registers: [registry],
      collect() {
        this.set(app.realtimeSockets?.io.engine.clientsCount ?? 0);
      },
    });
    new Gauge({
      name: 'realtime_subscriptions',
      help: 'Sockets subscribed to channels, by channel kind',
      labelNames: ['kind'] as const,
      registers: [registry],
      collect() {
        this.reset();
        const rooms = app.realtimeSockets?.io.of('/').adapter.rooms;
        if (rooms === undefined) return;
        const byKind = new Map<string, number>();
        for (const [room, sockets] of rooms) {
          if (!channelSchema.safeParse(room).success) continue;
          byKind.set(kindOf(room), (byKind.get(kindOf(room)) ?? 0) + sockets.size);
        }
        for (const [kind, count] of byKind) this.set({ kind }, count);
      },
    });
    const patches = new Counter({ name: 'realtime_patches_total', help: 'Patches made to the live channels, by channel kind', labelNames: ['kind'] as const, registers: [registry] });
    const hub = app.realtime.hub;
    if (hub !== undefined) {
      const stop = hub.store.onPatch((patch) => patches.inc({ kind: kindOf(patch.channel) }));
      app.addHook('onClose', async () => stop());
      new Gauge({
        name: 'upstream_silence_seconds',
        help: 'Seconds since the upstream was last heard from (-1 before it ever was)',
        registers: [registry],
        collect() {
          const since = hub.clock.sinceHeardMs();
          this.set(since === undefined ? -1 : since / 1000);
        },
      });
    }

    const merged = Registry.merge([registry, counters]);
    app.decorate('metrics', { text: () => merged.metrics(), contentType: merged.contentType });
    app.addHook('onClose', async () => registry.clear());
  },
  { name: 'metrics', dependencies: ['realtime'] },
);

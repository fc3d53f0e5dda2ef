// A gateway process for the two-gateway tests, run as a child so that a test can SIGKILL it.
import { createRealtimeHub } from '../../../src/realtime/hub';
import { buildRealtimeApp, FAST_INGEST } from '../support';

const { UPSTREAM_URL, REDIS_URL, REALTIME_PREFIX } = process.env;
if (!UPSTREAM_URL || !REDIS_URL || !REALTIME_PREFIX) throw new Error('UPSTREAM_URL, REDIS_URL and REALTIME_PREFIX are needed');

const hub = createRealtimeHub({
  upstreamUrl: UPSTREAM_URL,
  timings: FAST_INGEST,
  redis: { url: REDIS_URL, prefix: REALTIME_PREFIX, timings: { checkpointMs: 1_000 } },
});
const app = await buildRealtimeApp(hub);
await hub.start();
const address = await app.listen({ port: 0, host: '127.0.0.1' });
await hub.whenReady();
process.stdout.write(`${JSON.stringify({ url: address, leader: hub.isLeader })}\n`);

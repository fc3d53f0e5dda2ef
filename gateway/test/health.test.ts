import { routes } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../src/ephemeral/memory-store';
import { EphemeralStoreUnavailableError, type EphemeralStore } from '../src/ephemeral/store';
import { createRealtimeHub, type RealtimeHub } from '../src/realtime/hub';
import { manualClock } from './chat/support';
import { buildTestApp, type TestApp } from './helper';

let test: TestApp | undefined;
let hub: RealtimeHub | undefined;
afterEach(async () => {
  await test?.close();
  await hub?.close();
  test = hub = undefined;
});

const get = (url: string) => test!.app.inject({ method: 'GET', url });

describe('health', () => {
  it('answers /healthz while the process lives, and /readyz 200 when the database answers', async () => {
    test = await buildTestApp();
    const live = await get(routes.extra.healthz.path);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    const ready = await get(routes.extra.readyz.path);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ ready: true, checks: { database: { ok: true } } });
  }, 60_000);

  it('is not ready while Redis cannot be reached, and says so', async () => {
    const store: EphemeralStore = {
      ...createMemoryStore(),
      ping: () => Promise.reject(new EphemeralStoreUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:6379'))),
    };
    test = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:6379' }, dependencies: { ephemeral: store } });
    const ready = await get(routes.extra.readyz.path);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      ready: false,
      checks: { database: { ok: true }, redis: { ok: false, detail: expect.stringContaining('ECONNREFUSED') } },
    });
  }, 60_000);

  it('is ready only while the upstream was heard from within READY_UPSTREAM_MAX_AGE_MS', async () => {
    const wall = manualClock();
    hub = createRealtimeHub({ upstreamUrl: 'http://127.0.0.1:9', wallClock: wall });
    test = await buildTestApp({ env: { READY_UPSTREAM_MAX_AGE_MS: '30000' }, dependencies: { realtime: hub } });
    const checkOf = async () => {
      const answer = await get(routes.extra.readyz.path);
      return { status: answer.statusCode, upstream: answer.json<{ checks: Record<string, unknown> }>().checks.upstream };
    };
    expect(await checkOf()).toEqual({ status: 503, upstream: { ok: false, ms: expect.any(Number), detail: 'nothing heard from the upstream yet' } });
    hub.clock.observe(Date.UTC(2025, 0, 1, 12));
    wall.advance(30_000);
    expect(await checkOf()).toEqual({ status: 200, upstream: { ok: true, ms: expect.any(Number) } });
    wall.advance(1_000);
    expect(await checkOf()).toEqual({ status: 503, upstream: { ok: false, ms: expect.any(Number), detail: 'last heard 31 s ago' } });
  }, 60_000);
});

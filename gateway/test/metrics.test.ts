import { METRICS_TOKEN_UNSET_MESSAGE, METRICS_TOKEN_WRONG_MESSAGE, ResultCode, routes } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

const TOKEN = 'metrics-token-for-the-test-0123';
let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

/** The value of the series `name{labels}` in Prometheus text, or undefined when absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('answers only with the bearer token, and counts requests by route pattern and status', async () => {
    test = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const scrape = () => test!.app.inject({ method: 'GET', url: routes.extra.metrics.path, headers: { authorization: `Bearer ${TOKEN}` } });

    const refused = await test.app.inject({ method: 'GET', url: routes.extra.metrics.path, headers: { authorization: 'Bearer wrong' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: ResultCode.UNAUTHORIZED, message: METRICS_TOKEN_WRONG_MESSAGE });

    await test.app.inject({ method: 'GET', url: '/inform/info/detail/1' });
    await test.app.inject({ method: 'GET', url: '/inform/info/detail/2' });
    await test.app.inject({ method: 'GET', url: routes.extra.healthz.path });
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(valueOf(text, 'http_requests_total{method="GET",route="/inform/info/detail/:id",status="200"}')).toBe(2);
    expect(valueOf(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}')).toBe(1);
    expect(valueOf(text, 'realtime_sockets')).toBe(0);
    for (const name of ['nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes', 'realtime_frames_written_total', 'upstream_errors_total']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  }, 60_000);

  it('counts chat messages accepted and refused, by the refusal code', async () => {
    test = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const text = async () => (await test!.app.inject({ method: 'GET', url: routes.extra.metrics.path, headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const series = `chat_messages_total{result="${ResultCode.BAD_REQUEST}"}`;
    const before = valueOf(await text(), series) ?? 0;
    await expect(test.app.chat.service.send(1, { roomId: 1 }, '   ')).rejects.toMatchObject({ code: ResultCode.BAD_REQUEST });
    expect(valueOf(await text(), series)).toBe(before + 1);
  }, 60_000);

  it('is refused in production until METRICS_TOKEN is set', async () => {
    test = await buildTestApp({ env: { NODE_ENV: 'production' } });
    const answer = await test.app.inject({ method: 'GET', url: routes.extra.metrics.path });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ message: METRICS_TOKEN_UNSET_MESSAGE });
  }, 60_000);
});

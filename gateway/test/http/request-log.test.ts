import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestSummary, registerRequestLog, SUMMARY_INTERVAL_MS, unrefInterval } from '../../src/http/request-log';

describe('the request summary', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs one line a minute with the count by status class, the p99 and the slowest', () => {
    const info = vi.fn();
    const summary = createRequestSummary({ info }, unrefInterval);
    for (let i = 1; i <= 100; i += 1) summary.record(200, i);
    summary.record(404, 3);
    summary.record(503, 250);

    vi.advanceTimersByTime(SUMMARY_INTERVAL_MS - 1);
    expect(info).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toEqual({ requests: 102, byStatus: { '2xx': 100, '4xx': 1, '5xx': 1 }, p99Ms: 100, slowestMs: 250 });
    summary.stop();
  });

  it('starts each minute afresh and stays quiet in a minute without requests', () => {
    const info = vi.fn();
    const summary = createRequestSummary({ info }, unrefInterval);
    summary.record(200, 5);
    vi.advanceTimersByTime(SUMMARY_INTERVAL_MS);
    vi.advanceTimersByTime(SUMMARY_INTERVAL_MS);
    expect(info).toHaveBeenCalledTimes(1);
    summary.record(201, 7);
    vi.advanceTimersByTime(SUMMARY_INTERVAL_MS);
    expect(info).toHaveBeenCalledTimes(2);
    expect(info.mock.calls[1]?.[0]).toMatchObject({ requests: 1, byStatus: { '2xx': 1 }, slowestMs: 7 });
    summary.stop();
  });

  it('stops with the app', async () => {
    const stop = vi.fn();
    const app = Fastify({ logger: false });
    registerRequestLog(app, { summary: true, interval: () => stop });
    await app.ready();
    expect(stop).not.toHaveBeenCalled();
    await app.close();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

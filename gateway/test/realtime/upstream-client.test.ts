import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { feedMatchListResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkInSlices, createUpstreamClient, UpstreamError } from '../../src/realtime/upstream/client';
import { startFeed, type Feed } from './support';

describe('checking a long answer a slice at a time', () => {
  const item = z.object({ n: z.number() });

  it('gives the event loop a turn whenever a slice is used up, and parses as the schema does', async () => {
    let clock = 0;
    // Each reading of the clock is a millisecond later: a slice of 2 ms holds about two items.
    const now = () => clock++;
    let turns = 0;
    let checking = true;
    const count = () => {
      if (!checking) return;
      turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    const items = Array.from({ length: 20 }, (_, n) => ({ n, extra: true }));
    const checked = await checkInSlices(items, item, 2, now);
    checking = false;
    expect(checked).toEqual({ ok: true, items: items.map(({ n }) => ({ n })) });
    expect(turns).toBeGreaterThanOrEqual(9);
  });

  it('stops at the first item off its schema, naming its index', async () => {
    const checked = await checkInSlices([{ n: 1 }, { n: 'two' }, { n: 3 }], item, 1_000);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.index).toBe(1);
    expect(checked.error.issues[0]?.path).toEqual(['n']);
  });
});

describe('the upstream client on a list of matches', () => {
  let feed: Feed;
  let vendor: Server;
  let body: string;
  let live: { serverTime: number; matches: Record<string, unknown>[] };

  beforeAll(async () => {
    feed = await startFeed();
    live = (await (await fetch(`${feed.server.url}/v1/live`)).json()) as typeof live;
    body = JSON.stringify(live);
    vendor = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(body);
    });
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => vendor.close(resolve));
    await feed.close();
  });

  const client = () => createUpstreamClient(`http://127.0.0.1:${(vendor.address() as AddressInfo).port}`, { checkSliceMs: 0 });

  it('answers what the whole contract would, checking one match a turn', async () => {
    expect(live.matches.length).toBeGreaterThan(10);
    body = JSON.stringify(live);
    expect(await client().live()).toEqual(feedMatchListResponseSchema.parse(live));
  });

  it('refuses an answer with a match off contract, naming the match and the field', async () => {
    body = JSON.stringify({ ...live, matches: live.matches.map((match, index) => (index === 3 ? { ...match, version: -1 } : match)) });
    const answer = client().live();
    await expect(answer).rejects.toBeInstanceOf(UpstreamError);
    await expect(answer).rejects.toThrow(/^GET \/v1\/live: off contract at matches\.3\.version: /);
  });

  it('refuses an envelope off contract', async () => {
    body = JSON.stringify({ matches: live.matches });
    await expect(client().matchesOn('2026-11-26')).rejects.toThrow(/off contract at serverTime: /);
  });
});

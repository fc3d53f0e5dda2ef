import { isDeepStrictEqual } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListState, MatchDetailResponse, MatchListResponse, MatchOddsResponse, MatchState } from '@portal/contracts';
import { byKickoff, type ReferenceData } from '../../src/realtime/scores/projection';
import {
  ChannelClient,
  expectedMatch,
  inPlayFootball,
  MINUTE,
  startFeed,
  startGateway,
  until,
  type Feed,
  type Gateway,
} from './support';

describe('the realtime fan-out', () => {
  let feed: Feed;
  let gateway: Gateway;
  let reference: ReferenceData;
  let client: ChannelClient | undefined;

  const stateOf = (channel: string) => gateway.hub.store.get(channel)?.state;
  const caughtUp = (c: ChannelClient, channels: readonly string[]) =>
    until(
      () => channels.every((channel) => c.seq(channel) === gateway.hub.store.seqOf(channel)),
      `the client to reach the gateway's sequence numbers on ${channels.join(', ')}`,
    );
  const rest = async <T>(url: string): Promise<T> => {
    const response = await gateway.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: T }).data;
  };

  beforeAll(async () => {
    feed = await startFeed();
    gateway = await startGateway(feed.server.url);
    await gateway.hub.whenReady();
    reference = await feed.reference();
  });

  afterEach(() => {
    client?.close();
    client = undefined;
  });

  afterAll(async () => {
    await gateway.close();
    await feed.close();
  });

  it('keeps a subscriber equal to the gateway and to the REST answers while the upstream plays on', async () => {
    const [matchId] = inPlayFootball(feed, 1);
    const channels = ['list:football:live', `match:football:${matchId}`, `odds:football:${matchId}`];
    client = new ChannelClient(gateway.url);
    await client.connected();
    for (const channel of channels) expect((await client.subscribe(channel)).ok).toBe(true);
    const firstSeqs = channels.map((channel) => client?.seq(channel));

    feed.server.inject({ matchId: matchId as number, kind: 'goal', team: 'home' });
    feed.advance(10 * MINUTE);

    const truth = await expectedMatch(feed, reference, matchId as number);
    await until(() => isDeepStrictEqual(stateOf(`match:football:${matchId}`), truth), 'the gateway to hold the upstream match');
    // The list sends its changes once per window, after the match channel.
    const listed = () => (stateOf('list:football:live') as ListState | undefined)?.matches[matchId as number];
    await until(() => listed()?.homeScore === truth.homeScore && listed()?.awayScore === truth.awayScore, 'the list to show the goal');
    await caughtUp(client, channels);

    channels.forEach((channel, index) => {
      expect(client?.seq(channel)).toBeGreaterThan(firstSeqs[index] as number);
      expect(client?.state(channel)).toEqual(stateOf(channel));
    });
    expect(client.state<MatchState>(`match:football:${matchId}`)).toEqual(truth);

    const list = await rest<MatchListResponse>('/live/football/v1_1/live');
    const clientList = client.state<ListState>('list:football:live');
    expect(list.seq).toBe(client.seq('list:football:live'));
    expect(list.matches).toEqual(Object.values(clientList.matches).sort(byKickoff));
    expect(list.matches.find((row) => row.id === matchId)).toMatchObject({ homeScore: truth.homeScore, awayScore: truth.awayScore });

    const detail = await rest<MatchDetailResponse>(`/live/football/v1_1/match?matchId=${matchId}`);
    expect(detail).toEqual({ channel: `match:football:${matchId}`, seq: client.seq(channels[1] as string), match: truth });
    const odds = await rest<MatchOddsResponse>(`/live/odds/football/${matchId}`);
    expect(odds.odds).toEqual(client.state(`odds:football:${matchId}`));
  });

  it('lets a client that lost a patch resync from its last sequence number', async () => {
    const [, matchId] = inPlayFootball(feed, 2);
    const channel = `match:football:${matchId}`;
    client = new ChannelClient(gateway.url);
    await client.connected();
    expect((await client.subscribe(channel)).ok).toBe(true);

    client.dropNextPatch(channel);
    const before = gateway.hub.store.seqOf(channel);
    // A goal makes an incident and a score change: the first patch is lost, the second shows the gap.
    feed.server.inject({ matchId: matchId as number, kind: 'goal', team: 'away' });
    await until(() => gateway.hub.store.seqOf(channel) >= before + 2, 'the goal to reach the gateway');
    await caughtUp(client, [channel]);

    expect(client.resyncs).toBeGreaterThan(0);
    expect(client.snapshotResyncs).toBe(0);
    expect(client.state(channel)).toEqual(stateOf(channel));
    expect(client.state<MatchState>(channel)).toEqual(await expectedMatch(feed, reference, matchId as number));
  });

  it('answers a resync from a number no longer kept with a snapshot, and an up-to-date one with nothing', async () => {
    const [matchId] = inPlayFootball(feed, 1);
    const channel = `odds:football:${matchId}`;
    client = new ChannelClient(gateway.url);
    await client.connected();
    const subscribed = await client.subscribe(channel);
    if (!subscribed.ok) throw new Error(subscribed.message);

    const fresh = await client.socket.timeout(5_000).emitWithAck('channel.resync', { channel, fromSeq: 0 });
    expect(fresh).toEqual({ ok: true, channel, seq: gateway.hub.store.seqOf(channel), snapshot: stateOf(channel) });
    const current = gateway.hub.store.seqOf(channel);
    const nothing = await client.socket.timeout(5_000).emitWithAck('channel.resync', { channel, fromSeq: current });
    expect(nothing).toEqual({ ok: true, channel, patches: [] });
  });

  it('refuses unknown channels with 未知频道', async () => {
    client = new ChannelClient(gateway.url);
    await client.connected();
    for (const channel of ['match:football:999999999', 'odds:basketball:1', 'room:12', 'list:football:nope', 'nonsense']) {
      expect(await client.subscribeRaw({ channel })).toEqual({ ok: false, message: '未知频道' });
    }
    const resync = await client.socket.timeout(5_000).emitWithAck('channel.resync', { channel: 'list:tennis:live', fromSeq: 0 });
    expect(resync).toEqual({ ok: false, message: '未知频道' });
  });

  it('refuses malformed requests and stays up', async () => {
    client = new ChannelClient(gateway.url);
    await client.connected();
    for (const request of [42, null, 'list:football:live', {}, { channel: 5 }, { channel: ['list:football:live'] }]) {
      const reply = await client.subscribeRaw(request);
      expect(reply.ok).toBe(false);
      if (!reply.ok) expect(reply.message).toMatch(/^请求格式错误/);
    }
    const badResync = await client.socket
      .timeout(5_000)
      .emitWithAck('channel.resync', { channel: 'list:football:live', fromSeq: -1 });
    expect(badResync.ok).toBe(false);
    // Without an acknowledgement there is nobody to answer; the socket carries on.
    client.socket.emit('channel.subscribe', { channel: 'list:football:live' } as never, undefined as never);
    client.socket.emit('channel.unsubscribe', 'nonsense' as never);
    expect((await client.subscribe('list:basketball:live')).ok).toBe(true);
    expect(client.socket.connected).toBe(true);
  });

  it('stops sending the patches of a channel after an unsubscribe', async () => {
    const [matchId] = inPlayFootball(feed, 1);
    const channel = `odds:football:${matchId}`;
    client = new ChannelClient(gateway.url);
    await client.connected();
    expect((await client.subscribe(channel)).ok).toBe(true);
    const other = new ChannelClient(gateway.url);
    try {
      await other.connected();
      expect((await other.subscribe(channel)).ok).toBe(true);
      client.socket.emit('channel.unsubscribe', { channel });
      const before = client.applied.get(channel)?.length;
      const seqBefore = gateway.hub.store.seqOf(channel);
      feed.advance(10 * MINUTE);
      await until(() => gateway.hub.store.seqOf(channel) > seqBefore, 'the odds to move');
      await caughtUp(other, [channel]);
      expect(client.applied.get(channel)?.length).toBe(before);
    } finally {
      other.close();
    }
  });

  it('answers a subscribe made while a patch is held on its way to the sockets (shared through Redis first) once it went through, so the patch arrives once', async () => {
    const channel = 'match:football:424242';
    const store = gateway.hub.store;
    store.publish(channel, { n: 1 });
    // A Redis round trip that takes a while.
    store.setGate(() => new Promise((resolve) => setTimeout(() => resolve(true), 50)));
    try {
      client = new ChannelClient(gateway.url);
      await client.connected();
      const received: number[] = [];
      client.socket.on('channel.batch', (patches) => {
        for (const patch of patches) if (patch.channel === channel) received.push(patch.seq);
      });
      const held = store.publish(channel, { n: 2 });
      expect(store.delivered(channel)).toBeDefined();
      const reply = await client.subscribe(channel);
      if (!reply.ok) throw new Error(reply.message);
      expect(reply.seq).toBe(held?.seq);
      expect(reply.snapshot).toEqual({ n: 2 });

      const next = store.publish(channel, { n: 3 });
      await until(() => received.includes(next?.seq ?? -1), 'the next patch');
      expect(received).toEqual([next?.seq]);
    } finally {
      store.setGate(undefined);
      store.publish(channel, null);
    }
  });
});

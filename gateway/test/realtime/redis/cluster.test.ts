import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListState } from '@portal/contracts';
import type { ReferenceData } from '../../../src/realtime/scores/projection';
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
} from '../support';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error('REDIS_URL is required: this suite runs against a real Redis (npm run test:services)');
const script = fileURLToPath(new URL('./gateway-process.ts', import.meta.url));

/** Starts a gateway in a child process and waits until it serves the lists. */
async function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; leader: boolean }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line !== undefined) resolve({ child, ...(JSON.parse(line) as { url: string; leader: boolean }) });
    });
    child.once('exit', (code) => reject(new Error(`gateway process exited (${code}): ${errors}`)));
  });
}

/** Whether each channel's applied sequence numbers only ever went up by one after the snapshot. */
function contiguous(client: ChannelClient): Record<string, boolean> {
  return Object.fromEntries(
    [...client.applied].map(([channel, seqs]) => [channel, seqs.every((seq, i) => i === 0 || seq === (seqs[i - 1] as number) + 1)]),
  );
}

describe('two gateways on one Redis', () => {
  const prefix = `test:realtime:${randomBytes(6).toString('hex')}:`;
  let feed: Feed;
  let reference: ReferenceData;
  let leader: { child: ChildProcess; url: string; leader: boolean };
  let follower: Gateway;
  const clients: ChannelClient[] = [];

  beforeAll(async () => {
    feed = await startFeed({ seed: 5 });
    reference = await feed.reference();
    leader = await startChild({ UPSTREAM_URL: feed.server.url, REDIS_URL: redisUrl, REALTIME_PREFIX: prefix });
    follower = await startGateway(feed.server.url, {
      redis: { url: redisUrl, prefix, timings: { checkpointMs: 1_000 } },
    });
    await follower.hub.whenReady();
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    leader?.child.kill('SIGKILL');
    await follower?.close();
    await feed?.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('serves a change ingested by one from the other, alike, and loses nothing when the leader dies', async () => {
    expect(leader.leader).toBe(true);
    expect(follower.hub.isLeader).toBe(false);
    const [matchId] = inPlayFootball(feed, 1);
    const channels = ['list:football:live', `match:football:${matchId}`];
    const onLeader = new ChannelClient(leader.url);
    const onFollower = new ChannelClient(follower.url);
    clients.push(onLeader, onFollower);
    for (const client of [onLeader, onFollower]) {
      await client.connected();
      for (const channel of channels) expect((await client.subscribe(channel)).ok).toBe(true);
    }

    feed.server.inject({ matchId: matchId as number, kind: 'goal', team: 'home' });
    feed.advance(2 * MINUTE);
    let truth = await expectedMatch(feed, reference, matchId as number);
    // The list sends its changes once per window, after the match channel.
    const listedScore = (client: ChannelClient) => {
      const row = client.state<ListState>('list:football:live').matches[matchId as number];
      return row === undefined ? undefined : [row.homeScore, row.awayScore];
    };
    await until(
      () =>
        [onLeader, onFollower].every(
          (c) => isDeepStrictEqual(c.state(`match:football:${matchId}`), truth) && isDeepStrictEqual(listedScore(c), [truth.homeScore, truth.awayScore]),
        ),
      'both clients to show the goal, in the match and in the list',
    );
    await until(
      () => channels.every((ch) => onLeader.seq(ch) === onFollower.seq(ch) && onFollower.seq(ch) === follower.hub.store.seqOf(ch)),
      'both gateways to number the channels alike',
    );
    for (const channel of channels) expect(onFollower.state(channel)).toEqual(onLeader.state(channel));

    const killedAt = Date.now();
    leader.child.kill('SIGKILL');
    await until(() => follower.hub.isLeader, 'the follower to take over', { timeoutMs: 5_000, intervalMs: 50 });
    expect(Date.now() - killedAt).toBeLessThan(5_000);

    const seqsBefore = channels.map((ch) => follower.hub.store.seqOf(ch));
    feed.server.inject({ matchId: matchId as number, kind: 'goal', team: 'away' });
    feed.advance(2 * MINUTE);
    truth = await expectedMatch(feed, reference, matchId as number);
    await until(
      () =>
        isDeepStrictEqual(onFollower.state(`match:football:${matchId}`), truth) &&
        isDeepStrictEqual(listedScore(onFollower), [truth.homeScore, truth.awayScore]),
      'the client to show the next goal in the match and in the list',
    );
    await until(() => channels.every((ch) => onFollower.seq(ch) === follower.hub.store.seqOf(ch)), 'the client to catch up');

    channels.forEach((channel, index) => {
      expect(follower.hub.store.seqOf(channel), channel).toBeGreaterThan(seqsBefore[index] as number);
      expect(onFollower.state(channel)).toEqual(follower.hub.store.get(channel)?.state);
    });
    expect(onFollower.snapshotResyncs).toBe(0);
    expect(contiguous(onFollower)).toEqual(Object.fromEntries(channels.map((ch) => [ch, true])));

    // A process joining now starts from the checkpoint and the stream, numbered as the rest.
    const late = await startGateway(feed.server.url, { redis: { url: redisUrl, prefix } });
    try {
      await late.hub.whenReady();
      await until(
        () => channels.every((ch) => late.hub.store.seqOf(ch) === follower.hub.store.seqOf(ch)),
        'the late gateway to catch up',
      );
      for (const channel of channels) expect(late.hub.store.get(channel)?.state).toEqual(follower.hub.store.get(channel)?.state);
      expect(late.hub.isLeader).toBe(false);
    } finally {
      await late.close();
    }
  });
});

import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { connectRedisStore } from '../src/ephemeral/redis-store';
import { ChannelStore } from '../src/realtime/channels/channel-store';
import { RealtimeCluster } from '../src/realtime/channels/cluster';
import { FeedClock } from '../src/realtime/upstream/feed-clock';
import { silentLog } from '../src/realtime/channels/log';
import { ServiceUnreachableError, withoutCredentials } from '../src/service-unreachable';

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('a service the gateway cannot reach', () => {
  it('is named by a URL without its user name and password', () => {
    expect(withoutCredentials('redis://admin:hunter2@cache.internal:6380/2')).toBe('redis://cache.internal:6380/2');
    expect(withoutCredentials('postgres://portal:hunter2@db:5432/portal?sslmode=require')).toBe('postgres://db:5432/portal?sslmode=require');
    expect(withoutCredentials('not a url')).toBe('(an unreadable URL)');
  });

  it('fails the shared store at start with Redis, its URL and why, not "Connection is closed."', async () => {
    const port = await closedPort();
    const failure = connectRedisStore(`redis://admin:hunter2@127.0.0.1:${port}`);
    await expect(failure).rejects.toBeInstanceOf(ServiceUnreachableError);
    await expect(failure).rejects.toThrow(`could not connect to Redis at redis://127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}`);
  });

  it('fails the realtime cluster at start the same way', async () => {
    const port = await closedPort();
    const cluster = new RealtimeCluster({
      redisUrl: `redis://:hunter2@127.0.0.1:${port}`,
      prefix: 'test:unreachable:',
      store: new ChannelStore(),
      clock: new FeedClock(),
      log: silentLog,
      lead: () => undefined,
      follow: async () => undefined,
    });
    const failure = cluster.start();
    await expect(failure).rejects.toThrow(`could not connect to Redis at redis://127.0.0.1:${port}: connect ECONNREFUSED`);
    await expect(failure).rejects.not.toThrow('hunter2');
    await cluster.close();
  });

  it('fails the database at start with Postgres, its URL and why', async () => {
    const port = await closedPort();
    const failure = openDatabase({ databaseUrl: `postgres://portal:hunter2@127.0.0.1:${port}/portal` });
    await expect(failure).rejects.toThrow(`could not connect to the database (Postgres) at postgres://127.0.0.1:${port}/portal: connect ECONNREFUSED`);
    await expect(failure).rejects.not.toThrow('hunter2');
  });
});

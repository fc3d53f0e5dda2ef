import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('loadConfig', () => {
  it('fills in the defaults', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      host: '0.0.0.0',
      port: 8080,
      dataDir: path.join(repoRoot, '.data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      upstreamUrl: undefined,
      demo: true,
      simulator: { port: 7070, speed: 1, seed: 42, start: undefined },
      listWindowMs: 200,
      webDist: path.join(repoRoot, 'web/dist'),
      logLevel: 'info',
      trustProxyHops: 0,
      pageCacheMs: 5_000,
      publicOrigin: undefined,
      media: {
        host: '127.0.0.1',
        rtmpPort: 1935,
        httpPort: 8000,
        embedded: true,
        demoScenes: true,
        demo: true,
        offAirGraceMs: 5000,
        playTtlSeconds: 21600,
        publicRtmpUrl: 'rtmp://127.0.0.1:1935/live',
        publicWsUrl: 'ws://127.0.0.1:8000',
        secret: undefined,
      },
      smsSender: 'sandbox',
      authSecret: undefined,
      operatorToken: undefined,
      metricsToken: undefined,
      readyUpstreamMaxAgeMs: 60000,
      apiRequestsPerMinute: 600,
      paymentSecret: undefined,
    });
  });

  it('reads the public origin without its path and refuses one that is not http or https', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.example.com/portal/' }).publicOrigin).toBe('https://www.example.com');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://www.example.com' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('reads how many proxies to trust and refuses a negative count', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ PAGE_CACHE_MS: '0' }).pageCacheMs).toBe(0);
    expect(() => loadConfig({ PAGE_CACHE_MS: '-5' })).toThrow(/PAGE_CACHE_MS/);
  });

  it('reads the values given, with paths made absolute', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '18080',
      DATA_DIR: 'relative/data',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      MEDIA_RTMP_PORT: '19350',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 18080,
      dataDir: path.resolve('relative/data'),
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      redisUrl: 'redis://127.0.0.1:6379',
      media: { rtmpPort: 19350 },
    });
  });

  it('reads the time the built-in simulator starts at, and refuses one that is not a date and time', () => {
    expect(loadConfig({ SIMULATOR_START: '2026-11-28T19:00:00+08:00' }).simulator.start).toBe(Date.UTC(2026, 10, 28, 11));
    expect(() => loadConfig({ SIMULATOR_START: 'saturday' })).toThrow(/SIMULATOR_START: /);
  });

  it('runs the demo unless in production, and as DEMO says when it is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
    expect(() => loadConfig({ DEMO: 'yes' })).toThrow(/DEMO: must be 0 or 1/);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ MEDIA_HTTP_PORT: '-1' }, 'MEDIA_HTTP_PORT'],
    [{ SMS_SENDER: 'aliyun' }, 'SMS_SENDER'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}: `));
  });
});

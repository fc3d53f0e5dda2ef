import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { seedDemoData } from '../src/demo/seed';
import { freshDatabase } from './db/database-under-test';

export const fixtureWebDist = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Every log line the app wrote, parsed; empty unless built with captureLogs. */
  logs: Array<Record<string, unknown>>;
  /** The app's DATA_DIR (uploads, recordings), removed on close. */
  dataDir: string;
  close(): Promise<void>;
};

export type TestAppOptions = {
  webDist?: string;
  captureLogs?: boolean;
  /** Runs before the app is ready, e.g. to add a route that exposes request state. */
  extend?: (app: FastifyInstance) => void;
  /** More environment for the config, e.g. NODE_ENV=production. */
  env?: Record<string, string>;
  /** Replacements for the app's default parts: a clock, a store, a captcha gate, a spied hasher. */
  dependencies?: Omit<AppDependencies, 'config' | 'database' | 'logger'>;
};

/**
 * The app with the demo data, ready for app.inject(): on a fresh in-memory PGlite, or on a fresh
 * schema of the Postgres at DATABASE_URL when that is set. DATA_DIR (uploads) is a temporary folder.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const under = await freshDatabase();
  const database = await under.open();
  await seedDemoData(database.db);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gateway-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: options.webDist ?? fixtureWebDist,
    DATA_DIR: dataDir,
    ...options.env,
  });

  const logs: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });

  const app = await buildApp({
    // The demo experts' and fans' minute timer is held still unless a test takes it: a demo plan or
    // a demo fan's purchase at a wall-clock minute would change what a test counts.
    demoPlanInterval: () => () => undefined,
    // The news desk is off unless a test takes it: its writes as matches end would add to what the
    // feed's tests wait on.
    newsDesk: false,
    ...options.dependencies,
    config,
    database,
    logger: options.captureLogs ? { level: 'info', stream } : false,
  });
  options.extend?.(app);
  await app.ready();

  return {
    app,
    database,
    logs,
    dataDir,
    async close() {
      await app.close();
      await under.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed';

export const fixtureWebDist = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Every log line the app wrote, parsed; empty unless built with captureLogs. */
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  webDist?: string;
  captureLogs?: boolean;
  /** Runs before the app is ready, e.g. to add a route that exposes request state. */
  extend?: (app: FastifyInstance) => void;
};

/** The app on a fresh in-memory PGlite with the demo data, ready for app.inject(). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openDatabase({});
  await seedDemoData(database.db);
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: options.webDist ?? fixtureWebDist });

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
    async close() {
      await app.close();
      await database.close();
    },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config';
import { type Database, type Db, openDatabase } from '../../src/db/database';

/** Set (as in CI) to run the DB tests against a real Postgres instead of PGlite. */
export const databaseUrl = loadConfig().databaseUrl;
export const expectedKind = databaseUrl ? 'postgres' : 'pglite';

export type DatabaseUnderTest = {
  /** Opens a handle on this run's database, applying migrations like a starting gateway would. */
  open(): Promise<Database>;
  /** Closes every handle and removes the database. */
  dispose(): Promise<void>;
};

/**
 * A database no other test run can see: on Postgres a fresh schema `t_<random>`; on PGlite a fresh
 * in-memory instance, or with `persistent` a fresh data dir so it can be closed and opened again.
 * PGlite is embedded in one process, so opening an in-memory one twice gives the same handle, and a
 * persistent one may only be opened again after it was closed.
 */
export async function freshDatabase({ persistent = false }: { persistent?: boolean } = {}): Promise<DatabaseUnderTest> {
  const opened: Database[] = [];
  const track = async (opening: Promise<Database>): Promise<Database> => {
    const database = await opening;
    let closed: Promise<void> | undefined;
    const handle = { ...database, close: () => (closed ??= database.close()) };
    opened.push(handle);
    return handle;
  };
  const closeAll = async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  };

  if (databaseUrl) {
    const pgSchema = `t_${randomBytes(6).toString('hex')}`;
    return {
      open: () => track(openDatabase({ databaseUrl, pgSchema })),
      async dispose() {
        await closeAll();
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        try {
          await admin.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
        } finally {
          await admin.end();
        }
      },
    };
  }

  if (!persistent) {
    let memory: Promise<Database> | undefined;
    return {
      open: () => (memory ??= templateFiles().then((loadDataDir) => track(openDatabase({ loadDataDir })))),
      dispose: closeAll,
    };
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'gateway-db-test-'));
  return {
    open: () => track(openDatabase({ dataDir })),
    async dispose() {
      await closeAll();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let template: Promise<Blob | undefined> | undefined;

/** The migrated PGlite the run's global setup made (`test/global-setup.ts`), read once per test file. */
function templateFiles(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

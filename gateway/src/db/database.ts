import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { gatewayRoot } from '../paths';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolderFor } from './migrations';
import * as schema from './schema';
import { ServiceUnreachableError } from '../service-unreachable';

/** The query layer every repository uses; the same for PGlite and Postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (in `<dataDir>/pglite`); in memory when absent. */
  dataDir?: string | undefined;
  /** Postgres only: create and use this schema instead of public, so test runs never share tables. */
  pgSchema?: string | undefined;
  /**
   * PGlite in memory only: start from this data dir (a `dumpDataDir()` tarball) instead of creating
   * a new cluster, which takes PGlite a couple of seconds. Pending migrations still apply.
   */
  loadDataDir?: Blob | undefined;
};

const committedMigrations = path.join(gatewayRoot, 'drizzle');

/**
 * PGlite's start, with Postgres's shared buffers at 32 MB instead of initdb's 128 MB: PGlite's memory
 * keeps every page it has touched, and the buffers were most of it (about 100 MB of the process's
 * resident memory), for a database of tens of MB whose files the system caches anyway.
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] };

/** Any number; only has to be the same in every process that migrates the same database. */
const MIGRATION_LOCK_KEY = 72_540_001;

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.pgSchema)
    : openPglite(options.dataDir, options.loadDataDir);
}

/** The query layer over an embedded database, with every migration applied. */
async function migrated(client: PGlite): Promise<Db> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: committedMigrations });
  return db;
}

/** The files of a new in-memory PGlite with every migration applied, as `loadDataDir` takes them. */
export async function migratedPgliteFiles(): Promise<Blob> {
  const client = new PGlite(PGLITE_OPTIONS);
  try {
    await migrated(client);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir, PGLITE_OPTIONS);
  } else {
    client = new PGlite({ ...PGLITE_OPTIONS, ...(loadDataDir ? { loadDataDir } : {}) });
  }
  let db: Db;
  try {
    db = await migrated(client);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(databaseUrl: string, pgSchema: string | undefined): Promise<Database> {
  if (pgSchema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(pgSchema)) {
    throw new Error(`pgSchema must be a lower-case SQL identifier, got ${JSON.stringify(pgSchema)}`);
  }
  const connection: pg.ClientConfig = {
    connectionString: databaseUrl,
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  };

  // One dedicated connection holds a session lock, so gateways starting together migrate one at a time.
  const migrator = new pg.Client(connection);
  await migrator.connect().catch((error: unknown) => {
    throw new ServiceUnreachableError('the database (Postgres)', databaseUrl, error);
  });
  try {
    if (pgSchema) await migrator.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema}"`);
    await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const folder = await migrationsFolderFor(committedMigrations, pgSchema);
    try {
      await migratePg(drizzlePg({ client: migrator, schema }), {
        migrationsFolder: folder.path,
        ...(pgSchema ? { migrationsSchema: pgSchema } : {}),
      });
    } finally {
      await folder.dispose();
    }
  } finally {
    await migrator.end();
  }

  const pool = new pg.Pool({ ...connection, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg({ client: pool, schema });
  return { db, kind: 'postgres', close: () => pool.end() };
}

import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseUnderTest, expectedKind, freshDatabase, rowsOf } from './database-under-test';
import journal from '../../drizzle/meta/_journal.json';

const tables = [
  'balances',
  'banners',
  'follows',
  'hot_searches',
  'live_navs',
  'news_articles',
  'news_columns',
  'real_names',
  'rooms',
  'sessions',
  'users',
];

let under: DatabaseUnderTest;
beforeEach(async () => {
  under = await freshDatabase({ persistent: true });
});
afterEach(async () => {
  await under.dispose();
});

async function tablesIn(database: Awaited<ReturnType<DatabaseUnderTest['open']>>) {
  const rows = await rowsOf<{ table_name: string }>(
    database.db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe('migrations', () => {
  it(`apply on an empty ${expectedKind} database`, async () => {
    const database = await under.open();
    expect(database.kind).toBe(expectedKind);
    expect(await tablesIn(database)).toEqual(expect.arrayContaining(tables));
  });

  it('are recorded, and applying them again changes nothing', async () => {
    const first = await under.open();
    // An isolated Postgres run keeps drizzle's bookkeeping in its own schema; PGlite uses drizzle's default.
    const migrationsTable = expectedKind === 'postgres' ? sql`__drizzle_migrations` : sql`drizzle.__drizzle_migrations`;
    const applied = (database: typeof first) =>
      rowsOf<{ hash: string }>(database.db, sql`SELECT hash FROM ${migrationsTable} ORDER BY id`);
    const before = await applied(first);
    expect(before).toHaveLength(journal.entries.length);

    if (expectedKind === 'pglite') await first.close();
    const second = await under.open();
    expect(await applied(second)).toEqual(before);
    expect(await tablesIn(second)).toEqual(expect.arrayContaining(tables));
  });

  it('keep timestamps with time zone', async () => {
    const database = await under.open();
    const rows = await rowsOf<{ table_name: string; column_name: string; data_type: string }>(
      database.db,
      sql`SELECT table_name, column_name, data_type FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name NOT LIKE '%drizzle%'
            AND data_type LIKE 'timestamp%'`,
    );
    expect(rows.map((row) => `${row.table_name}.${row.column_name}`)).toEqual(
      expect.arrayContaining(['users.created_at', 'rooms.created_at', 'news_articles.published_at', 'sessions.expires_at']),
    );
    expect(new Set(rows.map((row) => row.data_type))).toEqual(new Set(['timestamp with time zone']));
  });
});

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, migratedPgliteFiles, openDatabase } from '../../src/db/database';
import journal from '../../drizzle/meta/_journal.json';
import { rowsOf } from './database-under-test';

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

const words = (database: Database) => rowsOf<{ word: string }>(database.db, sql`SELECT word FROM hot_searches ORDER BY word`);

describe('the files of a migrated PGlite', () => {
  it('hold every migration and no rows', async () => {
    const database = await openDatabase({ loadDataDir: await migratedPgliteFiles() });
    opened.push(database);
    expect(database.kind).toBe('pglite');
    const applied = await rowsOf<{ hash: string }>(database.db, sql`SELECT hash FROM drizzle.__drizzle_migrations`);
    expect(applied).toHaveLength(journal.entries.length);
    expect(await rowsOf(database.db, sql`SELECT 1 FROM users`)).toEqual([]);
  });

  it('open as what they hold, each opening its own copy', async () => {
    const client = new PGlite({ loadDataDir: await migratedPgliteFiles() });
    await client.exec(`INSERT INTO hot_searches (word, sort) VALUES ('梅西', 1)`);
    const files = await client.dumpDataDir('none');
    await client.close();

    const first = await openDatabase({ loadDataDir: files });
    const second = await openDatabase({ loadDataDir: files });
    opened.push(first, second);
    expect(await words(first)).toEqual([{ word: '梅西' }]);
    await first.db.execute(sql`INSERT INTO hot_searches (word, sort) VALUES ('姆巴佩', 2)`);
    expect(await words(first)).toEqual([{ word: '姆巴佩' }, { word: '梅西' }]);
    expect(await words(second)).toEqual([{ word: '梅西' }]);
  });
});

describe('the embedded database', () => {
  it('runs with 32 MB of shared buffers, on disk and in memory', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pglite-buffers-'));
    try {
      const onDisk = await openDatabase({ dataDir });
      const inMemory = await openDatabase({ loadDataDir: await migratedPgliteFiles() });
      opened.push(onDisk, inMemory);
      for (const database of [onDisk, inMemory]) {
        expect(await rowsOf(database.db, sql`SHOW shared_buffers`)).toEqual([{ shared_buffers: '32MB' }]);
      }
    } finally {
      await Promise.all(opened.splice(0).map((database) => database.close()));
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

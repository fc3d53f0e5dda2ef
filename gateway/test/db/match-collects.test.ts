import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { FOLLOW_TARGET } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { follows, users } from '../../src/db/schema';
import { createMatchCollectRepository } from '../../src/realtime/scores/match-collects';
import { createFollowBook } from '../../src/rooms/follows';
import { type DatabaseUnderTest, expectedKind, freshDatabase, rowsOf } from './database-under-test';

let under: DatabaseUnderTest;
let db: Db;
let fan: number;
let other: number;
beforeAll(async () => {
  under = await freshDatabase();
  ({ db } = await under.open());
  const rows = await db
    .insert(users)
    .values([
      { mobile: '13900000011', nickName: '收藏者' },
      { mobile: '13900000012', nickName: '路人' },
    ])
    .returning({ id: users.id });
  fan = rows[0]!.id;
  other = rows[1]!.id;
});
afterAll(async () => {
  await under.dispose();
});

describe(`match follows (the stars of the score pages) on ${expectedKind}`, () => {
  it('keeps each star once, per user, and forgets a cancelled one', async () => {
    const collects = createMatchCollectRepository(db);
    await Promise.all([collects.add(fan, 20779167, 1), collects.add(fan, 20779167, 1), collects.add(fan, 5001, 2)]);
    await collects.add(other, 5001, 2);
    expect([...(await collects.list(fan))].sort((a, b) => a - b)).toEqual([5001, 20779167]);
    await collects.remove(fan, 5001);
    expect(await collects.list(fan)).toEqual([20779167]);
    expect(await collects.list(other)).toEqual([5001]);
  });

  it('stores a star as the follow of the match that /v/attention lists, with its sport', async () => {
    const collects = createMatchCollectRepository(db);
    await collects.add(other, 6002, 1);
    const followed = await createFollowBook(db, undefined).matches(other);
    expect(followed.map((match) => [match.matchId, match.matchType])).toEqual([
      [6002, 1],
      [5001, 2],
    ]);
  });

  it('refuses a match type other than football or basketball', async () => {
    await expect(createMatchCollectRepository(db).add(fan, 77, 3)).rejects.toThrow();
  });
});

// The migration is played on a PGlite of its own, whichever database the rest of the file runs on.
describe('the migration that made stars follows', () => {
  const committed = fileURLToPath(new URL('../../drizzle', import.meta.url));
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'gateway-migrations-before-'));
    await cp(committed, folder, { recursive: true });
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('carries the stars kept in match_collects over as follows of the matches, and drops the table', async () => {
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    const at = journal.entries.findIndex((entry) => entry.tag === '0010_follows_hold_matches');
    expect(at).toBeGreaterThan(0);
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

    const client = new PGlite();
    try {
      const old = drizzle({ client });
      await migrate(old, { migrationsFolder: folder });
      const [star, both] = await old
        .insert(users)
        .values([
          { mobile: '13900000021', nickName: '球迷甲' },
          { mobile: '13900000022', nickName: '球迷乙' },
        ])
        .returning({ id: users.id });
      await old.execute(sql`INSERT INTO match_collects (user_id, match_id, match_type) VALUES
        (${star!.id}, 4001, 1), (${star!.id}, 4002, 2), (${both!.id}, 4001, 1)`);
      // Followed both ways before: one follow after.
      await old.insert(follows).values({ userId: both!.id, targetType: FOLLOW_TARGET.FOOTBALL_MATCH, targetId: 4001 });

      await migrate(old, { migrationsFolder: committed });
      const rows = await old.select({ userId: follows.userId, targetType: follows.targetType, targetId: follows.targetId }).from(follows);
      expect(rows.sort((a, b) => a.userId - b.userId || a.targetId - b.targetId)).toEqual([
        { userId: star!.id, targetType: FOLLOW_TARGET.FOOTBALL_MATCH, targetId: 4001 },
        { userId: star!.id, targetType: FOLLOW_TARGET.BASKETBALL_MATCH, targetId: 4002 },
        { userId: both!.id, targetType: FOLLOW_TARGET.FOOTBALL_MATCH, targetId: 4001 },
      ]);
      const left = await rowsOf<{ name: string | null }>(old as unknown as Db, sql`SELECT to_regclass('match_collects')::text AS name`);
      expect(left).toEqual([{ name: null }]);
    } finally {
      await client.close();
    }
  });
});

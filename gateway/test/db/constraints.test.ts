import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import type { MatchType } from '@portal/contracts';
import { experts, hotSearches, liveNavs, matchReservations, newsArticles, newsColumns, rooms, users } from '../../src/db/schema';
import { type DatabaseUnderTest, expectedKind, freshDatabase, rowsOf } from './database-under-test';

let under: DatabaseUnderTest;
let db: Db;
beforeAll(async () => {
  under = await freshDatabase();
  ({ db } = await under.open());
  await db.insert(users).values({ mobile: '13900000001', nickName: '老球迷' });
  await db.insert(liveNavs).values({ name: '足球', sort: 1 });
  await db.insert(newsColumns).values({ columnNo: '1', name: '头条', type: 1 });
  await db.insert(hotSearches).values({ word: '英超', sort: 1 });
});
afterAll(async () => {
  await under.dispose();
});

/** The Postgres SQLSTATE of a failed insert, as both drivers report it under the drizzle error. */
async function sqlStateOf(insert: Promise<unknown>): Promise<string | undefined> {
  try {
    await insert;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code;
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const NOT_NULL_VIOLATION = '23502';
const CHECK_VIOLATION = '23514';

describe(`constraints on ${expectedKind}`, () => {
  it('a mobile belongs to one user', async () => {
    expect(await sqlStateOf(db.insert(users).values({ mobile: '13900000001', nickName: '新球迷' }))).toBe(UNIQUE_VIOLATION);
  });

  it('a nickname belongs to one user', async () => {
    expect(await sqlStateOf(db.insert(users).values({ mobile: '13900000002', nickName: '老球迷' }))).toBe(UNIQUE_VIOLATION);
  });

  it('a hot word and a nav name appear once', async () => {
    expect(await sqlStateOf(db.insert(hotSearches).values({ word: '英超', sort: 2 }))).toBe(UNIQUE_VIOLATION);
    expect(await sqlStateOf(db.insert(liveNavs).values({ name: '足球', sort: 2 }))).toBe(UNIQUE_VIOLATION);
  });

  it('a column number is taken once', async () => {
    expect(await sqlStateOf(db.insert(newsColumns).values({ columnNo: '1', name: '重复', type: 1 }))).toBe(UNIQUE_VIOLATION);
  });

  it('a room needs an existing anchor and nav', async () => {
    expect(await sqlStateOf(db.insert(rooms).values({ anchorId: 9999, navId: 1, title: '无主播' }))).toBe(FOREIGN_KEY_VIOLATION);
    expect(await sqlStateOf(db.insert(rooms).values({ anchorId: 1, navId: 9999, title: '无分类' }))).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('an article needs an existing column', async () => {
    expect(
      await sqlStateOf(db.insert(newsArticles).values({ columnNo: 'missing', title: 't', content: 'c', authorName: 'a' })),
    ).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('a match type is 1 (football) or 2 (basketball), which the rows are typed as', async () => {
    const tennis = 3 as MatchType;
    expect(await sqlStateOf(db.insert(experts).values({ userId: 1, name: '网球专家', matchType: tennis, playTypes: [1], introduction: '' }))).toBe(
      CHECK_VIOLATION,
    );
    expect(await sqlStateOf(db.insert(matchReservations).values({ anchorId: 1, matchId: 7, matchType: tennis }))).toBe(CHECK_VIOLATION);
    await db.insert(experts).values({ userId: 1, name: '篮球专家', matchType: 2, playTypes: [1], introduction: '' });
  });

  it('a user needs a mobile and a nickname, and keeps no level beside the rows it is counted from', async () => {
    const [user] = await db.insert(users).values({ mobile: '13900000003', nickName: '无等级' }).returning();
    // A level is counted from the user's posts, comments and likes (figures.ts), never stored.
    expect(await rowsOf(db, sql`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'users' AND column_name = 'level'`)).toEqual([]);
    expect(user).toMatchObject({ isAnchor: 0, isExpert: 0, passwordHash: null, portrait: '' });
    expect(user?.createdAt).toBeInstanceOf(Date);
    expect(
      await sqlStateOf(db.insert(users).values({ mobile: null as unknown as string, nickName: '无手机' })),
    ).toBe(NOT_NULL_VIOLATION);
  });
});

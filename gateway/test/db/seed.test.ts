import { and, asc, count, eq, gte, isNotNull, like, sum } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/database';
import {
  banners,
  chatMessages,
  circles,
  giftEvents,
  hotSearches,
  ledgerEntries,
  liveNavs,
  matchReservations,
  newsArticles,
  newsColumns,
  nobilities,
  nobilityTiers,
  posts,
  rooms,
  roomSessions,
  users,
} from '../../src/db/schema';
import { sessionStats } from '../../src/rooms/session-stats';
import { walletBalancesOf } from '../../src/wallet/balances';
import { accountKey, userAccount } from '../../src/wallet/ledger';
import { seedDemoData } from '../../src/demo/seed';
import { demoWorld } from '../../src/demo/demo-matches';
import { DEMO_POSTS, reportedMatches } from '../../src/demo/seed-community';
import { type DatabaseUnderTest, expectedKind, freshDatabase } from './database-under-test';

const tables = { banners, circles, hotSearches, liveNavs, newsArticles, newsColumns, posts, rooms, users };

async function counts(db: Db) {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

// The seed writes its match reports from the simulator's world at the time it runs: the tests hold
// the clock (Date only) at one time, whose reports are counted here.
const SEEDED_AT = Date.UTC(2026, 10, 28, 6, 30);
const matchReports = reportedMatches(demoWorld(42, SEEDED_AT)).length;

// The match reports (the tables' roundups are the news desk's); 6 anchors, 5 experts and 10 community users.
const demoCounts = {
  banners: 9,
  circles: 8,
  hotSearches: 10,
  liveNavs: 4,
  newsArticles: matchReports,
  newsColumns: 3,
  // And four in 中超's circle on its season, over in November.
  posts: DEMO_POSTS + 4,
  rooms: 6,
  users: 21,
};

let under: DatabaseUnderTest;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: SEEDED_AT });
  under = await freshDatabase();
});
afterEach(async () => {
  vi.useRealTimers();
  await under.dispose();
});

describe(`demo seed on ${expectedKind}`, () => {
  it('fills an empty database', async () => {
    const { db } = await under.open();
    expect(await seedDemoData(db)).toBe(true);
    expect(await counts(db)).toEqual(demoCounts);
  });

  it('inserts nothing the second time', async () => {
    const { db } = await under.open();
    await seedDemoData(db);
    expect(await seedDemoData(db)).toBe(false);
    expect(await counts(db)).toEqual(demoCounts);
  });

  it('leaves exactly one copy when two gateways seed at once', async () => {
    const first = await under.open();
    const second = await under.open();
    const results = await Promise.all([seedDemoData(first.db), seedDemoData(second.db), seedDemoData(first.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await counts(first.db)).toEqual(demoCounts);
  });

  it('keeps nav ids 1 and 2 for football and basketball, and new rows still get fresh ids', async () => {
    const { db } = await under.open();
    await seedDemoData(db);
    const navs = await db.select().from(liveNavs).orderBy(liveNavs.id);
    expect(navs.map((nav) => [nav.id, nav.name])).toEqual([
      [1, '足球'],
      [2, '篮球'],
      [3, '其他'],
      [4, '电竞'],
    ]);
    const [added] = await db.insert(liveNavs).values({ name: '网球', sort: 5 }).returning();
    expect(added?.id).toBe(5);
  });

  it("titles the preview room with the match its anchor reserved, as the reservation names it", async () => {
    const { db } = await under.open();
    await seedDemoData(db);
    const previews = await db.select({ title: rooms.title, anchorId: rooms.anchorId }).from(rooms).where(like(rooms.title, '%赛前分析'));
    expect(previews).toHaveLength(1);
    const [room] = previews;
    const reserved = await db.select().from(matchReservations).where(eq(matchReservations.anchorId, room!.anchorId));
    expect(reserved.map((r) => `${r.leagueName} ${r.homeName}vs${r.awayName} 赛前分析`)).toContain(room!.title);
  });

  it('gives every room an anchor who is an anchor', async () => {
    const { db } = await under.open();
    await seedDemoData(db);
    const people = await db.select({ isAnchor: users.isAnchor, isExpert: users.isExpert, passwordHash: users.passwordHash }).from(users);
    const anchors = await db
      .select({ isAnchor: users.isAnchor, passwordHash: users.passwordHash })
      .from(users)
      .innerJoin(rooms, eq(rooms.anchorId, users.id));
    expect(anchors).toHaveLength(6);
    expect(anchors.every((anchor) => anchor.isAnchor === 1 && anchor.passwordHash === null)).toBe(true);
    expect(people.filter((person) => person.isExpert === 1 && person.isAnchor === 0)).toHaveLength(5);
    const live = await db.select({ value: count() }).from(rooms).groupBy(rooms.isLive);
    expect(live).toHaveLength(2);
  });

  it('has one noble, who paid for the tier through the ledger and whose demo chat lines carry its badge', async () => {
    const { db } = await under.open();
    await seedDemoData(db);
    const held = await db
      .select({ userId: nobilities.userId, name: nobilityTiers.name, expiresAt: nobilities.expiresAt, active: nobilities.active })
      .from(nobilities)
      .innerJoin(nobilityTiers, eq(nobilityTiers.id, nobilities.tierId));
    expect(held).toHaveLength(1);
    const [noble] = held;
    expect(noble).toMatchObject({ name: '子爵', active: true });
    expect(noble!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const [bought] = await db
      .select({ value: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.account, accountKey(userAccount(noble!.userId))), eq(ledgerEntries.remark, '子爵')));
    expect(bought?.value).toBe(1);
    const [summed] = await db
      .select({ value: sum(ledgerEntries.amount).mapWith(Number) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.account, accountKey(userAccount(noble!.userId))), eq(ledgerEntries.currency, 'balance')));
    expect((await walletBalancesOf(db, noble!.userId)).balance).toBe(summed?.value);

    // Today's lines carry the badge; those of the ended sessions, days before the purchase, do not.
    const badged = await db.select({ userId: chatMessages.userId, noble: chatMessages.noble }).from(chatMessages).where(isNotNull(chatMessages.noble));
    const spoken = await db.select({ value: count() }).from(chatMessages).where(and(eq(chatMessages.userId, noble!.userId), gte(chatMessages.createdAt, new Date(Date.now() - 86_400_000))));
    expect(badged.length).toBeGreaterThan(0);
    expect(badged).toHaveLength(spoken[0]!.value);
    expect(badged.every((line) => line.userId === noble!.userId && (line.noble as { name: string }).name === '子爵')).toBe(true);
  });

  it("talks in a finished league's circle about its season, as its final table has it", async () => {
    const { db } = await under.open();
    await seedDemoData(db);
    const world = demoWorld(42, SEEDED_AT);
    const league = world.reference.leagues.find((l) => l.shortName === '中超')!;
    const rows = world.seasons.standings(league.seasonId, 'total')?.groups[0]?.rows ?? [];
    const name = (row: (typeof rows)[number] | undefined) => world.reference.team(row?.teamId ?? 0)?.shortName ?? '';
    const talk = await db
      .select({ title: posts.title, content: posts.content, createdAt: posts.createdAt })
      .from(posts)
      .innerJoin(circles, eq(circles.id, posts.circleId))
      .where(eq(circles.name, '中超'))
      .orderBy(asc(posts.id));
    expect(talk.map((post) => post.content)).toEqual([
      `中超收官了，恭喜${name(rows[0])}夺冠！${rows[0]!.won}胜${rows[0]!.drawn}平${rows[0]!.lost}负积${rows[0]!.points}分，实至名归。`,
      expect.stringContaining(`${name(rows[1])}最后${rows[1]!.points}分`),
      `${name(rows.at(-2))}和${name(rows.at(-1))}降级了，有点可惜，希望早日回来。`,
      `休赛期了，大家觉得${name(rows[0])}明年还能卫冕吗？`,
    ]);
    const lastKickoff = Math.max(...(world.seasons.fixtures(league.seasonId)?.rounds.flatMap((round) => round.matches.map((match) => match.kickoffAt)) ?? []));
    expect(talk.every((post) => post.createdAt.getTime() > lastKickoff && post.createdAt.getTime() < SEEDED_AT)).toBe(true);
  });

  it("fills the anchors' ended sessions with chat, gifts and follows, each at its time", async () => {
    const { db } = await under.open();
    await seedDemoData(db);
    const ended = await db.select({ id: roomSessions.id }).from(roomSessions).where(isNotNull(roomSessions.endedAt));
    expect(ended).toHaveLength(18);
    const stats = [...(await sessionStats(db, ended.map(({ id }) => id), new Date())).values()];
    expect(stats.every((session) => session.messages >= 4 && session.chatters >= 2 && session.gifts >= 1)).toBe(true);
    expect(stats.some((session) => session.diamonds > 0)).toBe(true);
    expect(stats.some((session) => session.tickets > 0)).toBe(true);
    // The four demo follows made on a day their anchor was on air came during the show.
    expect(stats.reduce((sum, session) => sum + session.newFollowers, 0)).toBe(4);

    // Every gift's ledger rows carry its time, and every account's balance after each row is the
    // running sum of its rows in the order of time.
    const gifted = await db
      .select({ sentAt: giftEvents.createdAt, postedAt: ledgerEntries.createdAt })
      .from(giftEvents)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, giftEvents.transactionId));
    expect(gifted.length).toBeGreaterThan(36);
    expect(gifted.every(({ sentAt, postedAt }) => sentAt.getTime() === postedAt.getTime())).toBe(true);
    const rows = await db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
    const running = new Map<string, number>();
    for (const row of rows) {
      const key = `${row.account}|${row.currency}`;
      running.set(key, (running.get(key) ?? 0) + row.amount);
      if (row.account.startsWith('platform:')) continue;
      expect(row.balanceAfter, `${key} after ${row.remark}`).toBe(running.get(key));
    }
  });
});

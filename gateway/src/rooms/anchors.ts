import {
  type AnchorCard,
  type AnchorPage,
  type AnchorPageQuery,
  type AnchorRankEntry,
  FOLLOW_TARGET,
  RANK_TYPE,
  type RankType,
  type UserCoin,
} from '@portal/contracts';
import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { portraitOrDefault } from '../accounts/portraits';
import { beijingPeriodStart } from '../beijing-time';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { balances, follows, rooms, users } from '../db/schema';
import { experienceOf, levelFrom, qualified } from '../figures';
import { anchorCardOf, containing, followerCountOf, selectAnchorCards, toAnchorCard } from './cards';
import { refuse } from './refusals';


/** Where a rank period began: Beijing midnight today, Monday of this week, or the 1st of this month. */
export function rankPeriodStart(rankType: RankType, now: number): Date {
  if (rankType === RANK_TYPE.WEEK) return beijingPeriodStart('week', now);
  if (rankType === RANK_TYPE.MONTH) return beijingPeriodStart('month', now);
  return beijingPeriodStart('day', now);
}

const ANCHORS_ONLY = eq(users.isAnchor, 1);

/** Anchors as people: their cards, the suggestions, the hot list, the rank and a user's coins. */
export function createAnchorDirectory(db: Db, clock: Clock = Date) {
  const byHeat = [desc(sql`coalesce(${rooms.isLive}, 0)`), desc(followerCountOf(users.id)), asc(users.id)];

  return {
    /** GET /api/user/info: anyone's public card; refused for an unknown id. */
    async card(userId: number, viewerId: number | undefined): Promise<AnchorCard> {
      const card = await anchorCardOf(db, userId, viewerId);
      if (!card) throw refuse.anchorNotFound();
      return card;
    },

    /** GET /api/user/recommend: anchors with an open room first, then the most followed. */
    async recommend(size: number, viewerId: number | undefined): Promise<AnchorCard[]> {
      const rows = await selectAnchorCards(db, viewerId).where(ANCHORS_ONLY).orderBy(...byHeat).limit(size);
      return rows.map(toAnchorCard);
    },

    /** GET /api/user/hot: the most followed anchors, of one nav (their room's) or all. */
    async hot(size: number, navId: number | undefined, viewerId: number | undefined): Promise<AnchorCard[]> {
      const rows = await selectAnchorCards(db, viewerId)
        .where(and(ANCHORS_ONLY, navId === undefined ? undefined : eq(rooms.navId, navId)))
        .orderBy(desc(followerCountOf(users.id)), asc(users.id))
        .limit(size);
      return rows.map(toAnchorCard);
    },

    /** GET /api/user/pageList and the anchors of /api/search/list: anchors whose nickname contains a word. */
    async page(query: AnchorPageQuery, viewerId: number | undefined): Promise<AnchorPage> {
      const conditions: SQL[] = [ANCHORS_ONLY];
      if (query.word) conditions.push(sql`${users.nickName} ILIKE ${containing(query.word)}`);
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        selectAnchorCards(db, viewerId)
          .where(where)
          .orderBy(...byHeat)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { list: rows.map(toAnchorCard), total: total?.value ?? 0 };
    },

    /** GET /api/rank/anchor: anchors by followers gained since the period began, at most `size`. */
    async rank(rankType: RankType, size: number): Promise<AnchorRankEntry[]> {
      const since = rankPeriodStart(rankType, clock.now());
      const score = sql<number>`count(${follows.id})::int`;
      const rows = await db
        .select({
          anchorId: users.id,
          nickName: users.nickName,
          portrait: users.portrait,
          experience: experienceOf(qualified(users.id)),
          roomId: rooms.id,
          isLive: rooms.isLive,
          onAir: rooms.onAir,
          score,
        })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.targetId))
        .leftJoin(rooms, eq(rooms.anchorId, users.id))
        .where(and(eq(follows.targetType, FOLLOW_TARGET.USER), gte(follows.createdAt, since), ANCHORS_ONLY))
        .groupBy(users.id, rooms.id)
        .orderBy(desc(score), asc(users.id))
        .limit(size);
      return rows.map((row, index) => ({
        rank: index + 1,
        anchorId: row.anchorId,
        nickName: row.nickName,
        portrait: portraitOrDefault(row.portrait),
        level: levelFrom(row.experience),
        roomId: row.roomId,
        isLive: row.isLive === 1 ? 1 : 0,
        onAir: row.isLive === 1 && row.onAir === true,
        score: Number(row.score),
      }));
    },

    /** GET /api/user/coin: the user's diamonds and tickets, 0 for a currency without a row. */
    async coin(userId: number): Promise<UserCoin> {
      const rows = await db.select().from(balances).where(eq(balances.userId, userId));
      const amountOf = (currency: string) => rows.find((row) => row.currency === currency)?.amount ?? 0;
      return { balance: amountOf('balance'), ticket: amountOf('ticket') };
    },
  };
}

export type AnchorDirectory = ReturnType<typeof createAnchorDirectory>;

import { MATCH_FOLLOW_TARGET, sportEntry, sportOfMatchType } from '@portal/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { follows } from '../../db/schema';
import type { MatchCollectStore } from './collects';

const MAX_LISTED = 500;
const MATCH_TARGETS = Object.values(MATCH_FOLLOW_TARGET);

/**
 * The matches each user follows, as the `follows` table's match rows: the star of the score pages
 * writes the same rows as 关注 on /v/attention (GET /api/attention/operAttention), so the followed
 * matches, the goal alerts and the go-live notices all read one record.
 */
export function createMatchCollectRepository(db: Db): MatchCollectStore {
  return {
    async add(userId, matchId, type) {
      const sport = sportOfMatchType(type);
      if (sport === undefined) throw new RangeError(`no match type ${type}`);
      await db.insert(follows).values({ userId, targetType: MATCH_FOLLOW_TARGET[sportEntry(sport).matchType], targetId: matchId }).onConflictDoNothing();
    },
    async remove(userId, matchId) {
      await db.delete(follows).where(and(eq(follows.userId, userId), inArray(follows.targetType, MATCH_TARGETS), eq(follows.targetId, matchId)));
    },
    async list(userId) {
      const rows = await db
        .select({ matchId: follows.targetId })
        .from(follows)
        .where(and(eq(follows.userId, userId), inArray(follows.targetType, MATCH_TARGETS)))
        .orderBy(desc(follows.createdAt), desc(follows.id))
        .limit(MAX_LISTED);
      return rows.map((row) => row.matchId);
    },
  };
}

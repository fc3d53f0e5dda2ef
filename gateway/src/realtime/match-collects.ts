import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { matchCollects } from '../db/schema';
import type { MatchCollectStore } from './collects';

const MAX_LISTED = 500;

/** The matches each user collected, kept in the database like every other thing a user owns. */
export function createMatchCollectRepository(db: Db): MatchCollectStore {
  return {
    async add(userId, matchId, type) {
      await db
        .insert(matchCollects)
        .values({ userId, matchId, matchType: type })
        .onConflictDoNothing({ target: [matchCollects.userId, matchCollects.matchId] });
    },
    async remove(userId, matchId) {
      await db.delete(matchCollects).where(and(eq(matchCollects.userId, userId), eq(matchCollects.matchId, matchId)));
    },
    async list(userId) {
      const rows = await db
        .select({ matchId: matchCollects.matchId })
        .from(matchCollects)
        .where(eq(matchCollects.userId, userId))
        .orderBy(desc(matchCollects.createdAt), desc(matchCollects.matchId))
        .limit(MAX_LISTED);
      return rows.map((row) => row.matchId);
    },
  };
}

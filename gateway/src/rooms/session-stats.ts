import { FOLLOW_TARGET, TransactionType, WALLET_CURRENCY, type SessionStats } from '@portal/contracts';
import { and, count, countDistinct, eq, gte, inArray, lt, sql, sum, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chatMessages, follows, giftEvents, ledgerEntries, roomSessions } from '../db/schema';

/** A session that drew nothing. */
export const NO_SESSION_STATS: SessionStats = { messages: 0, chatters: 0, gifts: 0, diamonds: 0, tickets: 0, newFollowers: 0 };

/**
 * What each session drew, counted from the events of its room between its start and its end (`at`
 * for one still running): the chat's text messages and how many people sent them, the gifts sent
 * and the income rows they posted to the anchor's ledger, by currency, and the follows of the
 * anchor made meanwhile that still stand. Three grouped reads, however many sessions.
 */
export async function sessionStats(db: Db, sessionIds: readonly number[], at: Date): Promise<Map<number, SessionStats>> {
  const stats = new Map(sessionIds.map((id) => [id, { ...NO_SESSION_STATS }]));
  if (sessionIds.length === 0) return stats;
  const end = sql`coalesce(${roomSessions.endedAt}, ${at.toISOString()}::timestamptz)`;
  const within = (column: AnyColumn) => and(gte(column, roomSessions.startedAt), lt(column, end));
  const listed = inArray(roomSessions.id, [...sessionIds]);

  const [chat, giving, following] = await Promise.all([
    db
      .select({ id: roomSessions.id, messages: count(), chatters: countDistinct(chatMessages.userId) })
      .from(roomSessions)
      .innerJoin(chatMessages, and(eq(chatMessages.roomId, roomSessions.roomId), eq(chatMessages.kind, 'text'), within(chatMessages.createdAt)))
      .where(listed)
      .groupBy(roomSessions.id),
    db
      .select({ id: roomSessions.id, currency: ledgerEntries.currency, gifts: sum(giftEvents.count).mapWith(Number), income: sum(ledgerEntries.amount).mapWith(Number) })
      .from(roomSessions)
      .innerJoin(giftEvents, and(eq(giftEvents.roomId, roomSessions.roomId), within(giftEvents.createdAt)))
      .innerJoin(ledgerEntries, and(eq(ledgerEntries.transactionId, giftEvents.transactionId), eq(ledgerEntries.type, TransactionType.GIFT_INCOME)))
      .where(listed)
      .groupBy(roomSessions.id, ledgerEntries.currency),
    db
      .select({ id: roomSessions.id, newFollowers: count() })
      .from(roomSessions)
      .innerJoin(follows, and(eq(follows.targetType, FOLLOW_TARGET.USER), eq(follows.targetId, roomSessions.anchorId), within(follows.createdAt)))
      .where(listed)
      .groupBy(roomSessions.id),
  ]);

  for (const row of chat) Object.assign(stats.get(row.id) ?? {}, { messages: row.messages, chatters: row.chatters });
  for (const row of following) Object.assign(stats.get(row.id) ?? {}, { newFollowers: row.newFollowers });
  for (const row of giving) {
    const session = stats.get(row.id);
    if (session === undefined) continue;
    session.gifts += row.gifts;
    if (row.currency === WALLET_CURRENCY.DIAMOND) session.diamonds += row.income;
    else if (row.currency === WALLET_CURRENCY.TICKET) session.tickets += row.income;
  }
  return stats;
}

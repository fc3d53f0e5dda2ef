import { FOLLOW_TARGET, type MatchReservation, type MatchReserveRequest, OPERATE_TYPE } from '@portal/contracts';
import { and, asc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { portraitOrDefault } from '../accounts/portraits';
import type { Clock } from '../clock';
import type { UserRecord } from '../accounts/users';
import type { Db } from '../db/database';
import { follows, matchReservations, rooms, users } from '../db/schema';
import { refuse } from './refusals';
import type { MatchFactsLookup } from './seams';

/** A reserved match stays listed this long after kick-off: it is being played. */
const LISTED_AFTER_KICKOFF_MS = 3 * 3_600_000;

/** Matches anchors reserve to stream (/live/reserve, /v/reserve). */
export function createReservationBook(db: Db, matchFacts: MatchFactsLookup | undefined, clock: Clock = Date) {
  const select = () =>
    db
      .select({
        reservation: matchReservations,
        nickName: users.nickName,
        portrait: users.portrait,
        roomId: rooms.id,
        isLive: rooms.isLive,
      })
      .from(matchReservations)
      .innerJoin(users, eq(users.id, matchReservations.anchorId))
      .leftJoin(rooms, eq(rooms.anchorId, matchReservations.anchorId));

  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toReservation = ({ reservation, nickName, portrait, roomId, isLive }: Row): MatchReservation => ({
    id: reservation.id,
    anchorId: reservation.anchorId,
    nickName,
    portrait: portraitOrDefault(portrait),
    roomId,
    isLive: isLive === 1 ? 1 : 0,
    matchId: reservation.matchId,
    matchType: reservation.matchType,
    leagueName: reservation.leagueName,
    homeName: reservation.homeName,
    awayName: reservation.awayName,
    matchTime: reservation.matchTime?.toISOString() ?? null,
    reservedAt: reservation.createdAt.toISOString(),
  });

  const upcoming = (): SQL =>
    or(isNull(matchReservations.matchTime), gte(matchReservations.matchTime, new Date(clock.now() - LISTED_AFTER_KICKOFF_MS)))!;
  const order = [sql`${matchReservations.matchTime} ASC NULLS LAST`, asc(matchReservations.id)];

  return {
    /** POST /api/match/reserve: the anchor reserves a match (again: its facts refreshed) or cancels it. */
    async reserve(actor: UserRecord, request: MatchReserveRequest): Promise<MatchReservation | null> {
      if (actor.isAnchor !== 1) throw refuse.notAnAnchor();
      const key = and(
        eq(matchReservations.anchorId, actor.id),
        eq(matchReservations.matchId, request.matchId),
        eq(matchReservations.matchType, request.matchType),
      );
      if (request.operateType === OPERATE_TYPE.CANCEL) {
        await db.delete(matchReservations).where(key);
        return null;
      }
      const known = matchFacts?.(request.matchId, request.matchType);
      const facts = {
        leagueName: known?.leagueName ?? request.leagueName ?? '',
        homeName: known?.homeName ?? request.homeName ?? '',
        awayName: known?.awayName ?? request.awayName ?? '',
        matchTime: known?.matchTime ?? (request.matchTime ? new Date(request.matchTime) : null),
      };
      await db
        .insert(matchReservations)
        .values({ anchorId: actor.id, matchId: request.matchId, matchType: request.matchType, ...facts, createdAt: new Date(clock.now()) })
        .onConflictDoUpdate({
          target: [matchReservations.anchorId, matchReservations.matchId, matchReservations.matchType],
          set: facts,
        });
      const [row] = await select().where(key).limit(1);
      return row ? toReservation(row) : null;
    },

    /** GET /api/match/list: the upcoming reservations of one anchor, or of every anchor. */
    async list(anchorId: number | undefined): Promise<MatchReservation[]> {
      const rows = await select()
        .where(and(upcoming(), anchorId === undefined ? undefined : eq(matchReservations.anchorId, anchorId)))
        .orderBy(...order);
      return rows.map(toReservation);
    },

    /** GET /api/match/reserveMatchByUser: the upcoming reservations of the anchors a user follows. */
    async ofFollowedAnchors(userId: number): Promise<MatchReservation[]> {
      const followed = db
        .select({ id: follows.targetId })
        .from(follows)
        .where(and(eq(follows.userId, userId), eq(follows.targetType, FOLLOW_TARGET.USER)));
      const rows = await select()
        .where(and(upcoming(), inArray(matchReservations.anchorId, followed)))
        .orderBy(...order);
      return rows.map(toReservation);
    },
  };
}

export type ReservationBook = ReturnType<typeof createReservationBook>;

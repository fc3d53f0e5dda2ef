import { FOLLOW_TARGET, type FollowTarget, type GoLiveMatch, MATCH_FOLLOW_TARGET, type MatchReservation, type MatchType, type MatchReservationQuery, type MatchReserveRequest, OPERATE_TYPE } from '@portal/contracts';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { portraitOrDefault } from '../accounts/portraits';
import type { Clock } from '../clock';
import type { UserRecord } from '../accounts/users';
import type { Db } from '../db/database';
import { follows, matchReservations, rooms, users } from '../db/schema';
import { refuse } from './refusals';
import type { MatchFactsLookup } from './seams';

/** A reserved match stays listed this long after kick-off: it is being played. */
const LISTED_AFTER_KICKOFF_MS = 3 * 3_600_000;
/** A room opened this long before a reserved match's kick-off opens for that match. */
const DUE_BEFORE_KICKOFF_MS = 3_600_000;

/** A reservation as a go-live notice names the match. */
export const goLiveMatchOf = ({ matchId, matchType, leagueName, homeName, awayName }: MatchReservation): GoLiveMatch => ({
  matchId,
  matchType,
  leagueName,
  homeName,
  awayName,
});

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

    /** GET /api/match/list: the upcoming reservations of one anchor, or of every anchor; of one match when given. */
    async list({ anchorId, matchId, matchType }: MatchReservationQuery): Promise<MatchReservation[]> {
      const rows = await select()
        .where(
          and(
            upcoming(),
            anchorId === undefined ? undefined : eq(matchReservations.anchorId, anchorId),
            matchId === undefined ? undefined : eq(matchReservations.matchId, matchId),
            matchType === undefined ? undefined : eq(matchReservations.matchType, matchType),
          ),
        )
        .orderBy(...order);
      return rows.map(toReservation);
    },

    /**
     * The reserved match an anchor opens the room for: the room's match when the anchor reserved
     * it, otherwise the anchor's reservation kicking off soonest among those due, from
     * {@link LISTED_AFTER_KICKOFF_MS} ago to {@link DUE_BEFORE_KICKOFF_MS} ahead; null for none.
     */
    async openingFor(anchorId: number, roomMatch: { matchId: number; matchType: MatchType } | null): Promise<MatchReservation | null> {
      const mine = eq(matchReservations.anchorId, anchorId);
      if (roomMatch !== null) {
        const [shown] = await select()
          .where(and(mine, eq(matchReservations.matchId, roomMatch.matchId), eq(matchReservations.matchType, roomMatch.matchType)))
          .limit(1);
        if (shown) return toReservation(shown);
      }
      const at = clock.now();
      const [due] = await select()
        .where(
          and(
            mine,
            gte(matchReservations.matchTime, new Date(at - LISTED_AFTER_KICKOFF_MS)),
            lte(matchReservations.matchTime, new Date(at + DUE_BEFORE_KICKOFF_MS)),
          ),
        )
        .orderBy(...order)
        .limit(1);
      return due ? toReservation(due) : null;
    },

    /** GET /api/match/reserveMatchByUser: the upcoming reservations of the anchors a user follows and of the matches they follow. */
    async ofFollowed(userId: number): Promise<MatchReservation[]> {
      const followed = (targetType: FollowTarget) =>
        db
          .select({ id: follows.targetId })
          .from(follows)
          .where(and(eq(follows.userId, userId), eq(follows.targetType, targetType)));
      const ofFollowedMatches = (Object.entries(MATCH_FOLLOW_TARGET) as Array<[`${MatchType}`, FollowTarget]>).map(([matchType, targetType]) =>
        and(eq(matchReservations.matchType, Number(matchType) as MatchType), inArray(matchReservations.matchId, followed(targetType))),
      );
      const rows = await select()
        .where(and(upcoming(), or(inArray(matchReservations.anchorId, followed(FOLLOW_TARGET.USER)), ...ofFollowedMatches)))
        .orderBy(...order);
      return rows.map(toReservation);
    },
  };
}

export type ReservationBook = ReturnType<typeof createReservationBook>;

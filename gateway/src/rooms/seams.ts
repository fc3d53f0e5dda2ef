import type { PlayAddresses } from '@portal/contracts';

/** Whose room a room is: the anchor's user id, undefined for a room that does not exist. */
export type RoomAnchors = { anchorOf(roomId: number): Promise<number | undefined> };

/** The signed addresses a player fetches a room's stream from; undefined when there is none. */
export type PlayAddressLookup = (roomId: number) => PlayAddresses | undefined;

/** What the live scores know of a match: names and kick-off. */
export type MatchFacts = { leagueName: string; homeName: string; awayName: string; matchTime: Date | null };

/** A match's facts by id and type (1 football, 2 basketball); undefined for a match the scores do not hold. */
export type MatchFactsLookup = (matchId: number, matchType: number) => MatchFacts | undefined;

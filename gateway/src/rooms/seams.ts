import type { PlayAddresses } from '@portal/contracts';

/** Tells the room's socket channel to re-read the room after it opened, closed or changed. */
export type RoomChannelPublisher = { roomChanged(roomId: number): Promise<void> };

/** Tells the followers of an anchor that their room just opened. */
export type GoLiveNotifier = {
  roomOpened(room: { roomId: number; anchorId: number; title: string; nickName: string }): Promise<void>;
};

/** The signed addresses a player fetches a room's stream from; undefined when there is none. */
export type PlayAddressLookup = (roomId: number) => PlayAddresses | undefined;

/** What the live scores know of a match: names and kick-off. */
export type MatchFacts = { leagueName: string; homeName: string; awayName: string; matchTime: Date | null };

/** A match's facts by id and type (1 football, 2 basketball); undefined for a match the scores do not hold. */
export type MatchFactsLookup = (matchId: number, matchType: number) => MatchFacts | undefined;

import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { oddsMarketKey, type FeedOddsTrack, type FeedSport, type MatchState, type OddsState } from '@portal/contracts';
import type { ChannelView } from '../realtime/use-channel';
import { touchedMarketKeys } from '../scores/match/odds-columns';
import { priceFields } from '../scores/match/odds-moves';
import { oddsQueries } from './queries';

/** One move of a market as the history shows it: when, the prices after it, the match at that moment. */
export interface OddsMoveRow {
  at: number;
  live: Readonly<Record<string, number>>;
  homeScore: number;
  awayScore: number;
  state: number;
}

/** The moves of every market by its key (`{bookmakerId}:{playType}`), oldest first. */
export type OddsTape = ReadonlyMap<string, readonly OddsMoveRow[]>;


/** The moves an odds patch made: each touched market whose prices changed, with the match as it stands. */
export function movesOfPatch(
  before: OddsState | null,
  after: OddsState | null,
  keys: readonly string[],
  match: Pick<MatchState, 'homeScore' | 'awayScore' | 'state'> | null,
): [string, OddsMoveRow][] {
  if (!after) return [];
  const moves: [string, OddsMoveRow][] = [];
  for (const key of keys) {
    const now = after.markets[key];
    const was = before?.markets[key];
    if (!now || (was && was.changedAt === now.changedAt)) continue;
    moves.push([
      key,
      { at: now.changedAt, live: priceFields(now.live), homeScore: match?.homeScore ?? 0, awayScore: match?.awayScore ?? 0, state: match?.state ?? 0 },
    ]);
  }
  return moves;
}

/** `tape` with `moves` added, each once, after the last of its market; the same tape when none is new. */
export function withMoves(tape: OddsTape, moves: readonly [string, OddsMoveRow][]): OddsTape {
  let next: Map<string, readonly OddsMoveRow[]> | undefined;
  for (const [key, move] of moves) {
    const known = (next ?? tape).get(key) ?? [];
    if (move.at <= (known.at(-1)?.at ?? -Infinity)) continue;
    next ??= new Map(tape);
    next.set(key, [...known, move]);
  }
  return next ?? tape;
}

/** The gateway's history and the moves seen since, each move once (by its time). */
export function mergeTape(tracks: readonly FeedOddsTrack[], seen: OddsTape): OddsTape {
  const tape = new Map<string, OddsMoveRow[]>();
  for (const track of tracks) tape.set(oddsMarketKey(track.bookmakerId, track.playType), [...track.moves]);
  for (const [key, moves] of seen) {
    const known = tape.get(key) ?? [];
    const last = known.at(-1)?.at ?? -Infinity;
    tape.set(key, [...known, ...moves.filter((move) => move.at > last)]);
  }
  return tape;
}

function samePrices(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const fields = Object.keys(a);
  return fields.length === Object.keys(b).length && fields.every((field) => a[field] === b[field]);
}

/**
 * The moves each market's current prices show and the tape lacks: one the channel brought in a
 * snapshot (the first, or a resync after a gap) rather than in a patch, so no patch listener saw it.
 * A market whose prices stand where the tape (or its opening) left them has none.
 */
export function missingMoves(
  tape: OddsTape,
  current: OddsState | null,
  match: Pick<MatchState, 'homeScore' | 'awayScore' | 'state'> | null,
): [string, OddsMoveRow][] {
  if (!current) return [];
  const moves: [string, OddsMoveRow][] = [];
  for (const [key, market] of Object.entries(current.markets)) {
    const last = tape.get(key)?.at(-1);
    const live = priceFields(market.live);
    if (market.changedAt <= (last?.at ?? -Infinity) || samePrices(live, last?.live ?? priceFields(market.initial))) continue;
    moves.push([key, { at: market.changedAt, live, homeScore: match?.homeScore ?? 0, awayScore: match?.awayScore ?? 0, state: match?.state ?? 0 }]);
  }
  return moves;
}

/**
 * A match's price history, kept current: the history call, then every move the odds channel
 * brings, stamped with the score the match channel shows at that moment.
 */
export function useOddsTape(
  sport: FeedSport,
  matchId: number,
  odds: Pick<ChannelView<OddsState>, 'state' | 'onPatch'>,
  match: Pick<ChannelView<MatchState>, 'state' | 'onPatch'>,
): { tape: OddsTape; loading: boolean } {
  const history = useQuery(oddsQueries.history(sport, matchId));
  const [seen, setSeen] = useState<OddsTape>(new Map());
  // The score as of the latest match patch: a goal and the moves it causes often arrive in one frame.
  const matchNow = useRef(match.state);
  const { state: matchState, onPatch: onMatchPatch } = match;
  useEffect(() => {
    matchNow.current = matchState;
  }, [matchState]);
  useEffect(
    () =>
      onMatchPatch(({ after }) => {
        matchNow.current = after as MatchState | null;
      }),
    [onMatchPatch],
  );
  const { onPatch, state: oddsNow } = odds;
  useEffect(
    () =>
      onPatch(({ patch, before, after }) => {
        const moves = movesOfPatch(before as OddsState | null, after as OddsState | null, touchedMarketKeys(patch.ops), matchNow.current);
        if (moves.length > 0) setSeen((current) => withMoves(current, moves));
      }),
    [onPatch],
  );
  // A move that came in a snapshot: known once the history tells what was there before it.
  const { data: tracks } = history;
  useEffect(() => {
    if (tracks === undefined) return;
    setSeen((current) => withMoves(current, missingMoves(mergeTape(tracks, current), oddsNow, matchNow.current)));
  }, [tracks, oddsNow]);
  const tape = useMemo(() => mergeTape(tracks ?? [], seen), [tracks, seen]);
  return { tape, loading: history.isPending };
}

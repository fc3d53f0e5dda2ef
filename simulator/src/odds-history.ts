import type { FeedMatchSnapshot, FeedOddsMarket, FeedOddsTrack } from '@portal/contracts';

/** More than any play type's number. */
const PLAY_TYPES = 8;

/**
 * The price moves of one match's markets as the vendor made them, each with the score at that
 * moment; the opening prices stay on the snapshot's markets (`initial`).
 */
export class OddsTape {
  /** By bookmaker and play type: `bookmakerId * PLAY_TYPES + playType`. */
  private readonly tracks = new Map<number, FeedOddsTrack>();

  /** Notes that `market` now quotes its `live` prices, in `match` as it stands at `at`. */
  record(match: FeedMatchSnapshot, market: FeedOddsMarket, at: number): void {
    const key = market.bookmakerId * PLAY_TYPES + market.playType;
    const track = this.tracks.get(key) ?? { bookmakerId: market.bookmakerId, playType: market.playType, moves: [] };
    const last = (track.moves[track.moves.length - 1]?.live ?? market.initial) as Record<string, number>;
    // Prices are never changed in place, so the move keeps the market's own; a market closing at kick-off is not a move.
    const live = market.live as Record<string, number>;
    let moved = false;
    for (const field in live) moved ||= last[field] !== live[field];
    if (!moved) return;
    this.tracks.set(key, track);
    track.moves.push({ at, live, homeScore: match.homeScore, awayScore: match.awayScore, state: match.state });
  }

  /** Every market that has moved, by bookmaker then play type. */
  list(): FeedOddsTrack[] {
    return [...this.tracks.values()].sort((a, b) => a.bookmakerId - b.bookmakerId || a.playType - b.playType);
  }
}

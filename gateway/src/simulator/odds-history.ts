import type { FeedMatchSnapshot, FeedOddsMarket, FeedOddsMove, FeedOddsTrack } from '@portal/contracts';

/**
 * The price moves of one match's markets as the vendor made them, each with the score at that
 * moment; the opening prices stay on the snapshot's markets (`initial`).
 */
export class OddsTape {
  private readonly tracks = new Map<string, FeedOddsTrack>();

  /** Notes that `market` now quotes its `live` prices, in `match` as it stands at `at`. */
  record(match: FeedMatchSnapshot, market: FeedOddsMarket, at: number): void {
    const key = `${market.bookmakerId}:${market.playType}`;
    const track = this.tracks.get(key) ?? { bookmakerId: market.bookmakerId, playType: market.playType, moves: [] };
    const last = (track.moves.at(-1)?.live ?? market.initial) as Record<string, number>;
    const live = market.live as Record<string, number>;
    // A market closing at kick-off is not a move.
    if (Object.keys(live).every((key) => last[key] === live[key])) return;
    this.tracks.set(key, track);
    const move: FeedOddsMove = {
      at,
      live: { ...live },
      homeScore: match.homeScore,
      awayScore: match.awayScore,
      state: match.state,
    };
    track.moves.push(move);
  }

  /** Every market that has moved, by bookmaker then play type. */
  list(): FeedOddsTrack[] {
    return [...this.tracks.values()].sort((a, b) => a.bookmakerId - b.bookmakerId || a.playType - b.playType);
  }
}

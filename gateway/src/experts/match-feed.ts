import {
  oddsMarketKey,
  sportEntry,
  sportOf,
  type FeedCompetitionKind,
  type FeedLeague,
  type FeedOddsMarket,
  type MatchState,
  type MatchType,
  type PickSide,
} from '@portal/contracts';
import type { ScoreReader } from '../realtime/scores/score-reader';

/** What the experts read from the live feed: the time, matches, and the prices plans record. */
export type MatchFeed = {
  /** The feed's time now (epoch ms), against which kick-offs are told. */
  now(): number;
  match(matchType: MatchType, matchId: number): MatchState | undefined;
  matches(matchType: MatchType): Iterable<MatchState>;
  /** The main bookmaker's market of a play type (the lottery's for football 4 and 5). */
  market(match: MatchState, playType: number): FeedOddsMarket | undefined;
  /** The kind of each competition the feed names (league, cup, friendly), by league id; empty while unknown. */
  competitionKinds(): Promise<ReadonlyMap<number, FeedCompetitionKind>>;
};



/** Whether a plan may still be published on a match: not started and before kick-off. */
export function openForPlans(match: MatchState, now: number): boolean {
  return match.state === sportEntry(match.sport).states.notStarted && match.kickoffAt > now;
}

/**
 * The experts' view of the realtime scores; `leagues` (the vendor's competitions by id, as the data
 * base keeps them) tells the competitions' kinds, none without it.
 */
export function matchFeedFromScores(scores: ScoreReader, leagues?: () => Promise<ReadonlyMap<number, FeedLeague>>): MatchFeed {
  return {
    async competitionKinds() {
      if (leagues === undefined) return new Map();
      return new Map([...(await leagues()).values()].map((league) => [league.id, league.kind] as const));
    },
    now: () => scores.now(),
    match: (matchType, matchId) => scores.match(sportOf(matchType), matchId)?.state,
    matches: (matchType) => scores.matches(sportOf(matchType)),
    market(match, playType) {
      const odds = scores.odds(match.sport, match.id)?.state;
      if (odds === undefined) return undefined;
      const entry = sportEntry(match.sport);
      const wanted = entry.plays[playType]?.quotedAs ?? playType;
      const lottery = entry.oddsPlayTypes.some((type) => type.playType === wanted && type.market === 'lottery');
      const main = lottery ? 0 : match.odds.bookmakerId;
      const exact = main === null ? undefined : odds.markets[oddsMarketKey(main, wanted)];
      return exact ?? Object.values(odds.markets).find((market) => market.playType === wanted);
    },
  };
}

/** The line and the price of a side in a market's prices (live or opening); undefined when the side is not quoted there. */
export function priceOf(market: FeedOddsMarket, side: PickSide, which: 'live' | 'initial'): { line: number | null; odds: number } | undefined {
  switch (market.market) {
    case 'europe':
    case 'lottery': {
      const price = market[which];
      if (side === 'home' || side === 'draw' || side === 'away') return { line: null, odds: price[side] };
      return undefined;
    }
    case 'asian':
    case 'handicap': {
      const price = market[which];
      if (side === 'home' || side === 'away') return { line: price.line, odds: price[side] };
      return undefined;
    }
    case 'overUnder':
    case 'total': {
      const price = market[which];
      if (side === 'over' || side === 'under') return { line: price.line, odds: price[side] };
      return undefined;
    }
  }
}

import { sportEntry, type FeedClosingLines, type FeedMatchSnapshot, type FeedOddsMarket, type Sport } from '@portal/contracts';
import { QUOTING_BOOKMAKERS } from './bookmakers';
import { asianPrice, FootballOutlook, overUnderPrice, pointsHandicapPrice, pointsTotalPrice } from './odds';
import { expectedGamePoints, expectedGoals, expectedPointsMargin, MARGIN_SD, TOTAL_SD } from './ratings';
import type { Reference, TeamProfile } from './reference';
import type { SeasonFixture } from './season-calendar';

/** The headline company: the lowest-numbered one quoting, as lists show its prices. */
const HEADLINE = QUOTING_BOOKMAKERS.reduce((low, book) => (book.id < low.id ? book : low));

/** A played match's closing lines from its headline company's markets; null where it quoted none. */
export function closingLinesOf(snapshot: Pick<FeedMatchSnapshot, 'sport' | 'odds'>): FeedClosingLines | null {
  const { handicap: handicapMarket, total: totalMarket } = sportEntry(snapshot.sport).lineMarkets;
  const closing = (name: FeedOddsMarket['market']) => {
    const market = snapshot.odds.find((m) => m.bookmakerId === HEADLINE.id && m.market === name);
    const prices = market?.closing as { line?: number } | undefined;
    return prices?.line;
  };
  const handicap = closing(handicapMarket);
  const total = closing(totalMarket);
  return handicap === undefined || total === undefined ? null : { handicap, total };
}

/**
 * The closing lines of a match played before the simulated days: the fair lines of the fixture, which
 * the companies' views of a live match come near by kick-off, without the headline company's lean.
 */
export function pricedLines(reference: Reference, fixture: SeasonFixture): FeedClosingLines {
  const home = reference.profile(fixture.homeTeamId);
  const away = reference.profile(fixture.awayTeamId);
  return FAIR_LINES[fixture.sport](fixture, home, away, HEADLINE.twoWayMargin);
}

/** Each sport's fair lines of a fixture: football's from the two sides' expected goals, basketball's from the expected margin and points. */
const FAIR_LINES: {
  readonly [S in Sport]: (fixture: SeasonFixture, home: TeamProfile, away: TeamProfile, margin: number) => FeedClosingLines;
} = {
  football: (fixture, home, away, margin) => {
    const [homeGoals, awayGoals] = expectedGoals(fixture, home, away);
    const outlook = new FootballOutlook(homeGoals, awayGoals, 0, 0);
    return { handicap: asianPrice(outlook, margin, 0).line, total: overUnderPrice(outlook, margin, 0).line };
  },
  basketball: (fixture, home, away, margin) => ({
    handicap: pointsHandicapPrice(expectedPointsMargin(fixture, home, away), MARGIN_SD, margin, 0).line,
    total: pointsTotalPrice(expectedGamePoints(fixture.leagueId, home, away), TOTAL_SD, margin, 0).line,
  }),
};

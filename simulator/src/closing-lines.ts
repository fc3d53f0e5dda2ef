import type { FeedClosingLines, FeedMatchSnapshot, FeedOddsMarket } from '@portal/contracts';
import { expectedPointsMargin, expectedGamePoints, MARGIN_SD, TOTAL_SD } from './basketball';
import { QUOTING_BOOKMAKERS } from './bookmakers';
import { expectedGoals } from './football';
import { asianPrice, FootballOutlook, overUnderPrice, pointsHandicapPrice, pointsTotalPrice } from './odds';
import type { Reference } from './reference';
import type { SeasonFixture } from './season-calendar';

/** The headline company: the lowest-numbered one quoting, as lists show its prices. */
const HEADLINE = QUOTING_BOOKMAKERS.reduce((low, book) => (book.id < low.id ? book : low));

/** A played match's closing lines from its headline company's markets; null where it quoted none. */
export function closingLinesOf(snapshot: Pick<FeedMatchSnapshot, 'sport' | 'odds'>): FeedClosingLines | null {
  const [handicapMarket, totalMarket] = snapshot.sport === 'football' ? (['asian', 'overUnder'] as const) : (['handicap', 'total'] as const);
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
  const margin = HEADLINE.twoWayMargin;
  if (fixture.sport === 'basketball') {
    return {
      handicap: pointsHandicapPrice(expectedPointsMargin(fixture, home, away), MARGIN_SD, margin, 0).line,
      total: pointsTotalPrice(expectedGamePoints(fixture.leagueId, home, away), TOTAL_SD, margin, 0).line,
    };
  }
  const [homeGoals, awayGoals] = expectedGoals(fixture, home, away);
  const outlook = new FootballOutlook(homeGoals, awayGoals, 0, 0);
  return { handicap: asianPrice(outlook, margin, 0).line, total: overUnderPrice(outlook, margin, 0).line };
}

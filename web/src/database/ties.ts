import { isKnockoutMatch, otherLegOf, type FeedSeasonMatch } from '@portal/contracts';

/** How a knockout match stands in its tie: the aggregate after a second leg, and the club through once it is decided. */
export interface TieStanding {
  /** Goals over both legs, the second leg's home side first; null for a tie of one match. */
  aggregate: readonly [number, number] | null;
  /** The club that goes through (or wins a final); null before the tie is decided. */
  through: number | null;
}

/**
 * A knockout match's place in its tie among the round's `matches`: a first leg decides nothing, a
 * second leg decides on the aggregate and then its shoot-out, a tie of one match on its score and
 * then its shoot-out. Undefined for a match that is not a knockout one (a league's or a group's).
 */
export function tieStanding(match: FeedSeasonMatch, matches: readonly FeedSeasonMatch[]): TieStanding | undefined {
  if (!isKnockoutMatch(match)) return undefined;
  const other = otherLegOf(match, matches);
  if (other !== undefined && other.kickoffAt > match.kickoffAt) return { aggregate: null, through: null };
  const aggregate: readonly [number, number] | null =
    other === undefined ? null : [match.homeScore + other.awayScore, match.awayScore + other.homeScore];
  if (!match.finished || (other !== undefined && !other.finished)) return { aggregate: match.finished ? aggregate : null, through: null };
  const [home, away] = aggregate ?? [match.homeScore, match.awayScore];
  const [homePens, awayPens] = match.penaltyScore ?? [0, 0];
  const homeThrough = home !== away ? home > away : homePens > awayPens;
  return { aggregate, through: homeThrough ? match.homeTeamId : match.awayTeamId };
}

/** A second leg's aggregate as its row shows it (总比分 3 - 2); empty otherwise. */
export function aggregateText(tie: TieStanding | undefined): string {
  const aggregate = tie?.aggregate;
  return aggregate ? `总比分 ${aggregate.join(' - ')}` : '';
}

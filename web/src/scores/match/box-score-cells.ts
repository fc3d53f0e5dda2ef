import type { BasketballPlayerStatField, FeedBoxScore } from '@portal/contracts';

/**
 * The percentages of a box score and what each is a share of: shots attempted, or for the assist
 * rate the team's made field goals. A percentage of nothing attempted is no figure at all.
 */
const SHARE_OF: Partial<Record<BasketballPlayerStatField, (line: FeedBoxScore, teamMade: number) => number>> = {
  fieldGoalsAccuracy: (line) => line.fieldGoalsTotal,
  threePointsAccuracy: (line) => line.threePointsTotal,
  freeThrowsAccuracy: (line) => line.freeThrowsTotal,
  assistRate: (_, teamMade) => teamMade,
};

/**
 * A box-score cell as the page shows it: a count as it is, a percentage with its sign, and "-"
 * for a percentage of nothing (0 of 0 attempts), which is not 0 %.
 */
export function boxScoreCell(line: FeedBoxScore, field: BasketballPlayerStatField, teamMade: number): string {
  const shareOf = SHARE_OF[field];
  if (!shareOf) return String(line[field]);
  return shareOf(line, teamMade) === 0 ? '-' : `${line[field]}%`;
}

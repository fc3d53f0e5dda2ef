import type { PatchOp } from '@portal/contracts';

/** The part of a match a goal is read from. */
export interface ScoringMatch {
  id: number;
  home: { name: string };
  away: { name: string };
  homeScore: number;
  awayScore: number;
}

/** A goal: which side scored and the score after it. */
export interface Goal {
  matchId: number;
  side: 'home' | 'away';
  homeName: string;
  awayName: string;
  homeScore: number;
  awayScore: number;
}

/** The toast of a goal: 进球！主队 2-1 客队. */
export function goalMessage(goal: Goal): string {
  return `进球！${goal.homeName} ${goal.homeScore}-${goal.awayScore} ${goal.awayName}`;
}

/**
 * The goal between two states of a match, if the score rose. A score that went down on either side
 * is a correction, and a correction is never announced.
 */
export function goalBetween(before: ScoringMatch | undefined, after: ScoringMatch | undefined): Goal | undefined {
  if (!before || !after || before.id !== after.id) return undefined;
  const homeUp = after.homeScore - before.homeScore;
  const awayUp = after.awayScore - before.awayScore;
  if (homeUp < 0 || awayUp < 0 || homeUp + awayUp === 0) return undefined;
  return {
    matchId: after.id,
    side: homeUp > 0 ? 'home' : 'away',
    homeName: after.home.name,
    awayName: after.away.name,
    homeScore: after.homeScore,
    awayScore: after.awayScore,
  };
}

/** The match ids whose rows a list patch touched (paths `matches/{id}/…`). */
export function touchedMatchIds(ops: readonly PatchOp[]): string[] {
  const ids = new Set<string>();
  for (const op of ops) {
    if (op.path[0] === 'matches' && op.path.length >= 2) ids.add(String(op.path[1]));
  }
  return [...ids];
}

type ListLike = { matches: Record<string, ScoringMatch> } | null | undefined;

/**
 * The goals a patch of a list channel brought: for each row it touched, the score before and after.
 * A row the patch added is a new match, not a goal.
 */
export function goalsFromListPatch(before: ListLike, after: ListLike, ops: readonly PatchOp[]): Goal[] {
  if (!before || !after) return [];
  return touchedMatchIds(ops).flatMap((id) => {
    const goal = goalBetween(before.matches[id], after.matches[id]);
    return goal ? [goal] : [];
  });
}

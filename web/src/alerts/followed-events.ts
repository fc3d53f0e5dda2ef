import type { MatchState } from '@portal/contracts';
import { goalBetween, goalMessage } from '../scores/goals';

/** Which side an alert is about: its sound is that side's. */
export type Side = 'home' | 'away';

/** A goal or a red card of a followed match, with the score after it. */
export interface FollowedEvent {
  kind: 'goal' | 'red';
  matchId: number;
  side: Side;
  homeName: string;
  awayName: string;
  homeScore: number;
  awayScore: number;
}

type Scoring = Pick<MatchState, 'id' | 'home' | 'away' | 'homeScore' | 'awayScore' | 'homeRed' | 'awayRed'>;

/**
 * The goals and red cards between two states of a match. A count that went down is a correction and
 * is never announced.
 */
export function followedEventsBetween(before: Scoring | null | undefined, after: Scoring | null | undefined): FollowedEvent[] {
  if (!before || !after || before.id !== after.id) return [];
  const events: FollowedEvent[] = [];
  const goal = goalBetween(before, after);
  if (goal) events.push({ kind: 'goal', ...goal });
  const score = {
    matchId: after.id,
    homeName: after.home.name,
    awayName: after.away.name,
    homeScore: after.homeScore,
    awayScore: after.awayScore,
  };
  if (after.homeRed > before.homeRed) events.push({ kind: 'red', side: 'home', ...score });
  if (after.awayRed > before.awayRed) events.push({ kind: 'red', side: 'away', ...score });
  return events;
}

/** The toast of an event: 进球！主队 2-1 客队, or 红牌！客队 · 主队 2-1 客队. */
export function followedEventMessage(event: FollowedEvent): string {
  if (event.kind === 'goal') return goalMessage(event);
  const team = event.side === 'home' ? event.homeName : event.awayName;
  return `红牌！${team} · ${event.homeName} ${event.homeScore}-${event.awayScore} ${event.awayName}`;
}

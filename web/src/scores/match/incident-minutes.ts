import { FootballState, type FeedIncident, type MatchState } from '@portal/contracts';
import { FOOTBALL_EXTRA_HALF_MINUTES } from '../../match/match-clock';

type MinuteFields = Pick<MatchState, 'state' | 'knockout' | 'clockBaseMinute' | 'periodMinutes'>;

/** The regular end of the phase the match is in now, for incidents at its end; undefined when unknown. */
function currentPhaseEnd(match: MinuteFields): number | undefined {
  const half = match.periodMinutes;
  const extraEnd = 2 * half + FOOTBALL_EXTRA_HALF_MINUTES;
  switch (match.state) {
    case FootballState.FIRST_HALF:
    case FootballState.HALF_TIME:
      return half;
    case FootballState.SECOND_HALF:
      return 2 * half;
    case FootballState.EXTRA_TIME:
      return match.clockBaseMinute < extraEnd ? extraEnd : extraEnd + FOOTBALL_EXTRA_HALF_MINUTES;
    case FootballState.PENALTIES:
      return extraEnd + FOOTBALL_EXTRA_HALF_MINUTES;
    case FootballState.FULL_TIME:
      // A cup tie may have gone to extra time: its minutes past 90 are not added time.
      return match.knockout ? undefined : 2 * half;
    default:
      return undefined;
  }
}

/**
 * How each football incident's minute reads: added time as 45+2' rather than 47'. The feed counts
 * added time past 45 and 90, so a minute that drops from one incident to the next marks the start
 * of a new phase: in each phase before it, minutes past the phase's regular end are added time; in
 * the phase being played, minutes past its end are.
 */
export function footballMinuteLabels(match: MinuteFields, incidents: readonly FeedIncident[]): Map<string, string> {
  const half = match.periodMinutes;
  const ends = [half, 2 * half, 2 * half + FOOTBALL_EXTRA_HALF_MINUTES, 2 * half + 2 * FOOTBALL_EXTRA_HALF_MINUTES];
  const phases: FeedIncident[][] = [];
  for (const incident of incidents) {
    const phase = phases.at(-1);
    const previous = phase?.at(-1);
    if (phase && previous && incident.minute >= previous.minute) phase.push(incident);
    else phases.push([incident]);
  }
  const labels = new Map<string, string>();
  phases.forEach((phase, index) => {
    const last = index === phases.length - 1;
    const latest = Math.max(...phase.map((incident) => incident.minute));
    const end = last ? currentPhaseEnd(match) : ends.filter((e) => e < latest).at(-1);
    for (const { id, minute } of phase) {
      labels.set(id, end !== undefined && minute > end ? `${end}+${minute - end}'` : `${minute}'`);
    }
  });
  return labels;
}

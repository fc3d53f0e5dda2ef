import type { FeedIncident } from '@portal/contracts';

/** A basketball incident the 比赛事件 timeline shows, and what makes it one. */
export interface Highlight {
  incident: FeedIncident;
  /** 三分命中, 反超, 扳平, 10-0攻势, 暂停 or 第5次犯规; two at once are joined by " · ". */
  label: string;
}

/** Unanswered points from which a run is called out. */
export const RUN_POINTS = 8;
/** A player's foul from which each is shown: five or six foul a player out. */
export const FOUL_TROUBLE = 5;

/**
 * The moments of a basketball match, in the order they happened: made threes, the baskets that
 * take the lead or level the score, runs of unanswered points, time-outs, and a player's fifth foul
 * and after. The score is on the scoreboard and every play on the text commentary; this is what
 * turned the match.
 */
export function basketballHighlights(incidents: readonly FeedIncident[]): Highlight[] {
  const highlights: Highlight[] = [];
  let margin = 0;
  let run = { team: '', points: 0, called: false };
  const fouls = new Map<number, number>();
  for (const incident of incidents) {
    const labels: string[] = [];
    if (incident.kind === 'score' && incident.score !== undefined) {
      const points = incident.points ?? 0;
      const after = incident.score[0] - incident.score[1];
      // Positive while the scoring side leads.
      const [before, now] = incident.team === 'home' ? [margin, after] : [-margin, -after];
      if (points === 3) labels.push('三分命中');
      if (before < 0 && now > 0) labels.push('反超');
      if (before < 0 && now === 0) labels.push('扳平');
      run = run.team === incident.team ? { ...run, points: run.points + points } : { team: incident.team, points, called: false };
      if (!run.called && run.points >= RUN_POINTS) {
        labels.push(`${run.points}-0攻势`);
        run.called = true;
      }
      margin = after;
    } else if (incident.kind === 'timeout') {
      labels.push('暂停');
    } else if (incident.kind === 'foul' && incident.playerId !== undefined) {
      const count = (fouls.get(incident.playerId) ?? 0) + 1;
      fouls.set(incident.playerId, count);
      if (count >= FOUL_TROUBLE) labels.push(`第${count}次犯规`);
    }
    if (labels.length > 0) highlights.push({ incident, label: labels.join(' · ') });
  }
  return highlights;
}

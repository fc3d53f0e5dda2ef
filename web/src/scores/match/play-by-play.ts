import { basketballPeriodName, type FeedIncident, type MatchState } from '@portal/contracts';
import { lineupPlayers } from './lineup-marks';

/** One line of text commentary. */
export interface PlayLine {
  id: string;
  /** 第3节 5' or 加时1 2'. */
  clock: string;
  team: string;
  text: string;
  /** The score after a basket, e.g. 73-67. */
  score: string | null;
}

const SHOT_TEXT: Record<number, string> = { 1: '罚球命中', 2: '两分球命中', 3: '三分球命中' };

export function periodClock(incident: Pick<FeedIncident, 'period' | 'minute'>): string {
  const period = incident.period ?? 1;
  return `${basketballPeriodName(period)} ${incident.minute}'`;
}

/** Text commentary of a basketball match from its incidents, newest first: baskets, fouls and timeouts. */
export function playByPlay(match: MatchState): PlayLine[] {
  const players = lineupPlayers(match.lineups);
  const lines: PlayLine[] = [];
  for (const incident of match.incidents) {
    const team = match[incident.team].name;
    const player = incident.playerId === undefined ? undefined : players.get(incident.playerId);
    const who = player ? `${player.number}号 ${player.name}` : '';
    let text: string;
    if (incident.kind === 'score') text = `${who} ${SHOT_TEXT[incident.points ?? 2] ?? '得分'}`;
    else if (incident.kind === 'foul') text = `${who} 犯规`;
    else if (incident.kind === 'timeout') text = '请求暂停';
    else continue;
    lines.push({
      id: incident.id,
      clock: periodClock(incident),
      team,
      text: text.trim(),
      score: incident.score ? `${incident.score[0]}-${incident.score[1]}` : null,
    });
  }
  return lines.reverse();
}

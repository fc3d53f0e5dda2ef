import type { FeedBasketballSideStats, FeedBoxScore } from '@portal/contracts';

/** A player's counts in a basketball game, as its play or a quick result adds them up. */
export interface Line {
  playerId: number;
  starter: boolean;
  minutesPlayed: number;
  points: number;
  fgm: number;
  fga: number;
  tpm: number;
  tpa: number;
  ftm: number;
  fta: number;
  oreb: number;
  dreb: number;
  ast: number;
  stl: number;
  blk: number;
  tov: number;
  pf: number;
}

const percent = (made: number, attempts: number) => (attempts === 0 ? 0 : Math.round((made / attempts) * 1000) / 10);

function box(line: Omit<Line, 'playerId' | 'starter'>, teamMade: number): FeedBoxScore {
  return {
    minutesPlayed: line.minutesPlayed,
    points: line.points,
    fieldGoalsScored: line.fgm,
    fieldGoalsTotal: line.fga,
    fieldGoalsAccuracy: percent(line.fgm, line.fga),
    threePoints: 3 * line.tpm,
    threePointsScored: line.tpm,
    threePointsTotal: line.tpa,
    threePointsAccuracy: percent(line.tpm, line.tpa),
    freeThrowsScored: line.ftm,
    freeThrowsTotal: line.fta,
    freeThrowsAccuracy: percent(line.ftm, line.fta),
    rebounds: line.oreb + line.dreb,
    offensiveRebounds: line.oreb,
    defensiveRebounds: line.dreb,
    assists: line.ast,
    steals: line.stl,
    blocks: line.blk,
    turnovers: line.tov,
    fouls: line.pf,
    assistRate: percent(line.ast, teamMade),
  };
}

/** A side's box score: each player's line, and the team's as their sum. */
export function sideStats(side: { lines: ReadonlyMap<number, Line> }): FeedBasketballSideStats {
  const total: Omit<Line, 'playerId' | 'starter'> = {
    minutesPlayed: 0, points: 0, fgm: 0, fga: 0, tpm: 0, tpa: 0, ftm: 0, fta: 0, oreb: 0, dreb: 0, ast: 0, stl: 0, blk: 0, tov: 0, pf: 0,
  };
  for (const line of side.lines.values()) {
    total.minutesPlayed += line.minutesPlayed;
    total.points += line.points;
    total.fgm += line.fgm;
    total.fga += line.fga;
    total.tpm += line.tpm;
    total.tpa += line.tpa;
    total.ftm += line.ftm;
    total.fta += line.fta;
    total.oreb += line.oreb;
    total.dreb += line.dreb;
    total.ast += line.ast;
    total.stl += line.stl;
    total.blk += line.blk;
    total.tov += line.tov;
    total.pf += line.pf;
  }
  const players = [];
  for (const line of side.lines.values()) players.push({ playerId: line.playerId, starter: line.starter, ...box(line, total.fgm) });
  return { team: box(total, total.fgm), players };
}

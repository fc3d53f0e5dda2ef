import type { FeedBoxScore, FeedLineup, FeedPlayerBoxScore, ListRow, ListState, MatchState } from '@portal/contracts';

export const KICKOFF = Date.UTC(2025, 4, 3, 11, 30);

const LEAGUES = {
  epl: { id: 1, name: '英超', country: '英格兰', color: '#3d1a78', kind: 'league' },
  liga: { id: 2, name: '西甲', country: '西班牙', color: '#c8102e', kind: 'league' },
  csl: { id: 3, name: '中超', country: '中国', color: '#d4a017', kind: 'league' },
  friendly: { id: 13, name: '球会友谊', country: '国际', color: '#117a65', kind: 'friendly' },
} as const;

export type LeagueKey = keyof typeof LEAGUES;

/** A football list row, 0-0 in the first half unless told otherwise. */
export function footballRow(id: number, overrides: Partial<ListRow> & { leagueKey?: LeagueKey } = {}): ListRow {
  const { leagueKey = 'epl', ...rest } = overrides;
  return {
    id,
    sport: 'football',
    league: LEAGUES[leagueKey],
    home: { id: id * 10 + 1, name: `主队${id}`, logo: '' },
    away: { id: id * 10 + 2, name: `客队${id}`, logo: '' },
    kickoffAt: KICKOFF + id * 60_000,
    state: 2,
    phaseStartedAt: KICKOFF,
    clockBaseMinute: 0,
    periodMinutes: 45,
    homeScore: 0,
    awayScore: 0,
    halfScore: null,
    quarterScores: [],
    homeRed: 0,
    awayRed: 0,
    homeYellow: 0,
    awayYellow: 0,
    homeCorner: 0,
    awayCorner: 0,
    odds: {
      sport: 'football',
      bookmakerId: 1,
      europe: { home: 2.1, draw: 3.2, away: 3.5 },
      asian: { line: -0.5, home: 0.92, away: 0.94 },
      overUnder: { line: 2.5, over: 0.9, under: 0.96 },
    },
    matchNum: null,
    pinnable: true,
    ...rest,
  };
}

export function listOf(...rows: ListRow[]): ListState {
  return { issueNum: null, matches: Object.fromEntries(rows.map((row) => [String(row.id), row])) };
}

const player = (id: number, number: number, position: FeedLineup['starters'][number]['position']) => ({
  playerId: id,
  name: `球员${id}`,
  number,
  position,
});

function footballLineup(base: number, coach: string): FeedLineup {
  const positions = ['GK', 'DL', 'DC', 'DC', 'DR', 'ML', 'MC', 'MC', 'MR', 'ST', 'ST'] as const;
  return {
    formation: '4-4-2',
    coach,
    starters: positions.map((position, index) => player(base + index, index + 1, position)),
    substitutes: [player(base + 20, 12, 'GK'), player(base + 21, 14, 'ST')],
  };
}

/** A football match's whole state with both line-ups (4-4-2, players 100-121 and 200-221). */
export function footballMatch(id = 1): MatchState {
  const { matchNum: _matchNum, pinnable: _pinnable, ...row } = footballRow(id);
  const side = { possession: 50, shots: 0, shotsOnTarget: 0, corners: 0, attacks: 0, dangerousAttacks: 0 };
  return {
    ...row,
    seasonId: 1,
    knockout: false,
    penaltyScore: null,
    incidents: [],
    stats: { sport: 'football', home: side, away: side },
    lottery: [],
    lineups: { home: footballLineup(100, '主帅甲'), away: footballLineup(200, '主帅乙') },
  };
}

const zeroBox: FeedBoxScore = {
  minutesPlayed: 0, points: 0, fieldGoalsScored: 0, fieldGoalsTotal: 0, fieldGoalsAccuracy: 0, threePoints: 0,
  threePointsScored: 0, threePointsTotal: 0, threePointsAccuracy: 0, freeThrowsScored: 0, freeThrowsTotal: 0,
  freeThrowsAccuracy: 0, rebounds: 0, offensiveRebounds: 0, defensiveRebounds: 0, assists: 0, steals: 0, blocks: 0,
  turnovers: 0, fouls: 0, assistRate: 0,
};

const line = (playerId: number, stats: Partial<FeedBoxScore>): FeedPlayerBoxScore => ({ ...zeroBox, ...stats, playerId, starter: true });

/** A basketball match in the second quarter with two players a side (301, 302 and 401, 402) and their box scores. */
export function basketballMatch(id = 2): MatchState {
  const football = footballMatch(id);
  const lineup = (base: number): FeedLineup => ({
    formation: null,
    coach: `教练${base}`,
    starters: [player(base + 1, 23, 'SF'), player(base + 2, 30, 'PG')],
    substitutes: [],
  });
  return {
    ...football,
    sport: 'basketball',
    state: 4,
    periodMinutes: 12,
    homeScore: 30,
    awayScore: 28,
    quarterScores: [[20, 18], [10, 10]],
    odds: { sport: 'basketball', bookmakerId: 1, handicap: null, total: null },
    stats: {
      sport: 'basketball',
      home: { team: { ...zeroBox, points: 30 }, players: [line(301, { points: 18, rebounds: 4 }), line(302, { points: 12, assists: 7 })] },
      away: { team: { ...zeroBox, points: 28 }, players: [line(401, { points: 16, rebounds: 9 }), line(402, { points: 12, assists: 3 })] },
    },
    lineups: { home: lineup(300), away: lineup(400) },
  };
}


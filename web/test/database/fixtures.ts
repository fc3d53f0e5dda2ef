import type {
  DatabaseLeague,
  FeedBoxScore,
  FeedStandingGroup,
  FeedStandingRow,
  PlayerPageResponse,
  SeasonStandingsResponse,
  TeamPageResponse,
  TeamRef,
} from '@portal/contracts';

export const premier: DatabaseLeague = {
  id: 1,
  sport: 'football',
  name: '英格兰超级联赛',
  shortName: '英超',
  country: '英格兰',
  kind: 'league',
  seasons: [
    { id: 12026, name: '2026-2027', current: true },
    { id: 12025, name: '2025-2026', current: false },
  ],
};
export const chinese: DatabaseLeague = { ...premier, id: 6, name: '中国足球超级联赛', shortName: '中超', country: '中国', seasons: [{ id: 62026, name: '2026', current: true }] };
export const nba: DatabaseLeague = { ...premier, id: 101, sport: 'basketball', name: '美国职业篮球联赛', shortName: 'NBA', country: '美国', seasons: [{ id: 1012026, name: '2026-2027', current: true }] };

export const team = (id: number, shortName: string): TeamRef => ({ id, name: `${shortName}俱乐部`, shortName, logo: `/live/data/team-logo/${id}` });
export const teams = { 101: team(101, '曼城'), 102: team(102, '阿森纳'), 103: team(103, '利物浦') };

export function row(rank: number, teamId: number, points: number, extra: Partial<FeedStandingRow> = {}): FeedStandingRow {
  return { rank, teamId, played: 10, won: 0, drawn: 0, lost: 0, scored: 10, conceded: 10, points, winRate: 0, form: 'WDL', ...extra };
}

export const zones: FeedStandingGroup['zones'] = [
  { from: 1, to: 1, name: '欧冠', kind: 'top' },
  { from: 3, to: 3, name: '降级', kind: 'bottom' },
];

export function standings(rows: FeedStandingRow[]): SeasonStandingsResponse {
  return { league: premier, seasonId: 12026, teams, view: 'total', groups: [{ name: '', rows, zones }] };
}

export const box = (points: number): FeedBoxScore => ({
  minutesPlayed: 30, points, fieldGoalsScored: 8, fieldGoalsTotal: 16, fieldGoalsAccuracy: 50, threePoints: 6, threePointsScored: 2,
  threePointsTotal: 5, threePointsAccuracy: 40, freeThrowsScored: 2, freeThrowsTotal: 2, freeThrowsAccuracy: 100, rebounds: 5,
  offensiveRebounds: 1, defensiveRebounds: 4, assists: 4, steals: 1, blocks: 1, turnovers: 2, fouls: 2, assistRate: 20,
});

export const teamPage: TeamPageResponse = {
  league: premier,
  seasonId: 12026,
  teams,
  team: teams[101],
  squad: [
    { id: 10101, teamId: 101, name: '埃德森', number: 31, position: 'GK', nationality: '巴西' },
    { id: 10110, teamId: 101, name: '哈兰德', number: 9, position: 'ST', nationality: '挪威' },
  ],
  appearances: { 10110: 14 },
  goals: { 10110: 12 },
  suspended: [10110],
  standing: row(2, 101, 28),
  football: { teamId: 101, played: 14, won: 8, drawn: 4, lost: 2, scored: 30, conceded: 14, cleanSheets: 6, yellow: 27, red: 1 },
  basketball: null,
  matches: [
    {
      id: 5001, round: 1, roundName: '第1轮', group: null, kickoffAt: Date.UTC(2026, 7, 12, 19), homeTeamId: 101, awayTeamId: 102,
      state: 8, finished: true, homeScore: 4, awayScore: 1, penaltyScore: null, halfScore: [2, 0], incidents: [],
    },
  ],
  form: 'WWD',
  cups: [],
};

export const playerPage: PlayerPageResponse = {
  league: premier,
  seasonId: 12026,
  teams,
  player: { id: 10110, teamId: 101, name: '哈兰德', number: 9, position: 'ST', nationality: '挪威' },
  team: teams[101],
  career: [
    { seasonId: 12026, seasonName: '2026-2027', football: { playerId: 10110, teamId: 101, appearances: 14, starts: 13, minutes: 1180, goals: 12, penaltyGoals: 2, assists: 3, yellow: 1, red: 0 }, basketball: null },
    { seasonId: 12025, seasonName: '2025-2026', football: { playerId: 10110, teamId: 101, appearances: 35, starts: 31, goals: 27, penaltyGoals: 4, assists: 5, yellow: 3, red: 0 }, basketball: null },
  ],
  matches: [
    { match: teamPage.matches[0]!, goals: 2, assists: 1, yellow: 0, red: 0, line: null, minutes: 78, appeared: true, started: true },
    { match: { ...teamPage.matches[0]!, id: 5002 }, goals: 1, assists: 0, yellow: 0, red: 0, line: null, minutes: 25, appeared: true, started: false },
    { match: { ...teamPage.matches[0]!, id: 5000 }, goals: 0, assists: 0, yellow: 0, red: 0, line: null, minutes: null, appeared: false, started: false },
  ],
  averages: null,
};

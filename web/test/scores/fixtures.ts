import type { ListRow, ListState } from '@portal/contracts';

export const KICKOFF = Date.UTC(2025, 4, 3, 11, 30);

const LEAGUES = {
  epl: { id: 1, name: '英超', country: '英格兰', color: '#3d1a78' },
  liga: { id: 2, name: '西甲', country: '西班牙', color: '#c8102e' },
  csl: { id: 3, name: '中超', country: '中国', color: '#d4a017' },
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

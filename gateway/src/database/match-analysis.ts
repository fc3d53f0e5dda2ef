import {
  type AnalysisStanding,
  type FeedSeasonFixturesResponse,
  type FeedSeasonMatch,
  type FeedSeasonStandingsResponse,
  type GoalTimes,
  type MatchAnalysisResponse,
  type MatchState,
  type PointsSummary,
  type ScoreLeague,
  type ScoreTeam,
  resultFor,
  sportEntry,
} from '@portal/contracts';
import { scoreLeagueOf, teamLogoPath } from '../realtime/scores/projection';
import type { Reference } from './reference';

/** How many meetings and recent results an analysis lists. */
const RECENT = 10;
/** How many fixtures to come it lists per side. */
const UPCOMING = 5;
/** Goal-time bands: 15 minutes each; the last one holds stoppage time. */
const BAND_MINUTES = 15;
const BANDS = 6;
const SCORING = new Set(['goal', 'own_goal', 'penalty']);

/** A season's fixtures and total table, as the upstream answers them. */
export type Seasons = {
  fixtures(seasonId: number): Promise<FeedSeasonFixturesResponse>;
  /** A season's total table; with `before`, as it stood before that time. */
  table(seasonId: number, before?: number): Promise<FeedSeasonStandingsResponse>;
};

/** What an analysis reads of its match: which it is, its season, sport and kick-off, and its two sides. */
export type AnalysedMatch = Pick<MatchState, 'id' | 'sport' | 'seasonId' | 'kickoffAt'> & {
  league: Pick<ScoreLeague, 'id'>;
  home: Pick<ScoreTeam, 'id'>;
  away: Pick<ScoreTeam, 'id'>;
};

const plays = (teamId: number) => (m: FeedSeasonMatch) => m.homeTeamId === teamId || m.awayTeamId === teamId;
const byKickoff = (a: FeedSeasonMatch, b: FeedSeasonMatch) => a.kickoffAt - b.kickoffAt || a.id - b.id;

/**
 * A match's analysis from the season results the upstream serves: the meetings, recent results and
 * next fixtures of the sides over every season of their leagues, of the cups beside them and of the
 * match's own competition, their rows in the season's table, and goal times (football) or points
 * per game (basketball). With `asOf` (an older match's kick-off), the tables and season figures
 * count only the results before it.
 */
export async function matchAnalysis(
  ref: Reference,
  seasons: Seasons,
  match: AnalysedMatch,
  held: (id: number) => MatchState | undefined,
  asOf: number | null = null,
): Promise<Omit<MatchAnalysisResponse, 'suspended'>> {
  const leagueOf = (teamId: number) => ref.teams.find((t) => t.id === teamId)?.leagueId;
  const cupIds = new Set(ref.leagues.filter((l) => l.kind === 'cup' && l.sport === match.sport).map((l) => l.id));
  /** The seasons a side's results and fixtures are read from: the match's own, its league's, and the cups' of the same names (欧冠 2025-2026 beside 英超 2025-2026). */
  const seasonIdsOf = (teamId: number) => {
    const own = ref.seasons.filter((s) => s.leagueId === leagueOf(teamId));
    const names = new Set(own.map((s) => s.name));
    const cups = ref.seasons.filter((s) => cupIds.has(s.leagueId) && names.has(s.name));
    return [match.seasonId, ...own.map((s) => s.id), ...cups.map((s) => s.id)];
  };
  const matchesOf = async (seasonId: number) => (await seasons.fixtures(seasonId)).rounds.flatMap((round) => round.matches);
  /** The season each fixture read belongs to (its competition). */
  const seasonOfFixture = new Map<number, number>();
  const fixturesOf = async (seasonIds: number[]) => {
    const read = await Promise.all(
      [...new Set(seasonIds)].map(async (seasonId) => {
        const matches = await matchesOf(seasonId).catch((): FeedSeasonMatch[] => []);
        for (const m of matches) seasonOfFixture.set(m.id, seasonId);
        return matches;
      }),
    );
    return [...new Map(read.flat().map((m) => [m.id, m])).values()].sort(byKickoff);
  };
  const before = (m: FeedSeasonMatch) => m.finished && m.id !== match.id && m.kickoffAt < match.kickoffAt;
  const [homeAll, awayAll] = await Promise.all([fixturesOf(seasonIdsOf(match.home.id)), fixturesOf(seasonIdsOf(match.away.id))]);
  const homePlayed = homeAll.filter(plays(match.home.id)).filter(before);
  const awayPlayed = awayAll.filter(plays(match.away.id)).filter(before);
  const headToHead = homePlayed.filter(plays(match.away.id)).slice(-RECENT);
  const homeRecent = homePlayed.slice(-RECENT);
  const awayRecent = awayPlayed.slice(-RECENT);

  const league = (id: number): ScoreLeague => scoreLeagueOf(id, ref.leagues.find((l) => l.id === id));
  const team = (id: number): ScoreTeam => {
    const known = ref.teams.find((t) => t.id === id);
    if (known === undefined) return { id, name: `球队${id}`, logo: '' };
    return { id, name: known.shortName, logo: /^https?:\/\//.test(known.logo) ? known.logo : teamLogoPath(id) };
  };
  const leagueIdOfSeason = (seasonId: number) => ref.seasons.find((s) => s.id === seasonId)?.leagueId ?? match.league.id;
  const upcoming = (m: FeedSeasonMatch) => ({
    id: m.id,
    kickoffAt: m.kickoffAt,
    league: league(leagueIdOfSeason(seasonOfFixture.get(m.id) ?? match.seasonId)),
    home: team(m.homeTeamId),
    away: team(m.awayTeamId),
  });
  const finished = (m: FeedSeasonMatch) => ({
    ...upcoming(m),
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    halfScore: held(m.id)?.halfScore ?? m.halfScore,
    lines: m.lines ?? null,
  });
  /** The side's fixtures after the match: those still to play, or for an older match those that came next. */
  const next = (teamId: number, all: FeedSeasonMatch[]) =>
    all
      .filter((m) => plays(teamId)(m) && (asOf !== null || !m.finished) && m.id !== match.id && m.kickoffAt >= match.kickoffAt)
      .slice(0, UPCOMING)
      .map(upcoming);

  const [homeStanding, awayStanding] = await Promise.all([standingOf(match.home.id), standingOf(match.away.id)]);
  /** The side's row in the match's own table when it has one, else in its league's current table. */
  async function standingOf(teamId: number): Promise<AnalysisStanding | null> {
    const own = ref.leagues.find((l) => l.id === leagueOf(teamId))?.seasonId;
    for (const seasonId of [match.seasonId, own]) {
      if (seasonId === undefined) continue;
      const table = await seasons.table(seasonId, asOf ?? undefined).catch(() => undefined);
      const group = table?.groups.find((g) => g.rows.some((r) => r.teamId === teamId));
      const row = group?.rows.find((r) => r.teamId === teamId);
      if (table === undefined || group === undefined || row === undefined) continue;
      return { seasonId, leagueId: table.leagueId, league: league(table.leagueId).name, group: group.name, size: group.rows.length, row };
    }
    return null;
  }
  const seasonPlayed = async (teamId: number, standing: AnalysisStanding | null) =>
    standing === null ? [] : (await matchesOf(standing.seasonId)).filter((m) => plays(teamId)(m) && m.finished && (asOf === null || m.kickoffAt < asOf));

  const [homeSeason, awaySeason] = await Promise.all([seasonPlayed(match.home.id, homeStanding), seasonPlayed(match.away.id, awayStanding)]);
  // Goals are told by the time they went in; points by the game, over the recent matches and the season.
  const goals = sportEntry(match.sport).scoring.unit === 'goals';
  return {
    matchId: match.id,
    sport: match.sport,
    seasonId: match.seasonId,
    asOf,
    headToHead: headToHead.map(finished).reverse(),
    homeRecent: homeRecent.map(finished).reverse(),
    awayRecent: awayRecent.map(finished).reverse(),
    homeForm: homeRecent.map((m) => resultFor(match.home.id, m)).join(''),
    awayForm: awayRecent.map((m) => resultFor(match.away.id, m)).join(''),
    homeStanding,
    awayStanding,
    homeUpcoming: next(match.home.id, homeAll),
    awayUpcoming: next(match.away.id, awayAll),
    homeGoalTimes: goals ? goalTimes(match.home.id, homeSeason) : null,
    awayGoalTimes: goals ? goalTimes(match.away.id, awaySeason) : null,
    homePoints: goals ? null : points(match.home.id, homeRecent, homeSeason),
    awayPoints: goals ? null : points(match.away.id, awayRecent, awaySeason),
  };
}

/** Goals for and against a side by 15-minute band, from the scoring incidents of its matches. */
export function goalTimes(teamId: number, matches: readonly FeedSeasonMatch[]): GoalTimes {
  const bands = Array.from({ length: BANDS }, (_, i) => ({ from: i * BAND_MINUTES + 1, to: (i + 1) * BAND_MINUTES, scored: 0, conceded: 0 }));
  for (const m of matches) {
    const side = m.homeTeamId === teamId ? 'home' : 'away';
    for (const incident of m.incidents) {
      if (!SCORING.has(incident.kind)) continue;
      const band = bands[Math.min(BANDS - 1, Math.max(0, Math.floor((incident.minute - 1) / BAND_MINUTES)))]!;
      if (incident.team === side) band.scored += 1;
      else band.conceded += 1;
    }
  }
  return { matches: matches.length, bands };
}

const average = (sum: number, games: number) => (games === 0 ? 0 : Math.round((sum / games) * 10) / 10);

/** Points for and against per game over the recent matches and the season. */
export function points(teamId: number, recent: readonly FeedSeasonMatch[], season: readonly FeedSeasonMatch[]): PointsSummary {
  const sums = (matches: readonly FeedSeasonMatch[]) =>
    matches.reduce(
      (acc, m) => {
        const [mine, theirs] = m.homeTeamId === teamId ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore];
        return { scored: acc.scored + mine, conceded: acc.conceded + theirs };
      },
      { scored: 0, conceded: 0 },
    );
  const r = sums(recent);
  const s = sums(season);
  return {
    recentGames: recent.length,
    recentScored: average(r.scored, recent.length),
    recentConceded: average(r.conceded, recent.length),
    seasonGames: season.length,
    seasonScored: average(s.scored, season.length),
    seasonConceded: average(s.conceded, season.length),
  };
}

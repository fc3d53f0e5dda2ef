import type { SeasonFacts } from '../content/roundups';
import {
  bySport,
  DATABASE_NOT_FOUND_MESSAGE,
  MATCH_NOT_FOUND_MESSAGE,
  ResultCode,
  resultFor,
  sportEntry,
  type ClubRanksResponse,
  type DataSearchResponse,
  type DatabaseHomeResponse,
  type DatabaseLeague,
  type FeedLeague,
  type FeedSeasonMatchResponse,
  type FeedSeasonStandingsResponse,
  type FeedSport,
  type FeedStandingsView,
  type FeedTeam,
  type MatchAnalysisResponse,
  type MatchState,
  type PlayerPageResponse,
  type SearchMatch,
  type SeasonFixturesResponse,
  type SeasonMatchResponse,
  type SeasonPlayersResponse,
  type SeasonStandingsResponse,
  type SeasonTeamsResponse,
  type Sport,
  type StandingsChannelState,
  type TeamNavResponse,
  type TeamPageResponse,
  type TeamRef,
} from '@portal/contracts';
import { AppError } from '../http/errors';
import { isOver } from '../realtime/scores/projection';
import { UpstreamError, type UpstreamClient } from '../realtime/upstream/client';
import { matchAnalysis, type AnalysedMatch, type Seasons } from './match-analysis';
import type { Reference } from './reference';

/** The hot leagues of each sport, in the order the data base shows them. */
const HOT: Record<FeedSport, readonly number[]> = { football: [1, 2, 3, 4, 5, 12, 6], basketball: [101, 102, 103] };
/** How many of each kind a search lists. */
const SEARCH_LIMIT = 20;
/** A match not over is at most this long past its kick-off. */
const MATCH_SPAN_MS = 4 * 3_600_000;
/** The vendor's reference lists change rarely; its season answers change as matches finish. */
const REFERENCE_TTL_MS = 60_000;

const searchMatch = (m: MatchState): SearchMatch => ({
  id: m.id,
  sport: m.sport,
  league: m.league.name,
  home: m.home.name,
  away: m.away.name,
  kickoffAt: m.kickoffAt,
  state: m.state,
  homeScore: m.homeScore,
  awayScore: m.awayScore,
});
const notFound = () => new AppError(ResultCode.NOT_FOUND, DATABASE_NOT_FOUND_MESSAGE);
/** An analysis asked of no match the scores hold or the seasons have, as the match routes say it. */
const matchNotFound = () => new AppError(ResultCode.NOT_FOUND, MATCH_NOT_FOUND_MESSAGE);
const teamRef = (team: FeedTeam): TeamRef => ({ id: team.id, name: team.name, shortName: team.shortName, logo: `/live/data/team-logo/${team.id}` });

/** The players a season match's sides were banned from it, named from the reference lists. */
function suspendedOf(ref: Reference, banned: FeedSeasonMatchResponse['suspended']): MatchAnalysisResponse['suspended'] {
  const named = (ids: readonly number[] = []) =>
    ids.flatMap((id) => {
      const player = ref.players.find((p) => p.id === id);
      return player === undefined ? [] : [{ playerId: id, name: player.name, number: player.number, position: player.position }];
    });
  return { home: named(banned?.home), away: named(banned?.away) };
}

/** The leagues (with their seasons), clubs and players the data base has a page of. */
export type DatabaseDirectory = {
  leagues: DatabaseLeague[];
  teams: { id: number; sport: FeedSport }[];
  players: { id: number; sport: FeedSport }[];
};

/** The data base's pages, read from the upstream's season calls and named from its reference lists. */
export class SeasonData {
  private reference: Promise<Reference> | undefined;
  /** Whether the reference lists are being read again behind the answers. */
  private refreshing = false;
  /**
   * The season answers analyses and club pages read (fixtures, total tables, team and player
   * totals, a match's bans), kept between requests: a match page reads several seasons of both clubs, and a club
   * page four answers of its season. Dropped when one of the season's matches finishes
   * (`seasonChanged`), and read again after the reference lists' time anyway.
   */
  private readonly seasonAnswers = new Map<string, { at: number; answer: Promise<unknown> }>();
  private readonly seasons: Seasons = {
    fixtures: (seasonId) => this.kept(`fixtures:${seasonId}`, () => this.client().seasonFixtures(seasonId)),
    // A table as it stood before a time (a day's start for the lists' ranks, a kick-off for an older
    // match's analysis) is kept like the current one: a match kicked off before it may still finish.
    table: (seasonId, before) =>
      this.kept(before === undefined ? `table:${seasonId}` : `table:${seasonId}:${before}`, () => this.client().seasonStandings(seasonId, 'total', before)),
  };

  constructor(
    private readonly upstream: UpstreamClient | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  async home(sport: FeedSport): Promise<DatabaseHomeResponse> {
    const ref = await this.ref();
    const leagues = ref.leagues.filter((l) => l.sport === sport && l.kind !== 'friendly').map((l) => this.leagueEntry(ref, l));
    return { leagues, hot: HOT[sport].filter((id) => leagues.some((l) => l.id === id)) };
  }

  /**
   * The vendor's competitions by id, from the reference lists the data base keeps (read again
   * behind its answers after their time); none while the vendor cannot be read, asked again next time.
   */
  async leagues(): Promise<ReadonlyMap<number, FeedLeague>> {
    const ref = await this.ref().catch(() => undefined);
    return new Map((ref?.leagues ?? []).map((league) => [league.id, league] as const));
  }

  /**
   * Every league but the friendlies with its seasons, every club, and every player of a known club,
   * each with its sport: the data base's pages there are. Fails while the vendor cannot be read.
   */
  async directory(): Promise<DatabaseDirectory> {
    const ref = await this.ref();
    const sportOfTeam = new Map(ref.teams.map((team) => [team.id, team.sport]));
    return {
      leagues: ref.leagues.filter((l) => l.kind !== 'friendly').map((l) => this.leagueEntry(ref, l)),
      teams: ref.teams.map(({ id, sport }) => ({ id, sport })),
      players: ref.players.flatMap(({ id, teamId }) => {
        const sport = sportOfTeam.get(teamId);
        return sport === undefined ? [] : [{ id, sport }];
      }),
    };
  }

  async teamNav(sport: FeedSport): Promise<TeamNavResponse> {
    const ref = await this.ref();
    return {
      leagues: ref.leagues
        .filter((l) => l.sport === sport && l.kind === 'league')
        .map((l) => ({ id: l.id, shortName: l.shortName, teams: ref.teams.filter((t) => t.leagueId === l.id).map(teamRef) })),
    };
  }

  /**
   * Each club's place in its league's total table, read from the tables analyses keep: the current
   * one, or with `before` the one of the matches kicked off before it (the current one while
   * `before` is still to come). A club yet to play has no place (its rank is only the order of the
   * tie-breaks), as in an analysis. With `seasonId`, that season's league alone, in that season.
   */
  async ranks(sport: FeedSport, before?: number, seasonId?: number): Promise<ClubRanksResponse> {
    const ref = await this.ref();
    const leagueOfSeason = seasonId === undefined ? undefined : ref.seasons.find((season) => season.id === seasonId)?.leagueId;
    const leagues = ref.leagues.filter(
      (l) => l.sport === sport && l.kind === 'league' && (seasonId === undefined || l.id === leagueOfSeason),
    );
    const asOf = before !== undefined && before <= this.now() ? before : undefined;
    const tables = await Promise.all(leagues.map((league) => this.seasons.table(seasonId ?? league.seasonId, asOf).catch(() => undefined)));
    return {
      clubs: leagues.flatMap((league, i) =>
        (tables[i]?.groups ?? []).flatMap((group) =>
          group.rows
            .filter((row) => row.played > 0)
            .map((row) => ({ teamId: row.teamId, leagueId: league.id, league: league.shortName, group: group.name, rank: row.rank })),
        ),
      ),
    };
  }

  /** A season's tables in one view: the total one is the table club pages, analyses and roundups read. */
  /** A season's tables in one view; with `sport`, not found for a season of another sport. */
  async standings(seasonId: number, view: FeedStandingsView, sport?: FeedSport): Promise<SeasonStandingsResponse> {
    const page = await this.seasonPage(seasonId);
    if (sport !== undefined && page.league.sport !== sport) throw notFound();
    const tables = await this.tableView(seasonId, view);
    return { ...page, view, groups: tables.groups };
  }

  /** The four views of a season's tables, as its channel holds them. */
  async standingsViews(seasonId: number): Promise<StandingsChannelState> {
    const [total, home, away, form] = await Promise.all((['total', 'home', 'away', 'form'] as const).map((view) => this.tableView(seasonId, view)));
    return { seasonId, total: total?.groups ?? [], home: home?.groups ?? [], away: away?.groups ?? [], form: form?.groups ?? [] };
  }

  /**
   * A season's rounds, from the answer analyses keep: read again once a match of the season finishes,
   * and a match being played shows its score as it was at most the reference lists' time ago.
   */
  async fixtures(seasonId: number): Promise<SeasonFixturesResponse> {
    const page = await this.seasonPage(seasonId);
    const { rounds } = await this.seasons.fixtures(seasonId);
    return { ...page, rounds };
  }

  /**
   * One match of a season, as the upstream answers it by id, with its line-ups, team statistics and
   * substitutions (football) or box scores and points by quarter (basketball) where the upstream
   * has them, and the names of the players its incidents, substitutions and box scores name. Not
   * found: a friendly, or no such match.
   */
  async matchPage(matchId: number): Promise<SeasonMatchResponse> {
    const ref = await this.ref();
    const { seasonId, match, lineups, boxScore, teamStats, substitutions = [], quarterScores = [] } = await this.seasonMatch(matchId, notFound);
    const page = await this.seasonPage(seasonId);
    const named = new Set<number | undefined>(
      [...match.incidents, ...substitutions].flatMap((incident) => [incident.playerId, incident.assistId, incident.playerInId]),
    );
    for (const line of [...(boxScore?.home.players ?? []), ...(boxScore?.away.players ?? [])]) named.add(line.playerId);
    const players: Record<string, string> = {};
    for (const player of ref.players) if (named.has(player.id)) players[player.id] = player.name;
    return { ...page, match, players, lineups: lineups ?? null, boxScore: boxScore ?? null, teamStats: teamStats ?? null, substitutions, quarterScores };
  }

  async players(seasonId: number): Promise<SeasonPlayersResponse> {
    const page = await this.seasonPage(seasonId);
    const ref = await this.ref();
    const byId = new Map(ref.players.map((p) => [p.id, p]));
    const playerRef = (id: number) => {
      const p = byId.get(id);
      return { id, name: p?.name ?? String(id), teamId: p?.teamId ?? 0, number: p?.number ?? 0, position: p?.position ?? '' };
    };
    const stats = await this.client().seasonPlayers(seasonId);
    // Each sport's totals as they are, named: the rows keep the shape of the sport they came with.
    return { ...page, sport: stats.sport, players: stats.players.map((p) => ({ ...p, player: playerRef(p.playerId) })) } as SeasonPlayersResponse;
  }

  async teamTotals(seasonId: number): Promise<SeasonTeamsResponse> {
    const page = await this.seasonPage(seasonId);
    const stats = await this.client().seasonTeams(seasonId);
    return { ...page, sport: stats.sport, rows: stats.teams } as SeasonTeamsResponse;
  }

  async teamPage(sport: FeedSport, teamId: number, seasonId: number | undefined): Promise<TeamPageResponse> {
    const ref = await this.ref();
    const team = ref.teams.find((t) => t.id === teamId && t.sport === sport);
    if (team === undefined) throw notFound();
    const page = await this.seasonPage(seasonId ?? this.currentSeason(ref, team.leagueId), team.leagueId);
    const [tables, totals, fixtures, players] = await Promise.all([
      this.seasons.table(page.seasonId),
      this.kept(`teams:${page.seasonId}`, () => this.client().seasonTeams(page.seasonId)),
      this.seasons.fixtures(page.seasonId),
      this.kept(`players:${page.seasonId}`, () => this.client().seasonPlayers(page.seasonId)),
    ]);
    const played = bySport(players, {
      football: (totals) => totals.players.map((p) => [p.playerId, p.appearances] as const),
      basketball: (totals) => totals.players.map((p) => [p.playerId, p.games] as const),
    });
    const squad = ref.players.filter((p) => p.teamId === teamId);
    const inSquad = new Set(squad.map((p) => p.id));
    const matches = fixtures.rounds
      .flatMap((r) => r.matches)
      .filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId)
      .sort((a, b) => a.kickoffAt - b.kickoffAt);
    const form = matches
      .filter((m) => m.finished)
      .slice(-5)
      .map((m) => resultFor(teamId, m))
      .join('');
    // Bans are for the club's next match, in a sport that bans players for their cards.
    const next = sportEntry(sport).suspensions ? matches.find((m) => !m.finished) : undefined;
    const [cups, banned] = await Promise.all([
      this.cupTies(ref, team, page.seasonId),
      next === undefined ? undefined : this.suspendedIn(page.seasonId, next.id),
    ]);
    return {
      ...page,
      team: teamRef(team),
      squad,
      appearances: Object.fromEntries(played.filter(([id, games]) => inSquad.has(id) && games > 0).map(([id, games]) => [String(id), games])),
      goals: bySport(players, {
        football: (totals) => Object.fromEntries(totals.players.filter((p) => inSquad.has(p.playerId) && p.goals > 0).map((p) => [String(p.playerId), p.goals])),
        basketball: () => ({}),
      }),
      suspended: (next === undefined ? undefined : banned?.[next.homeTeamId === teamId ? 'home' : 'away']) ?? [],
      standing: tables.groups.flatMap((g) => g.rows).find((r) => r.teamId === teamId && r.played > 0) ?? null,
      ...bySport<typeof totals, Pick<TeamPageResponse, Sport>>(totals, {
        football: (of) => ({ football: of.teams.find((t) => t.teamId === teamId) ?? null, basketball: null }),
        basketball: (of) => ({ football: null, basketball: of.teams.find((t) => t.teamId === teamId) ?? null }),
      }),
      matches,
      form,
      cups,
    };
  }

  /** A club's ties in the cups whose season has the name of its league's season (欧冠 2025-2026 beside 英超 2025-2026), by cup. */
  private async cupTies(ref: Reference, team: FeedTeam, leagueSeasonId: number): Promise<TeamPageResponse['cups']> {
    const name = ref.seasons.find((s) => s.id === leagueSeasonId)?.name;
    const cupSeasons = ref.leagues
      .filter((l) => l.kind === 'cup' && l.sport === team.sport)
      .flatMap((league) => ref.seasons.filter((s) => s.leagueId === league.id && s.name === name).map((season) => ({ league, season })));
    const ties = await Promise.all(
      cupSeasons.map(async ({ league, season }) => {
        const { rounds } = await this.seasons.fixtures(season.id);
        const matches = rounds.flatMap((r) => r.matches).filter((m) => m.homeTeamId === team.id || m.awayTeamId === team.id);
        return { league: this.leagueEntry(ref, league), seasonId: season.id, matches: matches.sort((a, b) => a.kickoffAt - b.kickoffAt) };
      }),
    );
    return ties.filter((cup) => cup.matches.length > 0);
  }

  async playerPage(sport: FeedSport, playerId: number, seasonId: number | undefined): Promise<PlayerPageResponse> {
    const ref = await this.ref();
    const player = ref.players.find((p) => p.id === playerId);
    const team = ref.teams.find((t) => t.id === player?.teamId && t.sport === sport);
    if (player === undefined || team === undefined) throw notFound();
    const page = await this.seasonPage(seasonId ?? this.currentSeason(ref, team.leagueId), team.leagueId);
    const upstream = this.client();
    const seasons = page.league.seasons;
    const [career, matches] = await Promise.all([
      Promise.all(
        seasons.map(async (season) => {
          const stats = await upstream.seasonPlayers(season.id);
          const lines = bySport<typeof stats, Pick<PlayerPageResponse['career'][number], Sport>>(stats, {
            football: (of) => ({ football: of.players.find((p) => p.playerId === playerId) ?? null, basketball: null }),
            basketball: (of) => ({ football: null, basketball: of.players.find((p) => p.playerId === playerId) ?? null }),
          });
          return { seasonId: season.id, seasonName: season.name, ...lines };
        }),
      ),
      upstream.seasonPlayerMatches(page.seasonId, playerId),
    ]);
    const current = career.find((c) => c.seasonId === page.seasonId)?.basketball ?? null;
    return { ...page, player, team: teamRef(team), career, matches: matches.matches, averages: current === null ? null : perGame(current.totals, current.games) };
  }

  /** A match's analysis from the season results (see `matchAnalysis`), with its sides' banned players where the match is one of a season. */
  async analysis(match: AnalysedMatch, held: (id: number) => MatchState | undefined): Promise<MatchAnalysisResponse> {
    const ref = await this.ref();
    const [analysis, banned] = await Promise.all([
      matchAnalysis(ref, this.seasons, match, held),
      sportEntry(match.sport).suspensions ? this.suspendedIn(match.seasonId, match.id) : undefined,
    ]);
    return { ...analysis, suspended: suspendedOf(ref, banned) };
  }

  /**
   * The analysis of a match of a season the scores do not hold, as the upstream answers it by id:
   * what came before its kick-off, and the fixtures after it. Not found: a friendly, no such match,
   * or one of the other sport.
   */
  async seasonAnalysis(sport: FeedSport, matchId: number, held: (id: number) => MatchState | undefined): Promise<MatchAnalysisResponse> {
    const ref = await this.ref();
    const detail = await this.seasonMatch(matchId, matchNotFound);
    const { seasonId, match } = detail;
    const leagueId = ref.seasons.find((season) => season.id === seasonId)?.leagueId;
    const league = ref.leagues.find((l) => l.id === leagueId);
    if (league === undefined || league.sport !== sport) throw matchNotFound();
    const analysed = { id: match.id, sport, seasonId, kickoffAt: match.kickoffAt, league, home: { id: match.homeTeamId }, away: { id: match.awayTeamId } };
    return { ...(await matchAnalysis(ref, this.seasons, analysed, held, match.kickoffAt)), suspended: suspendedOf(ref, detail.suspended) };
  }

  /**
   * What the news's roundups read: a season's rounds, and its table and players' totals as they
   * stood at a time, the answers the data base's pages read; and the reference lists' names.
   */
  async roundupFacts(): Promise<SeasonFacts> {
    const ref = await this.ref();
    const upstream = this.client();
    const teams = new Map(ref.teams.map((team) => [team.id, team.shortName]));
    const players = new Map(ref.players.map((player) => [player.id, player.name]));
    const seasons = new Map(ref.seasons.map((season) => [season.id, season.name]));
    return {
      fixtures: (seasonId) => this.seasons.fixtures(seasonId),
      table: (seasonId, before) => this.seasons.table(seasonId, before),
      players: (seasonId, before) => this.kept(`players:${seasonId}:${before}`, () => upstream.seasonPlayers(seasonId, before)),
      teamName: (teamId) => teams.get(teamId) ?? `球队${teamId}`,
      playerName: (playerId) => players.get(playerId) ?? '',
      seasonName: (seasonId) => seasons.get(seasonId) ?? '',
    };
  }

  /** One of the season's matches finished: what analyses read of it is read again when next asked. */
  seasonChanged(seasonId: number): void {
    for (const answer of ['fixtures', 'table', 'teams', 'players']) this.seasonAnswers.delete(`${answer}:${seasonId}`);
    for (const key of this.seasonAnswers.keys()) {
      if (['suspended', 'table', 'players'].some((answer) => key.startsWith(`${answer}:${seasonId}:`))) this.seasonAnswers.delete(key);
    }
  }

  /** A season's tables in one view, kept like the total table (`table:{seasonId}`) the other pages read. */
  private tableView(seasonId: number, view: FeedStandingsView): Promise<FeedSeasonStandingsResponse> {
    if (view === 'total') return this.seasons.table(seasonId);
    return this.kept(`table:${seasonId}:${view}`, () => this.client().seasonStandings(seasonId, view));
  }

  /**
   * The players banned from a football match of a season, as the upstream's season match names them,
   * kept like the season's other answers: a ban changes only when a match of the season finishes.
   * None for a match the upstream does not have (a friendly).
   */
  private suspendedIn(seasonId: number, matchId: number): Promise<FeedSeasonMatchResponse['suspended']> {
    const none = () => new AppError(ResultCode.NOT_FOUND, MATCH_NOT_FOUND_MESSAGE);
    // A 404 is kept as no bans; a failed read is not kept, and the page goes without them this time.
    const read = () =>
      this.seasonMatch(matchId, none).then(
        (detail) => detail.suspended,
        (error: unknown) => {
          if (error instanceof AppError) return undefined;
          throw error;
        },
      );
    return this.kept(`suspended:${seasonId}:${matchId}`, read).catch(() => undefined);
  }

  private kept<T>(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.seasonAnswers.get(key);
    if (kept !== undefined && this.now() - kept.at < REFERENCE_TTL_MS) return kept.answer as Promise<T>;
    const answer = read();
    this.seasonAnswers.set(key, { at: this.now(), answer });
    // A failed read is not kept.
    answer.catch(() => {
      if (this.seasonAnswers.get(key)?.answer === answer) this.seasonAnswers.delete(key);
    });
    return answer;
  }

  /** The leagues, clubs, players and matches (of those the scores hold) whose names hold `word`. */
  async search(word: string, matches: Iterable<MatchState>, now: number): Promise<DataSearchResponse> {
    const ref = await this.ref();
    const has = (...names: string[]) => names.some((name) => name.includes(word));
    const leagues = ref.leagues.filter((l) => l.kind !== 'friendly' && has(l.name, l.shortName)).map((l) => this.leagueEntry(ref, l));
    const held = [...matches].sort((a, b) => a.kickoffAt - b.kickoffAt);
    const found = held.filter((m) => has(m.home.name, m.away.name, m.league.name));
    // Matches being played or to come first (those waiting for a date last of them), then the latest played.
    const waiting = (m: MatchState) => m.state === sportEntry(m.sport).states.toBeDetermined;
    const open = found.filter((m) => !isOver(m));
    const ahead = [...open.filter((m) => !waiting(m)), ...open.filter(waiting)];
    const behind = found.filter((m) => isOver(m)).reverse();
    const shortOf = (leagueId: number) => ref.leagues.find((l) => l.id === leagueId)?.shortName ?? '';
    const teams = ref.teams.filter((t) => has(t.name, t.shortName));
    const teamById = new Map(ref.teams.map((t) => [t.id, t]));
    // A player is found with his club, whose sport he plays: one of no known club is not.
    const players = ref.players.filter((p) => has(p.name) && teamById.has(p.teamId));
    return {
      leagues: leagues.slice(0, SEARCH_LIMIT),
      teams: teams.slice(0, SEARCH_LIMIT).map((team) => {
        const next = held.find((m) => (m.home.id === team.id || m.away.id === team.id) && !isOver(m) && m.kickoffAt + MATCH_SPAN_MS > now);
        return { sport: team.sport, team: teamRef(team), league: shortOf(team.leagueId), nextMatch: next === undefined ? null : searchMatch(next) };
      }),
      players: players.slice(0, SEARCH_LIMIT).map((p) => {
        const team = teamById.get(p.teamId)!;
        return {
          sport: team.sport,
          player: { id: p.id, name: p.name, teamId: p.teamId, number: p.number, position: p.position },
          team: team.shortName,
        };
      }),
      matches: [...ahead, ...behind].slice(0, SEARCH_LIMIT).map(searchMatch),
      counts: { leagues: leagues.length, teams: teams.length, players: players.length, matches: found.length },
    };
  }

  /** One match of a season as the upstream answers it by id; its 404 (a friendly, no such match) is `missing`'s error. */
  private seasonMatch(matchId: number, missing: () => AppError): Promise<FeedSeasonMatchResponse> {
    return this.client()
      .seasonMatch(matchId)
      .catch((error: unknown) => {
        throw error instanceof UpstreamError && error.status === 404 ? missing() : error;
      });
  }

  private client(): UpstreamClient {
    if (this.upstream === undefined) throw notFound();
    return this.upstream;
  }

  private async seasonPage(seasonId: number, leagueId?: number) {
    const ref = await this.ref();
    const season = ref.seasons.find((s) => s.id === seasonId && (leagueId === undefined || s.leagueId === leagueId));
    const league = ref.leagues.find((l) => l.id === season?.leagueId);
    if (season === undefined || league === undefined) throw notFound();
    const teams: Record<string, TeamRef> = {};
    for (const team of ref.teams) if (team.sport === league.sport) teams[team.id] = teamRef(team);
    return { league: this.leagueEntry(ref, league), seasonId, teams };
  }

  private currentSeason(ref: Reference, leagueId: number): number {
    return ref.leagues.find((l) => l.id === leagueId)?.seasonId ?? 0;
  }

  private leagueEntry(ref: Reference, league: FeedLeague): DatabaseLeague {
    const { id, sport, name, shortName, country, kind } = league;
    const seasons = ref.seasons
      .filter((s) => s.leagueId === id)
      .sort((a, b) => b.startDate.localeCompare(a.startDate))
      .map((s) => ({ id: s.id, name: s.name, current: s.current }));
    return { id, sport, name, shortName, country, kind, seasons };
  }

  /**
   * The vendor's reference lists (leagues, seasons, clubs, players). Past their time they are read
   * again behind the answer: a page is answered from the lists it has until the new ones arrive,
   * and a read that fails (the player list is large, and a loaded vendor may not send it in time)
   * leaves them in place to be tried again on a later ask.
   */
  private async ref(): Promise<Reference> {
    const cached = this.reference;
    if (cached !== undefined) {
      const value = await cached.catch(() => undefined);
      if (value !== undefined) {
        if (this.now() - value.at >= REFERENCE_TTL_MS) this.refreshReference();
        return value;
      }
      if (this.reference !== cached) return this.ref();
    }
    const loading = this.readReference();
    this.reference = loading;
    return loading;
  }

  private refreshReference(): void {
    if (this.refreshing) return;
    this.refreshing = true;
    this.readReference()
      .then((fresh) => {
        this.reference = Promise.resolve(fresh);
      })
      .catch(() => undefined)
      .finally(() => {
        this.refreshing = false;
      });
  }

  private readReference(): Promise<Reference> {
    const upstream = this.client();
    return Promise.all([upstream.leagues(), upstream.seasons(), upstream.teams(), upstream.players()]).then(
      ([leagues, seasons, teams, players]) => ({ at: this.now(), leagues, seasons, teams, players }),
    );
  }
}

/** Per game averages of a box-score sum, one decimal; the percentages stay as they are. */
function perGame(totals: Record<string, number>, games: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(totals).map(([key, value]) => [
      key,
      games === 0 || key.endsWith('Accuracy') || key === 'assistRate' ? value : Math.round((value / games) * 10) / 10,
    ]),
  );
}

import {
  bySport,
  sportEntry,
  type FeedBoxScore,
  type FeedFootballPlayerSeason,
  type FeedLineups,
  type FeedMatchSnapshot,
  type FeedMatchStats,
  type FeedPlayerBoxScore,
  type FeedSeasonFixturesResponse,
  type FeedSeasonMatch,
  type FeedSeasonMatchResponse,
  type FeedSeasonPlayerMatchesResponse,
  type FeedSeasonPlayersResponse,
  type FeedSeasonStandingsResponse,
  type FeedSeasonTeamsResponse,
  type FeedSport,
  type FeedStandingGroup,
  type FeedStandingRow,
  type FeedStandingsView,
  type DayNumber,
  type Sport,
} from '@portal/contracts';
import { GROUP_CUPS, ZONES } from './catalog';
import { closingLinesOf } from './closing-lines';
import { footballLineup, NO_ONE } from './lineups';
import type { MatchStore } from './match-store';
import { minutesPlayed, quickResult, type PlayedMatch } from './past-results';
import type { Reference } from './reference';
import { Rng } from './random';
import { potDraw, SeasonCalendar, type KnockoutStage, type PlannedMatch, type SeasonFixture } from './season-calendar';

const NOT_STARTED = 1;
const FORM_MATCHES = 6;
/** Whether `a` kicks off after `b` (the later id first when they kick off together). */
const later = (a: SeasonFixture, b: SeasonFixture) => a.kickoffAt > b.kickoffAt || (a.kickoffAt === b.kickoffAt && a.id > b.id);
const COUNTED_INCIDENTS = new Set(['goal', 'own_goal', 'penalty', 'yellow', 'red', 'second_yellow']);

type Tally = Omit<FeedStandingRow, 'rank' | 'points' | 'winRate'>;

/**
 * Every season's fixtures and results, and the tables and statistics summed from them. Days before
 * `liveFrom` were played before the simulated days and get a quick result; later days are the match
 * engines' (through `store`), kept here once the model lets them go.
 */
export class SeasonBook {
  readonly calendar: SeasonCalendar;
  private readonly quick = new Map<number, PlayedMatch>();
  private readonly archived = new Map<number, PlayedMatch>();
  private readonly archivedLineups = new Map<number, FeedLineups>();
  /** Each club's planned fixtures of a season by kick-off, keyed `seasonId:teamId`. */
  private readonly clubPlans = new Map<string, SeasonFixture[]>();
  private readonly knockouts = new Map<string, SeasonFixture[]>();
  private byDay: Map<DayNumber, SeasonFixture[]> | undefined;
  private byId: Map<number, SeasonFixture> | undefined;

  constructor(
    private readonly reference: Reference,
    private readonly seed: number,
    private readonly liveFrom: DayNumber,
    private readonly store: MatchStore,
  ) {
    this.calendar = new SeasonCalendar(reference, seed);
  }

  /** The season fixtures of every competition kicking off on a day. */
  fixturesOn(day: DayNumber): SeasonFixture[] {
    if (this.byDay === undefined) {
      this.byDay = new Map();
      for (const season of this.calendar.scheduledSeasons()) {
        for (const fixture of this.calendar.planOf(season.id)) {
          const list = this.byDay.get(fixture.day) ?? [];
          list.push(fixture);
          this.byDay.set(fixture.day, list);
        }
      }
    }
    const planned = this.byDay.get(day) ?? [];
    const knockout = this.cupSeasons().flatMap((id) => this.knockoutFixtures(id).filter((f) => f.day === day));
    return [...planned, ...knockout].sort((a, b) => a.id - b.id);
  }

  /** One match of a season by id, with its season; undefined for a friendly or no such match. */
  matchById(id: number): FeedSeasonMatchResponse | undefined {
    const fixture = this.fixtureById(id);
    if (fixture === undefined) return undefined;
    const match = this.seasonMatch(fixture);
    const suspended = { home: [...this.suspendedIn(fixture.id, fixture.homeTeamId)], away: [...this.suspendedIn(fixture.id, fixture.awayTeamId)] };
    return { seasonId: fixture.seasonId, match, lineups: this.lineupsOf(fixture, match), ...this.detailsOf(fixture), suspended };
  }

  /** A fixture of a season by id; undefined for a friendly or no such match. */
  private fixtureById(id: number): SeasonFixture | undefined {
    return this.plannedById().get(id) ?? this.cupSeasons().flatMap((seasonId) => this.knockoutFixtures(seasonId)).find((f) => f.id === id);
  }

  /** The planned fixtures of every season (league rounds, cup groups) by id. */
  private plannedById(): Map<number, SeasonFixture> {
    if (this.byId === undefined) {
      this.byId = new Map();
      for (const season of this.calendar.scheduledSeasons()) for (const fixture of this.calendar.planOf(season.id)) this.byId.set(fixture.id, fixture);
    }
    return this.byId;
  }

  /**
   * What a match's page shows beside its result: the live match's once it has started, else the
   * played one's; nothing before it. Football has team statistics and substitutions, basketball box
   * scores and points by quarter.
   */
  private detailsOf(fixture: SeasonFixture): Pick<PlayedMatch, 'teamStats' | 'substitutions' | 'boxScore' | 'quarterScores'> {
    const live = this.store.match(fixture.id);
    const source = live === undefined ? this.resultOf(fixture) : live.state === NOT_STARTED ? undefined : played(live);
    if (source === undefined) return { teamStats: null, substitutions: [], boxScore: null, quarterScores: [] };
    const { teamStats, substitutions, boxScore, quarterScores } = source;
    return { teamStats, substitutions, boxScore, quarterScores };
  }

  /**
   * A football match's line-ups: the live match's while the model holds it, else as the played
   * match fielded them (the sides a live match of the fixture would field); null before they are
   * out, and in basketball.
   */
  private lineupsOf(fixture: SeasonFixture, match: FeedSeasonMatch): FeedLineups | null {
    if (!sportEntry(fixture.sport).lineups) return null;
    const live = this.store.match(fixture.id);
    if (live !== undefined) return live.lineups ?? null;
    if (!match.finished) return null;
    const kept = this.archivedLineups.get(fixture.id);
    if (kept !== undefined) return kept;
    const fielded = (teamId: number) => footballLineup(this.seed, fixture.id, this.reference.profile(teamId), this.suspendedIn(fixture.id, teamId)).lineup;
    return { home: fielded(fixture.homeTeamId), away: fielded(fixture.awayTeamId) };
  }

  /** Every fixture of a season, by kick-off; a cup's knockout ties once their clubs are known. */
  fixturesOf(seasonId: number): SeasonFixture[] {
    return [...this.calendar.planOf(seasonId), ...this.knockoutFixtures(seasonId)];
  }

  /** The final result of a fixture, or undefined while it is not played (or will not be). */
  resultOf(fixture: SeasonFixture): PlayedMatch | undefined {
    const live = this.store.match(fixture.id);
    if (live !== undefined) return live.state === sportEntry(live.sport).states.finished ? played(live) : undefined;
    const kept = this.archived.get(fixture.id);
    if (kept !== undefined) return kept;
    if (fixture.day >= this.liveFrom) return undefined;
    let result = this.quick.get(fixture.id);
    if (result === undefined) {
      const suspended = { home: this.suspendedIn(fixture.id, fixture.homeTeamId), away: this.suspendedIn(fixture.id, fixture.awayTeamId) };
      result = quickResult(this.reference, this.seed, fixture, this.carriedInto(fixture), suspended);
      this.quick.set(fixture.id, result);
    }
    return result;
  }

  /**
   * The goals a tie's second leg carries from its first, its home side's first, once the first is
   * played; [0, 0] for any other match. The leg's sides are the first's the other way round.
   */
  carriedInto(fixture: Pick<PlannedMatch, 'firstLeg'>): [number, number] | undefined {
    if (fixture.firstLeg === undefined) return [0, 0];
    const first = [...this.knockouts.values()].flat().find((f) => f.id === fixture.firstLeg);
    const result = first === undefined ? undefined : this.resultOf(first);
    return result === undefined ? undefined : [result.awayScore, result.homeScore];
  }

  /** Keeps a finished match's result, and the sides it fielded, when the model forgets the match. */
  archive(snapshot: FeedMatchSnapshot): void {
    if (snapshot.state !== sportEntry(snapshot.sport).states.finished) return;
    this.archived.set(snapshot.id, played(snapshot));
    if (snapshot.lineups != null) this.archivedLineups.set(snapshot.id, snapshot.lineups);
  }

  /**
   * The players a club may not field in a football match of a season: those sent off (a straight
   * red, or a second yellow) in its previous match of the same competition, a one-match ban, once
   * that match is played. The previous match of a league round or cup group is the club's round or
   * group match before it; of a knockout tie, whatever the club played of the cup before it (its
   * last group match, the tie of the round before, a tie's first leg). Nobody in a friendly, or in
   * basketball.
   */
  suspendedIn(fixtureId: number, teamId: number): ReadonlySet<number> {
    const previous = this.previousOfClub(fixtureId, teamId);
    const result = previous === undefined || !sportEntry(previous.sport).suspensions ? undefined : this.resultOf(previous);
    if (previous === undefined || result === undefined) return NO_ONE;
    const side = sideOf(previous, teamId);
    return new Set(result.incidents.flatMap((i) => ((i.kind === 'red' || i.kind === 'second_yellow') && i.team === side && i.playerId !== undefined ? [i.playerId] : [])));
  }

  /** The club's match of the same competition before a fixture (see {@link suspendedIn}); undefined for its first. */
  private previousOfClub(fixtureId: number, teamId: number): SeasonFixture | undefined {
    if (this.plannedById().has(fixtureId)) {
      const own = this.plannedOfClub(fixtureId, teamId);
      const at = own.findIndex((f) => f.id === fixtureId);
      return at < 1 ? undefined : own[at - 1];
    }
    // A tie is drawn once the results before it are known, so the ties drawn so far hold every
    // earlier one of its cup; they are read as drawn, not drawn again.
    const drawn = [...this.knockouts.values()].flat();
    const tie = drawn.find((f) => f.id === fixtureId);
    if (tie === undefined) return undefined;
    const ofClub = (f: SeasonFixture) => f.seasonId === tie.seasonId && (f.homeTeamId === teamId || f.awayTeamId === teamId) && later(tie, f);
    const earlier = [...this.calendar.planOf(tie.seasonId), ...drawn].filter(ofClub);
    return earlier.reduce<SeasonFixture | undefined>((latest, f) => (latest === undefined || later(f, latest) ? f : latest), undefined);
  }

  /** A club's planned fixtures (league rounds, cup groups) of the season a fixture is planned in, by kick-off; none for another. */
  private plannedOfClub(fixtureId: number, teamId: number): SeasonFixture[] {
    const fixture = this.plannedById().get(fixtureId);
    if (fixture === undefined) return [];
    const key = `${fixture.seasonId}:${teamId}`;
    let own = this.clubPlans.get(key);
    if (own === undefined) {
      own = this.calendar
        .planOf(fixture.seasonId)
        .filter((f) => f.homeTeamId === teamId || f.awayTeamId === teamId)
        .sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
      this.clubPlans.set(key, own);
    }
    return own;
  }

  fixtures(seasonId: number): FeedSeasonFixturesResponse | undefined {
    const season = this.calendar.season(seasonId);
    if (season === undefined) return undefined;
    const rounds = new Map<number, { round: number; name: string; matches: FeedSeasonMatch[] }>();
    for (const stage of this.calendar.knockoutStages(season)) {
      rounds.set(stage.round, { round: stage.round, name: stage.name, matches: [] });
    }
    for (const fixture of this.fixturesOf(seasonId)) {
      const round = rounds.get(fixture.round) ?? { round: fixture.round, name: fixture.roundName, matches: [] };
      round.matches.push(this.seasonMatch(fixture));
      rounds.set(fixture.round, round);
    }
    return { season, rounds: [...rounds.values()].sort((a, b) => a.round - b.round) };
  }

  /** A season's tables in one view; with `before`, of the results of matches kicked off before it only. */
  standings(seasonId: number, view: FeedStandingsView, before = Infinity): FeedSeasonStandingsResponse | undefined {
    const season = this.calendar.season(seasonId);
    if (season === undefined) return undefined;
    const sport = this.reference.league(season.leagueId)?.sport;
    if (sport === undefined) return undefined;
    const cup = GROUP_CUPS[season.leagueId] !== undefined;
    const fixtures = cup ? this.calendar.planOf(seasonId) : this.fixturesOf(seasonId);
    // A group cup's groups, the NBA's conferences, a league's one table; a domestic cup, all knockout, has none.
    const knockoutOnly = !cup && this.reference.league(season.leagueId)?.kind === 'cup';
    const clubs =
      knockoutOnly ? new Map<string, number[]>()
      : cup || season.leagueId === 101 ? this.clubsByGroup(seasonId)
      : new Map([['', [...this.reference.clubsOf(season.leagueId)]]]);
    const games = new Map<number, { fixture: SeasonFixture; result: PlayedMatch }[]>();
    for (const fixture of fixtures) {
      const result = fixture.kickoffAt < before ? this.resultOf(fixture) : undefined;
      if (result === undefined) continue;
      for (const teamId of [fixture.homeTeamId, fixture.awayTeamId]) {
        const atHome = teamId === fixture.homeTeamId;
        if ((view === 'home' && !atHome) || (view === 'away' && atHome)) continue;
        const list = games.get(teamId) ?? [];
        list.push({ fixture, result });
        games.set(teamId, list);
      }
    }
    const groups: FeedStandingGroup[] = [...clubs].map(([name, teamIds]) => {
      const tallies = teamIds.map((teamId) => {
        const list = (games.get(teamId) ?? []).sort((a, b) => a.fixture.kickoffAt - b.fixture.kickoffAt);
        return tallyOf(teamId, view === 'form' ? list.slice(-FORM_MATCHES) : list);
      });
      const rows = rank(tallies, sport);
      return { name, rows, zones: zonesOf(season.leagueId, rows.length) };
    });
    return { leagueId: season.leagueId, seasonId, view, groups };
  }

  teams(seasonId: number): FeedSeasonTeamsResponse | undefined {
    const season = this.calendar.season(seasonId);
    if (season === undefined) return undefined;
    const sport = this.reference.league(season.leagueId)?.sport;
    if (sport === undefined) return undefined;
    return SEASON_TEAMS[sport](seasonId, this.reference.clubsOf(season.leagueId), this.finished(seasonId));
  }

  /** A season's players' totals; with `before`, of the matches kicked off before it only. */
  players(seasonId: number, before = Infinity): FeedSeasonPlayersResponse | undefined {
    const season = this.calendar.season(seasonId);
    if (season === undefined) return undefined;
    const sport = this.reference.league(season.leagueId)?.sport;
    if (sport === undefined) return undefined;
    return SEASON_PLAYERS[sport](seasonId, this.finished(seasonId, before), (playerId) => this.playerTeam(playerId));
  }

  playerMatches(seasonId: number, playerId: number): FeedSeasonPlayerMatchesResponse | undefined {
    if (this.calendar.season(seasonId) === undefined) return undefined;
    const teamId = this.playerTeam(playerId);
    const matches = this.finished(seasonId)
      .filter(({ fixture }) => sideOf(fixture, teamId) !== undefined)
      .reverse()
      .map(({ fixture, result }) => {
        const mine = result.incidents.filter((i) => i.playerId === playerId);
        const line =
          [...(result.boxScore?.home.players ?? []), ...(result.boxScore?.away.players ?? [])].find((l) => l.playerId === playerId) ?? null;
        return {
          match: this.seasonMatch(fixture),
          goals: mine.filter((i) => i.kind === 'goal' || i.kind === 'penalty').length,
          assists: result.incidents.filter((i) => i.assistId === playerId).length,
          yellow: mine.filter((i) => i.kind === 'yellow').length,
          red: mine.filter((i) => i.kind === 'red' || i.kind === 'second_yellow').length,
          line: line === null ? null : withoutPlayer(line),
          ...PLAYER_PARTS[fixture.sport](result, playerId, line),
        };
      });
    return { seasonId, playerId, matches };
  }

  /** Players are numbered after their club: club id * 100 + place in the squad. */
  private playerTeam(playerId: number): number {
    return Math.floor(playerId / 100);
  }

  /** A season's played matches by kick-off; with `before`, those kicked off before it only. */
  private finished(seasonId: number, before = Infinity): { fixture: SeasonFixture; result: PlayedMatch }[] {
    const out: { fixture: SeasonFixture; result: PlayedMatch }[] = [];
    for (const fixture of this.fixturesOf(seasonId)) {
      const result = fixture.kickoffAt < before ? this.resultOf(fixture) : undefined;
      if (result !== undefined) out.push({ fixture, result });
    }
    return out.sort((a, b) => a.fixture.kickoffAt - b.fixture.kickoffAt || a.fixture.id - b.fixture.id);
  }

  private seasonMatch(fixture: SeasonFixture): FeedSeasonMatch {
    const { id, round, roundName, group, kickoffAt, homeTeamId, awayTeamId } = fixture;
    const base = { id, round, roundName, group, kickoffAt, homeTeamId, awayTeamId };
    const live = this.store.match(id);
    if (live !== undefined) {
      const finished = live.state === sportEntry(live.sport).states.finished;
      const incidents = live.incidents.filter((i) => COUNTED_INCIDENTS.has(i.kind));
      return {
        ...base,
        state: live.state,
        finished,
        homeScore: live.homeScore,
        awayScore: live.awayScore,
        penaltyScore: live.penaltyScore,
        halfScore: live.halfScore,
        incidents,
        lines: finished ? closingLinesOf(live) : null,
      };
    }
    const result = this.resultOf(fixture);
    if (result === undefined) {
      return { ...base, state: NOT_STARTED, finished: false, homeScore: 0, awayScore: 0, penaltyScore: null, halfScore: null, incidents: [], lines: null };
    }
    const { homeScore, awayScore, penaltyScore, halfScore, incidents, lines } = result;
    return { ...base, state: sportEntry(fixture.sport).states.finished, finished: true, homeScore, awayScore, penaltyScore, halfScore, incidents, lines };
  }

  private cupSeasons(): number[] {
    return this.reference.seasons.filter((s) => this.reference.league(s.leagueId)?.kind === 'cup').map((s) => s.id);
  }

  private clubsByGroup(seasonId: number): Map<string, number[]> {
    const season = this.calendar.season(seasonId);
    const groups = new Map<string, number[]>();
    for (const teamId of this.reference.clubsOf(season?.leagueId ?? 0)) {
      const group = this.calendar.groupOf(seasonId, teamId) ?? '';
      groups.set(group, [...(groups.get(group) ?? []), teamId]);
    }
    return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([name, ids]) => [name.length === 1 ? `${name}组` : name, ids]));
  }

  /** A cup's knockout ties, stage by stage, as far as the results before them decide the clubs: a group cup's from its groups, a domestic cup's from a draw of its clubs. */
  private knockoutFixtures(seasonId: number): SeasonFixture[] {
    const season = this.calendar.season(seasonId);
    const stages = season === undefined ? [] : this.calendar.knockoutStages(season);
    if (season === undefined || stages.length === 0) return [];
    const out: SeasonFixture[] = [];
    let entrants =
      GROUP_CUPS[season.leagueId] !== undefined
        ? this.groupQualifiers(seasonId)
        : Rng.for(this.seed, 'cup-draw', seasonId).shuffle(this.reference.clubsOf(season.leagueId));
    for (const stage of stages) {
      if (entrants === undefined) break;
      const key = `${seasonId}:${stage.round}`;
      let legs = this.knockouts.get(key);
      if (legs === undefined) {
        legs = this.stageFixtures(seasonId, stage, entrants);
        this.knockouts.set(key, legs);
      }
      out.push(...legs);
      entrants = this.tieWinners(legs, stage.ties);
    }
    return out;
  }

  private stageFixtures(seasonId: number, stage: KnockoutStage, entrants: readonly number[]): SeasonFixture[] {
    const season = this.calendar.season(seasonId);
    if (season === undefined) return [];
    // With a leg over two days, the first holds the first half of the ties.
    const perDay = Math.ceil(stage.ties / stage.span);
    const fixtures: SeasonFixture[] = [];
    for (let tie = 0; tie < stage.ties; tie += 1) {
      const a = entrants[2 * tie] as number;
      const b = entrants[2 * tie + 1] as number;
      let firstLeg: number | undefined;
      stage.days.forEach((first, leg) => {
        const day = first + Math.floor(tie / perDay);
        const onDay = Math.min(perDay, stage.ties - (day - first) * perDay);
        const teams: [number, number] = leg === 0 ? [b, a] : [a, b];
        const last = leg === stage.days.length - 1;
        const fixture = this.calendar.fixture(season, day, [tie % perDay, onDay], teams, {
          round: stage.round,
          roundName: stage.days.length > 1 ? `${stage.name}第${leg + 1}回合` : stage.name,
          group: null,
          knockout: last,
        });
        fixtures.push(leg > 0 && firstLeg !== undefined ? { ...fixture, firstLeg } : fixture);
        firstLeg = fixture.id;
      });
    }
    return fixtures;
  }

  /**
   * The first knockout stage's ties, drawn once the groups are played: each group winner against a
   * runner-up of another group and, where the draw allows, of another league, the winner at home in
   * the second leg; as [winner, runner-up] pairs, flattened.
   */
  private groupQualifiers(seasonId: number): number[] | undefined {
    const groupFixtures = this.calendar.planOf(seasonId).filter((f) => f.group !== null);
    if (groupFixtures.length === 0 || groupFixtures.some((f) => this.resultOf(f) === undefined)) return undefined;
    const tables = this.standings(seasonId, 'total')?.groups ?? [];
    const rng = Rng.for(this.seed, 'knockout-draw', seasonId);
    const winners = rng.shuffle(tables.map((table, g) => ({ club: table.rows[0]?.teamId ?? 0, g })));
    const runnersUp = rng.shuffle(tables.map((table, g) => ({ club: table.rows[1]?.teamId ?? 0, g })));
    const leagueOf = (club: number) => this.reference.team(club)?.leagueId;
    // A runner-up may not meet its own group's winner; one of the same league only where nothing else is left.
    const apart = (r: number, w: number) => runnersUp[r]?.g !== winners[w]?.g && leagueOf(runnersUp[r]?.club ?? 0) !== leagueOf(winners[w]?.club ?? 0);
    const other = (r: number, w: number) => runnersUp[r]?.g !== winners[w]?.g;
    const indexes = winners.map((_, w) => w);
    let tieOf = potDraw(runnersUp.map((_, r) => r), indexes, apart);
    if (tieOf.some((w, r) => !other(r, w))) tieOf = potDraw(runnersUp.map((_, r) => r), indexes, other);
    const opponent = new Map(tieOf.map((w, r) => [w, runnersUp[r]?.club ?? 0]));
    return winners.flatMap((winner, w) => [winner.club, opponent.get(w) ?? 0]);
  }

  private tieWinners(legs: readonly SeasonFixture[], ties: number): number[] | undefined {
    const perTie = legs.length / ties;
    const winners: number[] = [];
    for (let tie = 0; tie < ties; tie += 1) {
      const tieLegs = legs.filter((_, i) => Math.floor(i / perTie) === tie);
      const results = tieLegs.map((leg) => this.resultOf(leg));
      if (results.some((r) => r === undefined)) return undefined;
      const last = tieLegs[tieLegs.length - 1] as SeasonFixture;
      const lastResult = results[results.length - 1] as PlayedMatch;
      let home = 0;
      tieLegs.forEach((leg, i) => {
        const r = results[i] as PlayedMatch;
        home += leg.homeTeamId === last.homeTeamId ? r.homeScore - r.awayScore : r.awayScore - r.homeScore;
      });
      if (home === 0 && lastResult.penaltyScore !== null) home = lastResult.penaltyScore[0] - lastResult.penaltyScore[1];
      if (home === 0) home = lastResult.homeScore - lastResult.awayScore;
      winners.push(home >= 0 ? last.homeTeamId : last.awayTeamId);
    }
    return winners;
  }
}

type Game = { fixture: SeasonFixture; result: PlayedMatch };

/** A season's team totals, by its sport: football's record, clean sheets and cards; basketball's record and summed box scores. */
const SEASON_TEAMS: { readonly [S in Sport]: (seasonId: number, clubs: readonly number[], results: readonly Game[]) => FeedSeasonTeamsResponse } = {
  football: (seasonId, clubs, results) => {
    const teams = clubs.map((teamId) => {
      const games = results.filter(({ fixture }) => sideOf(fixture, teamId) !== undefined);
      const { form: _form, ...record } = tallyOf(teamId, games);
      const row = { ...record, cleanSheets: 0, yellow: 0, red: 0 };
      for (const { fixture, result } of games) {
        const side = sideOf(fixture, teamId);
        if ((side === 'home' ? result.awayScore : result.homeScore) === 0) row.cleanSheets += 1;
        for (const incident of result.incidents) {
          if (incident.team !== side) continue;
          if (incident.kind === 'yellow') row.yellow += 1;
          if (incident.kind === 'red' || incident.kind === 'second_yellow') row.red += 1;
        }
      }
      return row;
    });
    return { sport: 'football', seasonId, teams };
  },
  basketball: (seasonId, clubs, results) => {
    const teams = clubs.map((teamId) => {
      const games = results.filter(({ fixture }) => sideOf(fixture, teamId) !== undefined);
      const { played, won, lost, conceded } = tallyOf(teamId, games);
      const lines = games.flatMap(({ fixture, result }) => {
        const side = sideOf(fixture, teamId);
        return side === undefined || result.boxScore === null ? [] : [result.boxScore[side].team];
      });
      return { teamId, played, won, lost, conceded, totals: sumBox(lines) };
    });
    return { sport: 'basketball', seasonId, teams };
  },
};

/**
 * A season's players' totals, by its sport: football's appearances, minutes, goals, assists and
 * cards from the line-ups and incidents; basketball's games and summed box-score lines.
 */
const SEASON_PLAYERS: {
  readonly [S in Sport]: (seasonId: number, results: readonly Game[], playerTeam: (playerId: number) => number) => FeedSeasonPlayersResponse;
} = {
  football: (seasonId, results, playerTeam) => {
    const rows = new Map<number, FeedFootballPlayerSeason>();
    const row = (playerId: number) => {
      let entry = rows.get(playerId);
      if (entry === undefined) {
        entry = { playerId, teamId: playerTeam(playerId), appearances: 0, starts: 0, minutes: 0, goals: 0, penaltyGoals: 0, assists: 0, yellow: 0, red: 0 };
        rows.set(playerId, entry);
      }
      return entry;
    };
    for (const { result } of results) {
      for (const { playerId, starter } of result.appearances) {
        row(playerId).appearances += 1;
        if (starter) row(playerId).starts += 1;
      }
      for (const [playerId, minutes] of minutesPlayed(result)) {
        const entry = row(playerId);
        entry.minutes = (entry.minutes ?? 0) + minutes;
      }
      for (const incident of result.incidents) {
        if (incident.playerId === undefined) continue;
        if (incident.kind === 'goal' || incident.kind === 'penalty') {
          row(incident.playerId).goals += 1;
          if (incident.kind === 'penalty') row(incident.playerId).penaltyGoals += 1;
        }
        if (incident.assistId !== undefined) row(incident.assistId).assists += 1;
        if (incident.kind === 'yellow') row(incident.playerId).yellow += 1;
        if (incident.kind === 'red' || incident.kind === 'second_yellow') row(incident.playerId).red += 1;
      }
    }
    return { sport: 'football', seasonId, players: [...rows.values()].filter((p) => p.teamId > 0) };
  },
  basketball: (seasonId, results, playerTeam) => {
    const lines = new Map<number, FeedPlayerBoxScore[]>();
    for (const { result } of results) {
      for (const line of [...(result.boxScore?.home.players ?? []), ...(result.boxScore?.away.players ?? [])]) {
        if (line.minutesPlayed === 0) continue;
        const list = lines.get(line.playerId) ?? [];
        list.push(line);
        lines.set(line.playerId, list);
      }
    }
    const players = [...lines].map(([playerId, list]) => ({
      playerId,
      teamId: playerTeam(playerId),
      games: list.length,
      starts: list.filter((l) => l.starter).length,
      totals: sumBox(list),
    }));
    return { sport: 'basketball', seasonId, players };
  },
};

/** A player's part in a match, by its sport: football's minutes and place in the line-ups; basketball's box-score line. */
const PLAYER_PARTS: {
  readonly [S in Sport]: (result: PlayedMatch, playerId: number, line: FeedPlayerBoxScore | null) => { minutes: number | null; appeared: boolean; started: boolean };
} = {
  football: (result, playerId) => {
    const appearance = result.appearances.find((a) => a.playerId === playerId);
    return { minutes: minutesPlayed(result).get(playerId) ?? null, appeared: appearance !== undefined, started: appearance?.starter === true };
  },
  basketball: (_result, _playerId, line) => ({ minutes: null, appeared: line !== null && line.minutesPlayed > 0, started: line?.starter === true }),
};

function played(snapshot: FeedMatchSnapshot): PlayedMatch {
  // Football's statistics and who played (the line-ups' starters and those who came on), its final
  // whistle at 90, or at 120 after extra time; basketball's box score, which says who played.
  const { teamStats, boxScore, appearances, endMinute } = bySport<FeedMatchStats, Pick<PlayedMatch, 'teamStats' | 'boxScore' | 'appearances' | 'endMinute'>>(
    snapshot.stats,
    {
      football: (stats) => {
        const starters = [...(snapshot.lineups?.home.starters ?? []), ...(snapshot.lineups?.away.starters ?? [])];
        const cameOn = snapshot.incidents.flatMap((i) => (i.kind === 'substitution' && i.playerInId !== undefined ? [{ playerId: i.playerInId, starter: false }] : []));
        return {
          teamStats: stats,
          boxScore: null,
          appearances: [...starters.map((p) => ({ playerId: p.playerId, starter: true })), ...cameOn],
          endMinute: Math.max(90, snapshot.clockBaseMinute),
        };
      },
      basketball: (stats) => ({ teamStats: null, boxScore: stats, appearances: [], endMinute: 0 }),
    },
  );
  return {
    id: snapshot.id,
    homeScore: snapshot.homeScore,
    awayScore: snapshot.awayScore,
    penaltyScore: snapshot.penaltyScore,
    halfScore: snapshot.halfScore,
    incidents: snapshot.incidents.filter((i) => COUNTED_INCIDENTS.has(i.kind)),
    substitutions: snapshot.incidents.filter((i) => i.kind === 'substitution'),
    teamStats,
    boxScore,
    quarterScores: snapshot.quarterScores,
    appearances,
    lines: closingLinesOf(snapshot),
    endMinute,
  };
}

function sideOf(fixture: SeasonFixture, teamId: number): 'home' | 'away' | undefined {
  return fixture.homeTeamId === teamId ? 'home' : fixture.awayTeamId === teamId ? 'away' : undefined;
}

/**
 * A club's record over its games, oldest first: played, won, drawn, lost, goals or points for and
 * against, and its last five results. A table's row and the club's season totals are both this.
 */
function tallyOf(teamId: number, games: readonly { fixture: SeasonFixture; result: PlayedMatch }[]): Tally {
  const row: Tally = { teamId, played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, form: '' };
  for (const { fixture, result } of games) {
    const home = fixture.homeTeamId === teamId;
    const scored = home ? result.homeScore : result.awayScore;
    const conceded = home ? result.awayScore : result.homeScore;
    const outcome = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
    row.played += 1;
    row.scored += scored;
    row.conceded += conceded;
    if (outcome === 'W') row.won += 1;
    else if (outcome === 'D') row.drawn += 1;
    else row.lost += 1;
    row.form = (row.form + outcome).slice(-5);
  }
  return row;
}

/** Football by points, goal difference, goals; basketball by win rate, wins. */
export function rank(tallies: readonly Tally[], sport: FeedSport): FeedStandingRow[] {
  const table = TABLES[sport];
  const rows = tallies.map((row) => ({
    ...row,
    points: table.points(row),
    winRate: row.played === 0 ? 0 : Math.round((row.won / row.played) * 1000) / 10,
  }));
  rows.sort(table.order);
  return rows.map((row, i) => ({ rank: i + 1, ...row }));
}

type RankedTally = Tally & Pick<FeedStandingRow, 'points' | 'winRate'>;

/** How each sport's table counts and orders: football 3 points a win and 1 a draw, then goal difference and goals; basketball by win rate, with points 2 a win and 1 a loss as the CBA counts. */
const TABLES: { readonly [S in Sport]: { points(row: Tally): number; order(a: RankedTally, b: RankedTally): number } } = {
  football: {
    points: (row) => 3 * row.won + row.drawn,
    order: (a, b) => b.points - a.points || b.scored - b.conceded - (a.scored - a.conceded) || b.scored - a.scored || a.teamId - b.teamId,
  },
  basketball: {
    points: (row) => 2 * row.won + row.lost,
    order: (a, b) => b.winRate - a.winRate || b.won - a.won || a.teamId - b.teamId,
  },
};

function zonesOf(leagueId: number, size: number) {
  return (ZONES[leagueId] ?? []).map((zone) => ({
    ...zone,
    from: zone.from < 0 ? size + zone.from + 1 : zone.from,
    to: zone.to < 0 ? size + zone.to + 1 : zone.to,
  }));
}

const percent = (made: number, attempts: number) => (attempts === 0 ? 0 : Math.round((made / attempts) * 1000) / 10);

/** Sums box-score lines; the accuracies and the assist rate are worked out again from the sums. */
export function sumBox(lines: readonly FeedBoxScore[]): FeedBoxScore {
  const sum = (field: keyof FeedBoxScore) => lines.reduce((total, line) => total + line[field], 0);
  const fieldGoalsScored = sum('fieldGoalsScored');
  const fieldGoalsTotal = sum('fieldGoalsTotal');
  const threePointsScored = sum('threePointsScored');
  const threePointsTotal = sum('threePointsTotal');
  const freeThrowsScored = sum('freeThrowsScored');
  const freeThrowsTotal = sum('freeThrowsTotal');
  const assists = sum('assists');
  return {
    minutesPlayed: sum('minutesPlayed'),
    points: sum('points'),
    fieldGoalsScored,
    fieldGoalsTotal,
    fieldGoalsAccuracy: percent(fieldGoalsScored, fieldGoalsTotal),
    threePoints: sum('threePoints'),
    threePointsScored,
    threePointsTotal,
    threePointsAccuracy: percent(threePointsScored, threePointsTotal),
    freeThrowsScored,
    freeThrowsTotal,
    freeThrowsAccuracy: percent(freeThrowsScored, freeThrowsTotal),
    rebounds: sum('rebounds'),
    offensiveRebounds: sum('offensiveRebounds'),
    defensiveRebounds: sum('defensiveRebounds'),
    assists,
    steals: sum('steals'),
    blocks: sum('blocks'),
    turnovers: sum('turnovers'),
    fouls: sum('fouls'),
    assistRate: Math.min(100, percent(assists, fieldGoalsScored)),
  };
}

function withoutPlayer(line: FeedPlayerBoxScore): FeedBoxScore {
  const { playerId: _playerId, starter: _starter, ...box } = line;
  return box;
}

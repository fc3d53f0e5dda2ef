import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clubRanksResponseSchema,
  dataSearchResponseSchema,
  FootballState,
  databaseHomeResponseSchema,
  matchAnalysisResponseSchema,
  playerPageResponseSchema,
  seasonFixturesResponseSchema,
  seasonMatchResponseSchema,
  seasonPlayersResponseSchema,
  seasonStandingsResponseSchema,
  standingsChannel,
  teamPageResponseSchema,
  type FeedSeasonMatch,
  type StandingsChannelState,
} from '@portal/contracts';
import type { z } from 'zod';
import { isInPlay } from '../../src/realtime/scores/projection';
import { ChannelClient, MINUTE, startFeed, startGateway, until, type Feed, type Gateway } from '../realtime/support';

let feed: Feed;
let gateway: Gateway;

async function get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
  const response = await gateway.app.inject({ method: 'GET', url: path });
  const body = response.json() as { code: number; data: unknown };
  expect(body.code, path).toBe(200);
  return schema.parse(body.data);
}

beforeAll(async () => {
  feed = await startFeed({ seed: 42 });
  gateway = await startGateway(feed.server.url);
  await gateway.hub.whenReady();
});

afterAll(async () => {
  await gateway.close();
  await feed.close();
});

describe('the data base routes', () => {
  it('lists the leagues of a sport with their seasons, hot leagues first', async () => {
    const home = await get('/live/database?sport=football', databaseHomeResponseSchema);
    expect(home.hot.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    const premier = home.leagues.find((l) => l.shortName === '英超');
    expect(premier?.seasons.map((s) => s.current)).toEqual([true, false]);
    const basketball = await get('/live/basket/db', databaseHomeResponseSchema);
    expect(basketball.leagues.map((l) => l.shortName)).toEqual(['NBA', 'CBA', '欧篮联', '澳篮联', 'KBL', 'B联赛', '土篮超', '西篮甲', 'PBA', '意篮甲', '德篮甲', '法篮甲']);
  });

  it('answers the tables the upstream sums, with zones and club names', async () => {
    const seasonId = feed.server.model?.reference.league(1)?.seasonId ?? 0;
    const standings = await get(`/live/data/season/${seasonId}/standings?view=home`, seasonStandingsResponseSchema);
    const truth = feed.server.model?.seasons.standings(seasonId, 'home');
    expect(standings.groups).toEqual(truth?.groups);
    expect(standings.groups[0]?.zones.map((z) => z.name)).toEqual(['欧冠', '欧联杯', '欧协联', '降级']);
    const first = standings.groups[0]?.rows[0];
    expect(standings.teams[String(first?.teamId)]?.name).toBeTruthy();
    const fixtures = await get(`/live/data/season/${seasonId}/fixtures`, seasonFixturesResponseSchema);
    expect(fixtures.rounds).toHaveLength(38);
    const players = await get(`/live/data/season/${seasonId}/players`, seasonPlayersResponseSchema);
    if (players.sport !== 'football') throw new Error('football expected');
    expect(players.players.reduce((sum, p) => sum + p.goals, 0)).toBeGreaterThan(100);
  });

  it('serves a team page and a player page in each sport', async () => {
    const team = await get('/live/fb-team/stats/101', teamPageResponseSchema);
    expect(team.team.name).toBe('曼彻斯特城');
    expect(team.squad.length).toBeGreaterThanOrEqual(22);
    expect(team.football?.played).toBe(team.matches.filter((m) => m.finished).length);
    // Each of the squad's matches played is his appearances in the season's player totals; the eleven starters of each match add up.
    const starts = Object.values(team.appearances).reduce((sum, games) => sum + games, 0);
    expect(starts).toBeGreaterThanOrEqual(11 * (team.football?.played ?? 0));
    const player = await get(`/live/fb-player/stats/${team.squad[9]?.id}`, playerPageResponseSchema);
    expect(player.career).toHaveLength(2);
    const current = player.career.find((c) => c.seasonId === team.seasonId)?.football;
    expect(team.appearances[String(player.player.id)] ?? 0).toBe(current?.appearances ?? 0);
    // The squad's goals are their season's goals, and add up to the club's own goals (own goals aside).
    for (const member of team.squad) {
      const season = (await get(`/live/fb-player/stats/${member.id}`, playerPageResponseSchema)).career.find((c) => c.seasonId === team.seasonId)?.football;
      expect(team.goals[String(member.id)] ?? 0, `${member.id}`).toBe(season?.goals ?? 0);
    }
    expect(Object.values(team.goals).reduce((sum, goals) => sum + goals, 0)).toBeLessThanOrEqual(team.football?.scored ?? 0);
    expect(Object.values(team.goals).reduce((sum, goals) => sum + goals, 0)).toBeGreaterThan(0);
    expect(player.matches.filter((m) => m.appeared)).toHaveLength(current?.appearances ?? 0);
    // His season's minutes are his matches' minutes; a match he did not play has none.
    expect(player.matches.reduce((sum, m) => sum + (m.minutes ?? 0), 0)).toBe(current?.minutes);
    expect(player.matches.every((m) => (m.appeared ? (m.minutes ?? 0) >= 1 && (m.minutes ?? 0) <= 120 : m.minutes === null))).toBe(true);
    const nba = await get('/live/bb-team/stats/10101', teamPageResponseSchema);
    expect(nba.basketball?.played).toBeGreaterThan(0);
    expect(nba.goals).toEqual({});
    const star = await get(`/live/bb-player/stats/${nba.squad[0]?.id}`, playerPageResponseSchema);
    expect(star.averages?.points).toBeGreaterThan(0);
    expect(star.matches[0]?.line?.minutesPlayed).toBeGreaterThan(0);
    const missing = await gateway.app.inject({ method: 'GET', url: '/live/fb-team/stats/999999' });
    expect(missing.json()).toMatchObject({ code: 404 });
  });

  it('answers a match of a season by id, as its fixtures have it, with its line-ups, statistics and changes or its box scores and quarters, and the names of their players', async () => {
    const seasonId = feed.server.model?.reference.league(1)?.seasonId ?? 0;
    const fixtures = await get(`/live/data/season/${seasonId}/fixtures`, seasonFixturesResponseSchema);
    const old = fixtures.rounds[2]?.matches.find((match) => match.incidents.some((incident) => incident.kind === 'goal'));
    if (old === undefined) throw new Error('the third round has no match with a goal');
    expect(gateway.app.realtime.scores.anyMatch(old.id)).toBeUndefined();
    const page = await get(`/live/data/match/${old.id}`, seasonMatchResponseSchema);
    expect(page.match).toEqual(old);
    expect(page.seasonId).toBe(seasonId);
    expect(page.league.shortName).toBe('英超');
    expect(page.teams[String(old.homeTeamId)]?.name).toBeTruthy();
    const scorer = old.incidents.find((incident) => incident.kind === 'goal')?.playerId ?? 0;
    expect(page.players[String(scorer)]).toBe(feed.server.model?.reference.players.find((player) => player.id === scorer)?.name);
    // The sides it fielded, the scorer among them.
    const fielded = [...(page.lineups?.home.starters ?? []), ...(page.lineups?.away.starters ?? [])];
    expect(fielded).toHaveLength(22);
    expect(fielded.map((player) => player.playerId)).toContain(scorer);

    // Its changes, every player in them named, and its statistics.
    expect(page.substitutions.length).toBeGreaterThan(0);
    for (const change of page.substitutions) {
      expect([page.players[String(change.playerId)], page.players[String(change.playerInId)]].every(Boolean), change.id).toBe(true);
    }
    expect((page.teamStats?.home.possession ?? 0) + (page.teamStats?.away.possession ?? 0)).toBe(100);
    expect(page.boxScore).toBeNull();
    expect(page.quarterScores).toEqual([]);

    // A basketball game answers its box scores, every player in them named.
    const nbaSeason = feed.server.model?.reference.league(101)?.seasonId ?? 0;
    const nbaRounds = await get(`/live/data/season/${nbaSeason}/fixtures`, seasonFixturesResponseSchema);
    const game = nbaRounds.rounds[2]?.matches[0];
    const box = await get(`/live/data/match/${game?.id}`, seasonMatchResponseSchema);
    expect(box.lineups).toBeNull();
    const lines = [...(box.boxScore?.home.players ?? []), ...(box.boxScore?.away.players ?? [])];
    expect(box.boxScore?.home.team.points).toBe(game?.homeScore);
    expect(lines.reduce((sum, line) => sum + line.points, 0)).toBe((game?.homeScore ?? 0) + (game?.awayScore ?? 0));
    // Five on the floor for 48 minutes a side, every player who played at least one.
    expect([box.boxScore?.home.team.minutesPlayed, box.boxScore?.away.team.minutesPlayed]).toEqual([240, 240]);
    expect(lines.every((line) => line.minutesPlayed >= 1)).toBe(true);
    expect(lines.every((line) => box.players[String(line.playerId)] !== undefined)).toBe(true);
    // Four quarters that add up to the score; no team statistics or changes of football.
    expect(box.quarterScores).toHaveLength(4);
    expect(box.quarterScores.reduce((sum, [home, away]) => [sum[0] + home, sum[1] + away], [0, 0])).toEqual([game?.homeScore, game?.awayScore]);
    expect([box.teamStats, box.substitutions]).toEqual([null, []]);

    const friendly = [...gateway.app.realtime.scores.matches('football')].find((match) => match.league.id === 13);
    const missing = await gateway.app.inject({ method: 'GET', url: `/live/data/match/${friendly?.id ?? 1}` });
    expect(missing.json()).toMatchObject({ code: 404 });
  });

  it("answers each club's place in its own league's table, for the score lists, in each sport", async () => {
    const model = feed.server.model;
    if (model === undefined) throw new Error('no model');
    for (const sport of ['football', 'basketball'] as const) {
      const { clubs } = await get(`/live/data/ranks?sport=${sport}`, clubRanksResponseSchema);
      const leagues = model.reference.leagues.filter((l) => l.sport === sport && l.kind === 'league');
      const expected = leagues.flatMap((league) =>
        (model.seasons.standings(league.seasonId, 'total')?.groups ?? []).flatMap((group) =>
          group.rows
            .filter((row) => row.played > 0)
            .map((row) => ({ teamId: row.teamId, leagueId: league.id, league: league.shortName, group: group.name, rank: row.rank })),
        ),
      );
      expect(clubs, sport).toEqual(expected);
      // A club of a league once at most, cups and friendlies none of their own.
      expect(new Set(clubs.map((c) => c.teamId)).size).toBe(clubs.length);
      expect(clubs.length).toBeGreaterThan(0);
    }
    const nba = (await get('/live/data/ranks?sport=basketball', clubRanksResponseSchema)).clubs.filter((c) => c.league === 'NBA');
    expect(new Set(nba.map((c) => c.group))).toEqual(new Set(['东部', '西部']));
    expect(nba.filter((c) => c.rank === 1).map((c) => c.group).sort()).toEqual(['东部', '西部']);
    const refused = (await gateway.app.inject({ method: 'GET', url: '/live/data/ranks?sport=tennis' })).json() as { code: number };
    expect(refused.code).toBe(400);
    const badTime = (await gateway.app.inject({ method: 'GET', url: '/live/data/ranks?sport=football&before=soon' })).json() as { code: number };
    expect(badTime.code).toBe(400);
  });

  it("answers each club's place before a time, as the tables of the matches kicked off before it stood; the current place before a time to come", async () => {
    const model = feed.server.model;
    if (model === undefined) throw new Error('no model');
    const premier = model.reference.league(1)!;
    const placesIn = (clubs: { teamId: number; leagueId: number; rank: number }[]) =>
      clubs.filter((c) => c.leagueId === premier.id).map((c) => [c.teamId, c.rank]);
    const table = (before?: number) => (model.seasons.standings(premier.seasonId, 'total', before)?.groups[0]?.rows ?? []).map((row) => [row.teamId, row.rank]);
    // Three weeks before the feed's time, at Beijing midnight: some matchdays ago.
    const before = Math.floor((feed.clock.now() + 8 * 3_600_000) / 86_400_000 - 21) * 86_400_000 - 8 * 3_600_000;
    const then = await get(`/live/data/ranks?sport=football&before=${before}`, clubRanksResponseSchema);
    expect(placesIn(then.clubs)).toEqual(table(before));
    expect(table(before)).not.toEqual(table());
    const later = await get(`/live/data/ranks?sport=football&before=${Date.now() + 86_400_000}`, clubRanksResponseSchema);
    expect(placesIn(later.clubs)).toEqual(table());
    // Before its season's first match, nobody has a place yet.
    const [firstRound] = model.seasons.fixtures(premier.seasonId)?.rounds ?? [];
    const opening = Math.min(...(firstRound?.matches ?? []).map((match) => match.kickoffAt));
    const unplayed = await get(`/live/data/ranks?sport=football&before=${opening}`, clubRanksResponseSchema);
    expect(placesIn(unplayed.clubs)).toEqual([]);
    expect(table(opening)).toHaveLength(model.reference.clubsOf(premier.id).length);
  });

  it("answers a past season's places alone, as its table stood before a time of it; none for a cup's season", async () => {
    const model = feed.server.model;
    if (model === undefined) throw new Error('no model');
    const premier = model.reference.league(1)!;
    const past = model.reference.seasons.find((season) => season.leagueId === premier.id && !season.current)!;
    const rounds = model.seasons.fixtures(past.id)?.rounds ?? [];
    // Before the last round of the past season: every club has played, and the table is not the final one.
    const before = Math.min(...(rounds.at(-1)?.matches ?? []).map((match) => match.kickoffAt));
    const { clubs } = await get(`/live/data/ranks?sport=football&before=${before}&seasonId=${past.id}`, clubRanksResponseSchema);
    const rows = model.seasons.standings(past.id, 'total', before)?.groups[0]?.rows ?? [];
    expect(clubs).toEqual(rows.map((row) => ({ teamId: row.teamId, leagueId: premier.id, league: premier.shortName, group: '', rank: row.rank })));
    const points = (table: { points: number }[] | undefined) => (table ?? []).reduce((sum, row) => sum + row.points, 0);
    expect(points(rows)).toBeLessThan(points(model.seasons.standings(past.id, 'total')?.groups[0]?.rows));
    expect(rows.every((row) => row.played === rounds.length - 1)).toBe(true);
    const cup = model.reference.leagues.find((league) => league.sport === 'football' && league.kind === 'cup')!;
    expect((await get(`/live/data/ranks?sport=football&seasonId=${cup.seasonId}`, clubRanksResponseSchema)).clubs).toEqual([]);
    expect((await get(`/live/data/ranks?sport=basketball&seasonId=${past.id}`, clubRanksResponseSchema)).clubs).toEqual([]);
  });

  it('answers /live/basket/rank, /team and /player as the season table and the club and player pages', async () => {
    const seasonId = feed.server.model?.reference.league(101)?.seasonId ?? 0;
    const rank = await get(`/live/basket/rank?seasonId=${seasonId}`, seasonStandingsResponseSchema);
    expect(rank.groups).toEqual(feed.server.model?.seasons.standings(seasonId, 'total')?.groups);
    expect(rank.groups.map((g) => g.name)).toEqual(['东部', '西部']);
    expect(rank).toEqual(await get(`/live/data/season/${seasonId}/standings`, seasonStandingsResponseSchema));
    const away = await get(`/live/basket/rank?seasonId=${seasonId}&view=away`, seasonStandingsResponseSchema);
    expect(away.groups).toEqual(feed.server.model?.seasons.standings(seasonId, 'away')?.groups);

    const team = await get('/live/basket/team?id=10101', teamPageResponseSchema);
    expect(team).toEqual(await get('/live/bb-team/stats/10101', teamPageResponseSchema));
    const playerId = team.squad[0]?.id ?? 0;
    const player = await get(`/live/basket/player?id=${playerId}&seasonId=${seasonId}`, playerPageResponseSchema);
    expect(player).toEqual(await get(`/live/bb-player/stats/${playerId}?seasonId=${seasonId}`, playerPageResponseSchema));

    const football = feed.server.model?.reference.league(1)?.seasonId ?? 0;
    for (const path of [`/live/basket/rank?seasonId=${football}`, '/live/basket/team?id=101', '/live/basket/rank']) {
      const answer = (await gateway.app.inject({ method: 'GET', url: path })).json() as { code: number };
      expect(answer.code, path).toBe(path === '/live/basket/rank' ? 400 : 404);
    }
  });

  it('finds a club by its name with its next match, and the matches and players of the word', async () => {
    const now = gateway.app.realtime.scores.now();
    const upcoming = [...gateway.app.realtime.scores.matches('football')]
      .filter((m) => m.league.id < 13 && m.state === 1 && m.kickoffAt > now)
      .sort((a, b) => a.kickoffAt - b.kickoffAt)[0];
    expect(upcoming).toBeDefined();
    const word = upcoming?.home.name ?? '';
    const found = await get(`/live/data/search?word=${encodeURIComponent(word)}`, dataSearchResponseSchema);
    const club = found.teams.find((t) => t.team.id === upcoming?.home.id);
    // Its first match not over, a friendly perhaps.
    const next = [...gateway.app.realtime.scores.matches()]
      .filter((m) => (m.home.id === upcoming?.home.id || m.away.id === upcoming?.home.id) && (m.state === 1 || isInPlay(m)))
      .sort((a, b) => a.kickoffAt - b.kickoffAt)[0];
    expect(club?.nextMatch?.id).toBe(next?.id);
    expect(next?.kickoffAt).toBeLessThanOrEqual(upcoming?.kickoffAt ?? 0);
    expect(found.matches.map((m) => m.id)).toContain(upcoming?.id);
    expect(found.counts.teams).toBeGreaterThanOrEqual(1);
    const players = await get(`/live/data/search?word=${encodeURIComponent('·')}`, dataSearchResponseSchema);
    expect(players.counts.players).toBeGreaterThan(players.players.length);
  });

  it("lists a club's ties in the season's cups on its page, each cup's as the cup's fixtures have them", async () => {
    const model = feed.server.model;
    if (model === undefined) throw new Error('no model');
    const cup = model.reference.leagues.find((l) => l.shortName === '联赛杯');
    const ties = model.seasons.fixtures(cup?.seasonId ?? 0)?.rounds.flatMap((r) => r.matches) ?? [];
    const club = ties[0]?.homeTeamId ?? 0;
    const page = await get(`/live/fb-team/stats/${club}`, teamPageResponseSchema);
    const league = page.cups.find((c) => c.league.shortName === '联赛杯');
    expect(league?.seasonId).toBe(cup?.seasonId);
    expect(league?.matches.map((m) => m.id)).toEqual(ties.filter((m) => m.homeTeamId === club || m.awayTeamId === club).map((m) => m.id));
    // A club in no cup has none.
    const korean = model.reference.leagues.find((l) => l.shortName === 'K2联赛');
    const k2 = await get(`/live/fb-team/stats/${model.reference.clubsOf(korean?.id ?? 0)[0]}`, teamPageResponseSchema);
    expect(k2.cups).toEqual([]);
  });

  it('lists a match waiting for a date after the matches to come, not by its old kick-off', async () => {
    const all = [...gateway.app.realtime.scores.matches('football')];
    // A match waiting for a date and a word (one of its clubs, or its league) that finds a match to come after its old kick-off, among no more than a search lists.
    const findsOf = (word: string) => all.filter((m) => [m.home.name, m.away.name, m.league.name].some((name) => name.includes(word)));
    const searches = all
      .filter((w) => w.state === FootballState.TO_BE_DETERMINED)
      .flatMap((w) => [w.home.name, w.away.name, w.league.name].map((word) => ({ waiting: w, word, finds: findsOf(word) })));
    const search = searches.find(
      ({ waiting, finds }) => finds.length <= 20 && finds.some((m) => m.state === FootballState.NOT_STARTED && m.kickoffAt > waiting.kickoffAt),
    );
    if (search === undefined) throw new Error('no match waiting for a date before one to come');
    const { waiting, word } = search;
    const found = await get(`/live/data/search?word=${encodeURIComponent(word)}`, dataSearchResponseSchema);
    expect(found.matches.map((m) => m.id)).toContain(waiting.id);
    const toCome = found.matches.map((m, i) => (m.state === FootballState.NOT_STARTED || isInPlay(m) ? i : -1));
    const waitingAt = found.matches.findIndex((m) => m.state === FootballState.TO_BE_DETERMINED);
    expect(waitingAt).toBeGreaterThan(Math.max(...toCome));
  });

  it('analyses a match with the rows of the season table and the last results of the season fixtures', async () => {
    const model = feed.server.model;
    if (model === undefined) throw new Error('no model');
    const home = await get('/live/database?sport=football', databaseHomeResponseSchema);
    const basket = await get('/live/basket/db', databaseHomeResponseSchema);
    const leagues = [...home.leagues, ...basket.leagues].filter((l) => l.kind === 'league');
    const seasonsOf = (leagueId: number) => leagues.find((l) => l.id === leagueId)?.seasons ?? [];
    for (const sport of ['football', 'basketball'] as const) {
      const match = [...model.snapshots()].find((m) => m.sport === sport && seasonsOf(m.leagueId).length > 0 && m.state === 1);
      if (match === undefined) throw new Error(`no ${sport} league match to come`);
      const path = sport === 'football' ? '/live/fb/match/analysis/' : '/live/bb/match/analysis/';
      const analysis = await get(`${path}${match.id}`, matchAnalysisResponseSchema);
      expect(analysis.asOf).toBeNull();
      const table = model.seasons.standings(match.seasonId, 'total')?.groups ?? [];
      const rowOf = (teamId: number) => table.flatMap((g) => g.rows).find((r) => r.teamId === teamId);
      expect(analysis.homeStanding?.row).toEqual(rowOf(match.homeTeamId));
      expect(analysis.awayStanding?.row).toEqual(rowOf(match.awayTeamId));
      expect(analysis.homeStanding?.seasonId).toBe(match.seasonId);

      // Every fixture of the league's seasons and of the cups' seasons of the same names (欧冠, its country's cup), as the feed serves them.
      const names = new Set(seasonsOf(match.leagueId).map((s) => s.name));
      const cupSeasons = model.reference.seasons.filter((s) => model.reference.league(s.leagueId)?.kind === 'cup' && names.has(s.name));
      const leagueFixtures = new Set(seasonsOf(match.leagueId).flatMap((s) => model.seasons.fixtures(s.id)?.rounds.flatMap((r) => r.matches.map((m) => m.id)) ?? []));
      const fixtures: FeedSeasonMatch[] = [...seasonsOf(match.leagueId), ...cupSeasons]
        .flatMap((s) => model.seasons.fixtures(s.id)?.rounds.flatMap((r) => r.matches) ?? [])
        .sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
      const lastOf = (teamId: number) =>
        fixtures.filter((m) => m.finished && m.kickoffAt < match.kickoffAt && (m.homeTeamId === teamId || m.awayTeamId === teamId)).slice(-10);
      const letters = (teamId: number) =>
        lastOf(teamId)
          .map((m) => {
            const [mine, theirs] = m.homeTeamId === teamId ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore];
            return mine > theirs ? 'W' : mine === theirs ? 'D' : 'L';
          })
          .join('');
      expect(analysis.homeForm).toHaveLength(10);
      expect(analysis.homeForm).toBe(letters(match.homeTeamId));
      expect(analysis.awayForm).toBe(letters(match.awayTeamId));
      expect(analysis.homeRecent.map((m) => [m.id, m.homeScore, m.awayScore, m.lines])).toEqual(
        lastOf(match.homeTeamId).reverse().map((m) => [m.id, m.homeScore, m.awayScore, m.lines]),
      );
      // Each with the closing lines its 盘路 and 大小 are read from.
      expect(analysis.homeRecent.every((m) => m.lines !== null)).toBe(true);
      // The table's last five are the analysis's last five of the league.
      const leagueForm = [...analysis.homeRecent]
        .reverse()
        .map((m, i) => (leagueFixtures.has(m.id) ? analysis.homeForm[i] : ''))
        .join('');
      const tableForm = analysis.homeStanding?.row.form ?? '';
      const compared = Math.min(tableForm.length, leagueForm.length);
      expect(compared).toBeGreaterThan(0);
      expect(leagueForm.slice(-compared)).toBe(tableForm.slice(-compared));
      const meetings = fixtures.filter(
        (m) => m.finished && m.kickoffAt < match.kickoffAt && [m.homeTeamId, m.awayTeamId].sort().join() === [match.homeTeamId, match.awayTeamId].sort().join(),
      );
      expect(analysis.headToHead.map((m) => m.id)).toEqual(meetings.slice(-10).reverse().map((m) => m.id));
      expect(analysis.homeUpcoming[0]?.kickoffAt ?? Infinity).toBeGreaterThanOrEqual(match.kickoffAt);
      if (sport === 'football') {
        const bands = analysis.homeGoalTimes?.bands ?? [];
        expect(bands).toHaveLength(6);
        expect(bands.reduce((sum, b) => sum + b.scored, 0)).toBe(rowOf(match.homeTeamId)?.scored);
        expect(bands.reduce((sum, b) => sum + b.conceded, 0)).toBe(rowOf(match.homeTeamId)?.conceded);
        expect(analysis.homePoints).toBeNull();
      } else {
        const recent = lastOf(match.homeTeamId);
        const scored = recent.reduce((sum, m) => sum + (m.homeTeamId === match.homeTeamId ? m.homeScore : m.awayScore), 0);
        expect(analysis.homePoints?.recentScored).toBeCloseTo(scored / recent.length, 1);
        expect(analysis.homeGoalTimes).toBeNull();
      }
    }
  });

  it("counts a side's cup ties with its league matches in its recent results, as 欧冠's and its country's cup's", async () => {
    const model = feed.server.model;
    if (model === undefined) throw new Error('no model');
    const fortnight = 14 * 24 * 60 * MINUTE;
    const ties = model.reference.leagues
      .filter((l) => l.sport === 'football' && l.kind === 'cup')
      .flatMap((cup) =>
        model.reference.seasons
          .filter((s) => s.leagueId === cup.id)
          .flatMap((s) => model.seasons.fixtures(s.id)?.rounds.flatMap((r) => r.matches.map((m) => ({ cup: cup.id, m }))) ?? []),
      )
      .filter(({ m }) => m.finished)
      .sort((a, b) => b.m.kickoffAt - a.m.kickoffAt);
    const lastTie = (teamId: number, before: number) => ties.find(({ m }) => (m.homeTeamId === teamId || m.awayTeamId === teamId) && m.kickoffAt < before);
    // A league match to come whose home side played a cup tie in the fortnight before it, so that the tie is among its last ten.
    const match = [...model.snapshots()].find(
      (m) =>
        m.state === FootballState.NOT_STARTED &&
        model.reference.league(m.leagueId)?.kind === 'league' &&
        (lastTie(m.homeTeamId, m.kickoffAt)?.m.kickoffAt ?? 0) > m.kickoffAt - fortnight,
    );
    if (match === undefined) throw new Error('no league match to come after a cup tie');
    const tie = lastTie(match.homeTeamId, match.kickoffAt);
    const analysis = await get(`/live/fb/match/analysis/${match.id}`, matchAnalysisResponseSchema);
    const shown = analysis.homeRecent.find((m) => m.id === tie?.m.id);
    expect(shown?.league.id).toBe(tie?.cup);
    expect([shown?.homeScore, shown?.awayScore]).toEqual([tie?.m.homeScore, tie?.m.awayScore]);
  });

  it('analyses a match of a season the scores do not hold from what came before its kick-off', async () => {
    const seasonId = feed.server.model?.reference.league(1)?.seasonId ?? 0;
    const fixtures = await get(`/live/data/season/${seasonId}/fixtures`, seasonFixturesResponseSchema);
    const all = fixtures.rounds.flatMap((round) => round.matches);
    const old = fixtures.rounds[4]?.matches[0];
    if (old === undefined) throw new Error('the fifth round has no match');
    expect(gateway.app.realtime.scores.anyMatch(old.id)).toBeUndefined();
    const analysis = await get(`/live/fb/match/analysis/${old.id}`, matchAnalysisResponseSchema);
    expect(analysis.matchId).toBe(old.id);
    // Its home side's results of this season before it (the four rounds before), newest first, then last season's; the fixtures after it.
    const before = all.filter((m) => (m.homeTeamId === old.homeTeamId || m.awayTeamId === old.homeTeamId) && m.kickoffAt < old.kickoffAt).reverse();
    const ids = new Set(all.map((m) => m.id));
    expect(before).toHaveLength(4);
    expect(analysis.homeRecent.map((m) => m.id).filter((id) => ids.has(id))).toEqual(before.map((m) => m.id));
    expect(analysis.homeRecent.every((m) => m.kickoffAt < old.kickoffAt)).toBe(true);
    // The fixtures that came next, played since, not those still to come today.
    const after = all.filter((m) => (m.homeTeamId === old.homeTeamId || m.awayTeamId === old.homeTeamId) && m.kickoffAt > old.kickoffAt);
    const nextShown = analysis.homeUpcoming.filter((m) => ids.has(m.id));
    expect(nextShown.length).toBeGreaterThan(0);
    expect(nextShown.map((m) => m.id)).toEqual(after.slice(0, nextShown.length).map((m) => m.id));
    expect(analysis.homeUpcoming.every((m) => m.kickoffAt >= old.kickoffAt)).toBe(true);
    // The table and the goal times as they stood before it: four rounds played.
    expect(analysis.asOf).toBe(old.kickoffAt);
    expect([analysis.homeStanding?.row.played, analysis.awayStanding?.row.played]).toEqual([4, 4]);
    expect(analysis.homeGoalTimes?.matches).toBe(4);
    const scored = before.reduce((sum, m) => sum + (m.homeTeamId === old.homeTeamId ? m.homeScore : m.awayScore), 0);
    expect(analysis.homeStanding?.row.scored).toBe(scored);
    expect(analysis.homeUpcoming.map((m) => m.id)).not.toContain(old.id);

    // Not one of this sport's, or no match at all: the match routes' 比赛不存在.
    for (const url of [`/live/bb/match/analysis/${old.id}`, '/live/fb/match/analysis/999999999']) {
      const missing = await gateway.app.inject({ method: 'GET', url });
      expect([missing.statusCode, missing.json()]).toEqual([404, { code: 404, message: '比赛不存在', data: null }]);
    }
  });

  it('names the players banned from a match (停赛) in its analysis, a match the scores hold or an older one, and on their club\'s page, as the vendor has them', async () => {
    const model = feed.server.model;
    if (model === undefined) throw new Error('no model');
    const named = (teamId: number, ids: readonly number[]) =>
      ids.map((id) => {
        const player = model.reference.profile(teamId).players.find((p) => p.id === id);
        return { playerId: id, name: player?.name, number: player?.number, position: player?.position };
      });
    const banned = (id: number, teamId: number) => [...model.seasons.suspendedIn(id, teamId)];
    const withBan = (m: { id: number; homeTeamId: number; awayTeamId: number }) => banned(m.id, m.homeTeamId).length + banned(m.id, m.awayTeamId).length > 0;
    // A match the scores hold, and a finished one of the English season they no longer do.
    const held = [...model.snapshots()].find((m) => m.sport === 'football' && model.reference.league(m.leagueId)?.kind === 'league' && withBan(m));
    const seasonId = model.reference.league(1)?.seasonId ?? 0;
    const older = (model.seasons.fixtures(seasonId)?.rounds.flatMap((r) => r.matches) ?? []).find(
      (m) => m.finished && gateway.app.realtime.scores.anyMatch(m.id) === undefined && withBan(m),
    );
    if (held === undefined || older === undefined) throw new Error('no match with a ban');
    for (const match of [held, older]) {
      const analysis = await get(`/live/fb/match/analysis/${match.id}`, matchAnalysisResponseSchema);
      expect(analysis.suspended, `${match.id}`).toEqual({
        home: named(match.homeTeamId, banned(match.id, match.homeTeamId)),
        away: named(match.awayTeamId, banned(match.id, match.awayTeamId)),
      });
    }
    // A club's page marks those of its squad banned from its next match.
    const nextOf = (teamId: number) =>
      (model.seasons.fixtures(model.reference.league(model.reference.team(teamId)?.leagueId ?? 0)?.seasonId ?? 0)?.rounds.flatMap((r) => r.matches) ?? [])
        .filter((m) => !m.finished && (m.homeTeamId === teamId || m.awayTeamId === teamId))
        .sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id)[0];
    const clubs = model.reference.leagues.filter((l) => l.sport === 'football' && l.kind === 'league').flatMap((l) => model.reference.clubsOf(l.id));
    const club = clubs.find((teamId) => banned(nextOf(teamId)?.id ?? 0, teamId).length > 0);
    if (club === undefined) throw new Error('no club with a ban in its next match');
    const page = await get(`/live/fb-team/stats/${club}`, teamPageResponseSchema);
    expect(page.suspended).toEqual(banned(nextOf(club)?.id ?? 0, club));
    expect(page.suspended.every((id) => page.squad.some((p) => p.id === id))).toBe(true);
    const unbanned = clubs.find((teamId) => nextOf(teamId) !== undefined && banned(nextOf(teamId)?.id ?? 0, teamId).length === 0);
    expect((await get(`/live/fb-team/stats/${unbanned}`, teamPageResponseSchema)).suspended).toEqual([]);
    // Basketball has none.
    const game = [...model.snapshots()].find((m) => m.sport === 'basketball');
    expect((await get(`/live/bb/match/analysis/${game?.id}`, matchAnalysisResponseSchema)).suspended).toEqual({ home: [], away: [] });
  });

  it('gives the clubs of a friendly their rows of their own leagues\' tables', async () => {
    const model = feed.server.model;
    const friendly = [...(model?.snapshots() ?? [])].find((m) => m.sport === 'football' && m.leagueId === 13);
    if (friendly === undefined || model === undefined) throw new Error('no friendly');
    const analysis = await get(`/live/fb/match/analysis/${friendly.id}`, matchAnalysisResponseSchema);
    for (const [standing, teamId] of [
      [analysis.homeStanding, friendly.homeTeamId],
      [analysis.awayStanding, friendly.awayTeamId],
    ] as const) {
      expect(standing?.row.played).toBeGreaterThan(0);
      expect(standing?.seasonId).toBe(model.reference.league(standing?.leagueId ?? 0)?.seasonId);
      const rows = model.seasons.standings(standing?.seasonId ?? 0, 'total')?.groups.flatMap((g) => g.rows);
      expect(standing?.row).toEqual(rows?.find((r) => r.teamId === teamId));
    }
  });

  it('pushes the tables again when a match of the season finishes, and analyses read the season again', async () => {
    const model = feed.server.model;
    const now = feed.server.sourceNow();
    const upcoming = [...(model?.snapshots() ?? [])]
      .filter((m) => m.leagueId < 13 && m.state === 1 && m.kickoffAt > now)
      .sort((a, b) => a.kickoffAt - b.kickoffAt)[0];
    expect(upcoming).toBeDefined();
    const seasonId = upcoming?.seasonId ?? 0;
    const client = new ChannelClient(gateway.url);
    try {
      await client.connected();
      const reply = await client.subscribe(standingsChannel(seasonId));
      expect(reply.ok).toBe(true);
      const played = (state: unknown, teamId: number) =>
        (state as StandingsChannelState).total.flatMap((g) => g.rows).find((r) => r.teamId === teamId)?.played ?? 0;
      const before = played(client.channels.get(standingsChannel(seasonId))?.state, upcoming?.homeTeamId ?? 0);
      const analysisPath = `/live/fb/match/analysis/${upcoming?.id ?? 0}`;
      // Read, and kept for the analyses after it.
      expect((await get(analysisPath, matchAnalysisResponseSchema)).homeStanding?.row.played).toBe(before);
      feed.advance((upcoming?.kickoffAt ?? now) - now + 3 * 60 * MINUTE, 60_000);
      await until(
        () => played(client.channels.get(standingsChannel(seasonId))?.state, upcoming?.homeTeamId ?? 0) === before + 1,
        'the table to count the finished match',
      );
      expect((await get(analysisPath, matchAnalysisResponseSchema)).homeStanding?.row.played).toBe(before + 1);
    } finally {
      client.close();
    }
  });
});

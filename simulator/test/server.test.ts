import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feedBookmakersResponseSchema,
  feedErrorResponseSchema,
  feedInjectResponseSchema,
  feedLeaguesResponseSchema,
  feedLotteryResponseSchema,
  feedMatchListResponseSchema,
  feedMatchSnapshotSchema,
  feedOddsHistoryResponseSchema,
  feedOddsResponseSchema,
  feedPlayersResponseSchema,
  feedSeasonFixturesResponseSchema,
  feedSeasonMatchResponseSchema,
  feedSeasonPlayerMatchesResponseSchema,
  feedSeasonPlayersResponseSchema,
  feedSeasonsResponseSchema,
  feedSeasonStandingsResponseSchema,
  feedSeasonTeamsResponseSchema,
  feedStandingsResponseSchema,
  feedTeamsResponseSchema,
  type FeedMatchSnapshot,
} from '@portal/contracts';
import { ManualClock } from '../src/clock';
import { isInPlay } from '../src/feed-view';
import { createSimulatorServer, type SimulatorServer } from '../src/server';
import { getJson, MINUTE, postJson, PushClient, START } from './support';

const schemaGet = ({ body }: { body: unknown }) => feedMatchListResponseSchema.parse(body);

describe('the simulator server', () => {
  const clock = new ManualClock(START);
  let server: SimulatorServer;
  const clients: PushClient[] = [];
  const connect = async (query = '') => {
    const client = await PushClient.connect(server.pushUrl + query);
    clients.push(client);
    return client;
  };
  const get = async <T>(path: string, schema: { parse: (value: unknown) => T }) => {
    const { status, body } = await getJson(server.url + path);
    expect(status, path).toBe(200);
    return schema.parse(body);
  };
  const liveFootball = async (): Promise<FeedMatchSnapshot> => {
    const { matches } = await get('/v1/live?sport=football', feedMatchListResponseSchema);
    const match = matches.find((m) => m.state === 2 || m.state === 4);
    if (match === undefined) throw new Error('no football match in a half');
    return match;
  };

  beforeAll(async () => {
    server = await createSimulatorServer({
      seed: 42,
      speed: 60,
      clock,
      port: 0,
      tickMs: 0,
      heartbeatMs: 0,
      window: { back: 1, ahead: 1 },
    });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await server.close();
  });

  it('starts at the source time it is given, not the clock\'s, and runs on from it at its speed', async () => {
    const wall = new ManualClock(Date.UTC(2026, 10, 25, 2));
    const saturday = Date.UTC(2026, 10, 28, 11);
    const other = await createSimulatorServer({ seed: 42, speed: 60, clock: wall, start: saturday, port: 0, tickMs: 0, heartbeatMs: 0, window: { back: 0, ahead: 0 } });
    try {
      const first = schemaGet(await getJson(`${other.url}/v1/live?sport=football`));
      expect(first.serverTime).toBe(saturday);
      expect(first.matches.every((m) => m.kickoffAt >= Date.UTC(2026, 10, 27, 16))).toBe(true);
      wall.advance(1_000);
      expect(schemaGet(await getJson(`${other.url}/v1/live?sport=football`)).serverTime).toBe(saturday + 60_000);
    } finally {
      await other.close();
    }
  });

  it('answers the match polls with snapshots the contract accepts', async () => {
    const day = await get('/v1/matches?date=2025-03-15', feedMatchListResponseSchema);
    expect(day.serverTime).toBe(START);
    expect(day.matches.length).toBeGreaterThan(100);
    const dayStart = Date.UTC(2025, 2, 14, 16);
    for (const match of day.matches) {
      expect(match.kickoffAt).toBeGreaterThanOrEqual(dayStart);
      expect(match.kickoffAt).toBeLessThan(dayStart + 24 * 60 * MINUTE);
    }
    const basketball = await get('/v1/matches?date=2025-03-15&sport=basketball', feedMatchListResponseSchema);
    expect(basketball.matches.length).toBeGreaterThan(20);
    expect(basketball.matches.every((m) => m.sport === 'basketball')).toBe(true);

    const live = await get('/v1/live?sport=football', feedMatchListResponseSchema);
    expect(live.matches.filter(isInPlay).length).toBeGreaterThanOrEqual(4);
    for (const match of live.matches) {
      expect(match.sport).toBe('football');
      // A kick-off may run a minute or two late.
      expect(isInPlay(match) || (match.state === 1 && match.kickoffAt >= START - 5 * MINUTE)).toBe(true);
    }

    const first = live.matches[0] as FeedMatchSnapshot;
    expect(await get(`/v1/matches/${first.id}`, feedMatchSnapshotSchema)).toEqual(first);
    const odds = await get(`/v1/odds/${first.id}`, feedOddsResponseSchema);
    expect(odds.odds).toEqual(first.odds);
    expect(odds.odds.map((m) => m.market)).toEqual(expect.arrayContaining(['europe', 'asian', 'overUnder']));
  });

  it('answers the reference polls with real-looking leagues, clubs and squads', async () => {
    const { leagues } = await get('/v1/leagues', feedLeaguesResponseSchema);
    expect(leagues.map((l) => l.shortName)).toEqual(
      expect.arrayContaining(['英超', '西甲', '意甲', '德甲', '法甲', '中超', '欧冠', '日职联', 'K联赛', '澳超', 'NBA', 'CBA', '欧篮联']),
    );
    const premierLeague = leagues.find((l) => l.shortName === '英超');
    const { teams } = await get(`/v1/teams?leagueId=${premierLeague?.id}`, feedTeamsResponseSchema);
    expect(teams).toHaveLength(20);
    expect(teams.map((t) => t.name)).toEqual(expect.arrayContaining(['阿森纳', '利物浦', '曼彻斯特联']));
    const { players } = await get(`/v1/players?teamId=${teams[0]?.id}`, feedPlayersResponseSchema);
    expect(players.length).toBeGreaterThanOrEqual(20);
    expect(new Set(players.map((p) => p.number)).size).toBe(players.length);
    expect(players.some((p) => p.position === 'GK')).toBe(true);

    const standings = await get(`/v1/standings?leagueId=${premierLeague?.id}`, feedStandingsResponseSchema);
    expect(standings.rows.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const points = standings.rows.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    for (const row of standings.rows) expect(row.won + row.drawn + row.lost).toBe(row.played);

    const { seasons } = await get(`/v1/seasons?leagueId=${premierLeague?.id}`, feedSeasonsResponseSchema);
    expect(seasons.find((s) => s.current)?.name).toBe('2024-2025');
    const current = seasons.find((s) => s.current)?.id ?? 0;
    const table = await get(`/v1/season/standings?seasonId=${current}&view=away`, feedSeasonStandingsResponseSchema);
    expect(table.groups[0]?.rows.map((r) => r.played)).not.toEqual(standings.rows.map((r) => r.played));
    const { rounds } = await get(`/v1/season/fixtures?seasonId=${current}`, feedSeasonFixturesResponseSchema);
    expect(rounds.map((r) => r.name).slice(0, 2)).toEqual(['第1轮', '第2轮']);
    // The table as it stood before the second round: one match each.
    const second = Math.min(...rounds[1]!.matches.map((m) => m.kickoffAt));
    const early = await get(`/v1/season/standings?seasonId=${current}&before=${second}`, feedSeasonStandingsResponseSchema);
    expect(new Set(early.groups[0]?.rows.map((r) => r.played))).toEqual(new Set([1]));
    // Any match of a season answers by id, as the season's fixtures have it: a played one with the
    // sides it fielded, whose players on the pitch scored its goals; one to come without line-ups yet.
    const first = rounds[0]!.matches.find((match) => match.incidents.some((incident) => incident.kind === 'goal'));
    const last = rounds.at(-1)!.matches.at(-1)!;
    if (first === undefined) throw new Error('no match of the first round has a goal');
    const played = await get(`/v1/season/match?id=${first.id}`, feedSeasonMatchResponseSchema);
    expect(played).toMatchObject({ seasonId: current, match: first });
    const starters = (side: 'home' | 'away') => new Set(played.lineups?.[side].starters.map((p) => p.playerId));
    expect([starters('home').size, starters('away').size]).toEqual([11, 11]);
    for (const goal of first.incidents.filter((incident) => incident.kind === 'goal')) {
      const cameOn = (played.substitutions ?? []).filter((change) => change.team === goal.team && change.minute <= goal.minute).map((change) => change.playerInId);
      expect([...starters(goal.team), ...cameOn].includes(goal.playerId ?? 0), `goal ${goal.id}`).toBe(true);
    }
    // Its changes: each a substitute for a player on the pitch, in the second half.
    const onPitch = { home: starters('home'), away: starters('away') };
    const bench = (side: 'home' | 'away') => new Set(played.lineups?.[side].substitutes.map((p) => p.playerId));
    expect(played.substitutions?.length).toBeGreaterThanOrEqual(2);
    for (const change of played.substitutions ?? []) {
      expect(change.kind).toBe('substitution');
      expect(change.minute).toBeGreaterThanOrEqual(46);
      expect(onPitch[change.team].delete(change.playerId ?? 0), `${change.id} off`).toBe(true);
      expect(bench(change.team).has(change.playerInId ?? 0), `${change.id} on`).toBe(true);
      onPitch[change.team].add(change.playerInId ?? 0);
    }
    // Who went off played until his minute, who came on from it to the 90th.
    const change = played.substitutions?.[0];
    const minutesIn = async (playerId: number | undefined) =>
      (await get(`/v1/season/player-matches?seasonId=${current}&playerId=${playerId}`, feedSeasonPlayerMatchesResponseSchema)).matches.find(
        (m) => m.match.id === first.id,
      )?.minutes;
    expect([await minutesIn(change?.playerId), await minutesIn(change?.playerInId)]).toEqual([change?.minute, 90 - (change?.minute ?? 0)]);
    // Its statistics: possession adds up to 100, a side's shots on target at least its own goals, its shots at least those.
    const stats = played.teamStats;
    expect((stats?.home.possession ?? 0) + (stats?.away.possession ?? 0)).toBe(100);
    for (const side of ['home', 'away'] as const) {
      const goals = first.incidents.filter((i) => i.team === side && (i.kind === 'goal' || i.kind === 'penalty')).length;
      expect(stats?.[side].shotsOnTarget).toBeGreaterThanOrEqual(goals);
      expect(stats?.[side].shots).toBeGreaterThanOrEqual(stats?.[side].shotsOnTarget ?? 0);
    }
    expect(played.quarterScores).toEqual([]);
    expect(await get(`/v1/season/match?id=${last.id}`, feedSeasonMatchResponseSchema)).toEqual({
      seasonId: current,
      match: last,
      lineups: null,
      boxScore: null,
      teamStats: null,
      substitutions: [],
      quarterScores: [],
      suspended: { home: [], away: [] },
    });
    const team = await get(`/v1/season/teams?seasonId=${current}`, feedSeasonTeamsResponseSchema);
    expect(team.sport === 'football' && team.teams.find((t) => t.teamId === teams[0]?.id)?.played).toBe(
      standings.rows.find((r) => r.teamId === teams[0]?.id)?.played,
    );
    const scorer = await get(`/v1/season/players?seasonId=${current}`, feedSeasonPlayersResponseSchema);
    const top = scorer.sport === 'football' ? [...scorer.players].sort((a, b) => b.goals - a.goals)[0] : undefined;
    const mine = await get(`/v1/season/player-matches?seasonId=${current}&playerId=${top?.playerId}`, feedSeasonPlayerMatchesResponseSchema);
    expect(mine.matches.reduce((sum, m) => sum + m.goals, 0)).toBe(top?.goals);
    const { bookmakers } = await get('/v1/bookmakers', feedBookmakersResponseSchema);
    expect(bookmakers.map((b) => b.name)).toEqual(expect.arrayContaining(['澳门', '皇冠', '立博', '威廉希尔', 'Bet365']));

    const logo = await fetch(`${server.url}${teams[0]?.logo}`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toMatch(/^<svg/);
  });

  it('lists the lottery issues with their match numbers', async () => {
    const jczq = await get('/v1/lottery?code=jczq', feedLotteryResponseSchema);
    expect(jczq.issueNum).toBe('20250315');
    expect(jczq.matches.length).toBeGreaterThan(10);
    expect(jczq.matches[0]?.matchNum).toBe('周六001');
    const jclq = await get('/v1/lottery?code=jclq', feedLotteryResponseSchema);
    expect(jclq.matches[0]?.matchNum).toBe('周六301');
    const zc = await get('/v1/lottery?code=zc', feedLotteryResponseSchema);
    expect(zc.matches.map((m) => m.matchNum)).toEqual(Array.from({ length: 14 }, (_, i) => String(i + 1)));
    const bjdc = await get('/v1/lottery?code=bjdc', feedLotteryResponseSchema);
    expect(bjdc.issueNum).toBe('250305');
    const sample = await get(`/v1/matches/${jczq.matches[0]?.matchId}`, feedMatchSnapshotSchema);
    expect(sample.lottery).toContainEqual({ code: 'jczq', issueNum: '20250315', matchNum: '周六001' });
    const other = await get(`/v1/lottery?code=jczq&issueNum=${jczq.issues[0]}`, feedLotteryResponseSchema);
    expect(other.issueNum).toBe(jczq.issues[0]);
  });

  it('answers bad polls with an error body', async () => {
    for (const [path, status] of [
      ['/v1/matches?date=15-03-2025', 400],
      ['/v1/matches?date=2025-02-30', 400],
      ['/v1/lottery?code=dlt', 400],
      ['/v1/matches/1', 404],
      ['/v1/standings?leagueId=999', 404],
      ['/v1/season/standings?seasonId=999', 404],
      ['/v1/season/standings?seasonId=12024&view=best', 400],
      ['/v1/season/fixtures', 400],
      ['/v1/season/match?id=1', 404],
      ['/v1/season/match', 400],
      ['/v1/nothing', 404],
    ] as const) {
      const { status: got, body } = await getJson(server.url + path);
      expect(got, path).toBe(status);
      expect(feedErrorResponseSchema.safeParse(body).success).toBe(true);
    }
  });

  it('pushes a hello, then every event the model emits, in order and valid', async () => {
    const client = await connect();
    const basketballOnly = await connect('?sport=basketball');
    expect(client.frames[0]).toMatchObject({ type: 'hello', seed: 42, speed: 60, replay: false });
    clock.advance(30_000);
    const events = server.tick();
    expect(events.length).toBeGreaterThan(200);
    server.heartbeat();
    await client.heartbeats(1);
    await basketballOnly.heartbeats(1);
    expect(client.invalid).toEqual([]);
    const key = (e: { type: string; matchId: number; version: number }) => `${e.type}:${e.matchId}:${e.version}`;
    expect(client.matchFrames().map(key)).toEqual(events.map(key));
    expect(basketballOnly.matchFrames().map(key)).toEqual(events.filter((e) => e.sport === 'basketball').map(key));

    const last = events.at(-1);
    const polled = await get(`/v1/matches/${last?.matchId}`, feedMatchSnapshotSchema);
    expect(polled.version).toBe(last?.version);
  });

  it('injects an incident: pushes it and changes the polled score', async () => {
    const client = await connect();
    const match = await liveFootball();
    const { status, body } = await postJson(`${server.url}/admin/inject`, { matchId: match.id, kind: 'goal', team: 'home' });
    expect(status).toBe(200);
    const injected = feedInjectResponseSchema.parse(body);
    expect(injected.match.homeScore).toBe(match.homeScore + 1);
    await client.until((frames) =>
      frames.some((f) => f.type === 'incident' && f.matchId === match.id && f.incident.kind === 'goal' && f.incident.team === 'home'),
    );
    await client.until((frames) => frames.some((f) => f.type === 'match' && f.matchId === match.id && f.changes.homeScore === match.homeScore + 1));
    const polled = await get(`/v1/matches/${match.id}`, feedMatchSnapshotSchema);
    expect(polled.homeScore).toBe(match.homeScore + 1);
    expect(polled.incidents.at(-1)).toMatchObject({ kind: 'goal', team: 'home', score: [match.homeScore + 1, match.awayScore] });

    for (const kind of ['red', 'yellow', 'corner'] as const) {
      const response = await postJson(`${server.url}/admin/inject`, { matchId: match.id, kind, team: 'away' });
      expect(response.status).toBe(200);
      expect(feedInjectResponseSchema.parse(response.body).events[0]).toMatchObject({ type: 'incident', incident: { team: 'away' } });
    }
    const after = await get(`/v1/matches/${match.id}`, feedMatchSnapshotSchema);
    expect(after.awayCorner).toBe(match.awayCorner + 1);
    expect(after.awayRed + after.awayYellow).toBeGreaterThanOrEqual(match.awayRed + match.awayYellow + 2);
  });

  it('quotes every match by at least twelve named companies and keeps the moves of each market with the score', async () => {
    const { bookmakers } = await get('/v1/bookmakers', feedBookmakersResponseSchema);
    const quoting = bookmakers.filter((b) => b.id > 0);
    expect(quoting.length).toBeGreaterThanOrEqual(12);
    expect(quoting.map((b) => b.name)).toEqual(expect.arrayContaining(['韦德', '明陞', '金宝博', '10BET', '利记', '盈禾', '18Bet', '平博']));
    const match = await liveFootball();
    const europe = match.odds.filter((m) => m.market === 'europe');
    expect(new Set(europe.map((m) => m.bookmakerId))).toEqual(new Set(quoting.map((b) => b.id)));

    const before = await get(`/v1/odds-history/${match.id}`, feedOddsHistoryResponseSchema);
    const movesBefore = before.tracks.reduce((sum, track) => sum + track.moves.length, 0);
    const injected = await postJson(`${server.url}/admin/inject`, { matchId: match.id, kind: 'goal', team: 'away' });
    expect(injected.status).toBe(200);
    const odds = feedInjectResponseSchema.parse(injected.body).events.filter((e) => e.type === 'odds');
    expect(odds.length).toBeGreaterThan(0);
    const after = await get(`/v1/odds-history/${match.id}`, feedOddsHistoryResponseSchema);
    expect(after.tracks.reduce((sum, track) => sum + track.moves.length, 0)).toBe(movesBefore + odds.length);
    for (const event of odds) {
      if (event.type !== 'odds') continue;
      const track = after.tracks.find((t) => t.bookmakerId === event.bookmakerId && t.playType === event.playType);
      expect(track?.moves.at(-1)).toEqual({
        at: event.sourceTs,
        live: event.odds.live,
        homeScore: match.homeScore,
        awayScore: match.awayScore + 1,
        state: match.state,
      });
    }
    const missing = await getJson(`${server.url}/v1/odds-history/99999999`);
    expect(missing.status).toBe(404);
  });

  it('refuses injections that cannot happen', async () => {
    const { matches } = await get('/v1/matches?date=2025-03-16', feedMatchListResponseSchema);
    const notStarted = matches.find((m) => m.state === 1);
    const basketball = matches.find((m) => m.sport === 'basketball');
    for (const [request, status] of [
      [{ matchId: notStarted?.id, kind: 'goal', team: 'home' }, 409],
      [{ matchId: basketball?.id, kind: 'corner', team: 'home' }, 409],
      [{ matchId: 1, kind: 'goal', team: 'home' }, 404],
      [{ matchId: notStarted?.id, kind: 'own_goal', team: 'home' }, 400],
      [{ matchId: notStarted?.id, kind: 'goal', team: 'visitors' }, 400],
    ] as const) {
      const response = await postJson(`${server.url}/admin/inject`, request);
      expect(response.status, JSON.stringify(request)).toBe(status);
      expect(feedErrorResponseSchema.safeParse(response.body).success).toBe(true);
    }
  });
});

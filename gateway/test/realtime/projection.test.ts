import { describe, expect, it } from 'vitest';
import { listRowSchema, listStateSchema, matchStateSchema, oddsStateSchema, type FeedMatchSnapshot, type ListChannel } from '@portal/contracts';
import { dayStart, beijingDay, HOUR } from '../../src/beijing-time';
import { inList, leagueColor, listRow, mainOdds, matchState, oddsState, ReferenceData, scoreLeagueOf } from '../../src/realtime/scores/projection';
import { createSimulatorServer, ManualClock } from '@portal/simulator';
import { START } from './support';

async function world(): Promise<{ matches: FeedMatchSnapshot[]; reference: ReferenceData }> {
  const server = await createSimulatorServer({ seed: 9, clock: new ManualClock(START), port: 0, tickMs: 0, window: { back: 1, ahead: 7 } });
  try {
    const reference = new ReferenceData();
    const model = server.model;
    if (model === undefined) throw new Error('no model');
    reference.update({ leagues: model.reference.leagues, teams: model.reference.teams, bookmakers: model.reference.bookmakers });
    return { matches: structuredClone([...model.snapshots()]), reference };
  } finally {
    await server.close();
  }
}

describe('the projections', () => {
  it('make states that pass the contracts', async () => {
    const { matches, reference } = await world();
    for (const match of matches.slice(0, 300)) {
      const state = matchState(match, reference);
      expect(matchStateSchema.safeParse(state).success).toBe(true);
      expect(oddsStateSchema.safeParse(oddsState(match, reference)).success).toBe(true);
      expect(listRowSchema.safeParse(listRow(state, null)).success).toBe(true);
    }
    const football = matches.find((m) => m.sport === 'football');
    const state = matchState(football as FeedMatchSnapshot, reference);
    expect(state.home.name).toBe(reference.teams.get(state.home.id)?.shortName);
    expect(state.league.color).toMatch(/^#[0-9a-f]{6}$/);
    // The league's kind comes from the upstream: the home page puts league and cup matches first.
    const kinds = new Set(matches.map((m) => matchState(m, reference).league.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['league', 'friendly']));
    for (const m of matches.slice(0, 300)) expect(matchState(m, reference).league.kind).toBe(reference.leagues.get(m.leagueId)?.kind);
    expect(listStateSchema.safeParse({ issueNum: null, matches: { [state.id]: listRow(state, null) } }).success).toBe(true);
    // A second leg carries its first leg's score; other matches do not say.
    expect(matchState({ ...(football as FeedMatchSnapshot), knockout: true, firstLeg: [2, 1] }, reference).firstLeg).toEqual([2, 1]);
    const oneLeg = matches.find((m) => m.sport === 'football' && m.firstLeg === undefined) as FeedMatchSnapshot;
    expect('firstLeg' in matchState(oneLeg, reference)).toBe(false);
  });

  it('show a finished match at its closing prices (终盘), and one in play at its current ones', async () => {
    const { matches, reference } = await world();
    const football = structuredClone(matches.find((m) => m.sport === 'football' && m.odds.some((o) => o.market === 'asian')) as FeedMatchSnapshot);
    const closing = { line: -0.75, home: 0.9, away: 0.96 };
    const live = { line: -2.5, home: 0.5, away: 1.6 };
    football.odds = football.odds.map((m) => (m.market === 'asian' ? { ...m, closing, live } : m));
    const asianOf = (state: number) => {
      const odds = matchState({ ...football, state }, reference).odds;
      return odds.sport === 'football' ? odds.asian : undefined;
    };
    expect(asianOf(4)).toEqual(live);
    expect(asianOf(8)).toEqual(closing);
    // A market with no closing prices (the match never kicked off in the feed's sight) shows its current ones.
    football.odds = football.odds.map((m) => (m.market === 'asian' ? { ...m, closing: undefined } : m));
    expect(asianOf(8)).toEqual(live);
  });

  it("serve no in-play price of a finished match: every market's current prices are its closing ones (终盘), over a simulated day", async () => {
    const { matches, reference } = await world();
    const finished = matches.filter((m) => m.state === (m.sport === 'football' ? 8 : 10));
    expect(finished.length).toBeGreaterThan(50);
    // The feed's last prices of most are in-play ones.
    const inPlay = finished.filter((m) => m.odds.some((market) => JSON.stringify(market.live) !== JSON.stringify(market.closing)));
    expect(inPlay.length / finished.length).toBeGreaterThan(0.5);
    for (const match of finished) {
      const markets = Object.values(oddsState(match, reference).markets);
      expect(markets.length).toBe(match.odds.length);
      for (const market of markets) expect(market.live, `${match.id} ${market.market} ${market.bookmakerId}`).toEqual(market.closing);
      const odds = matchState(match, reference).odds;
      const headline = (name: string) => match.odds.find((m) => m.bookmakerId === 1 && m.market === name)?.closing;
      if (odds.sport === 'football') expect([odds.europe, odds.asian, odds.overUnder]).toEqual([headline('europe'), headline('asian'), headline('overUnder')]);
      else expect([odds.handicap, odds.total]).toEqual([headline('handicap'), headline('total')]);
    }
    // A match in play serves its in-play prices.
    const playing = matches.find((m) => m.state === 4 && m.odds.some((market) => JSON.stringify(market.live) !== JSON.stringify(market.closing)));
    if (playing === undefined) throw new Error('no match in its second half');
    const served = oddsState(playing, reference).markets;
    for (const market of playing.odds) expect(served[`${market.bookmakerId}:${market.playType}`]?.live).toEqual(market.live);
  });

  it('take headline prices from the lowest-numbered bookmaker, the lottery aside', async () => {
    const { matches } = await world();
    const football = matches.find((m) => m.sport === 'football' && m.odds.length > 0) as FeedMatchSnapshot;
    const odds = mainOdds('football', football.odds);
    expect(odds).toMatchObject({ sport: 'football', bookmakerId: 1 });
    expect(odds.sport === 'football' && odds.europe).toEqual(football.odds.find((m) => m.bookmakerId === 1 && m.market === 'europe')?.live);
    expect(mainOdds('basketball', [])).toEqual({ sport: 'basketball', bookmakerId: null, handicap: null, total: null });
  });

  it('tag leagues in sixteen colours far enough apart to tell, and friendlies in a grey of their own', () => {
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const apart = (a: string, b: string) => Math.hypot(...rgb(a).map((v, i) => v - (rgb(b)[i] ?? 0)));
    const leagues = Array.from({ length: 16 }, (_, id) => leagueColor(id));
    const friendly = scoreLeagueOf(13, { id: 13, name: '国际球会友谊赛', shortName: '球会友谊', country: '国际', kind: 'friendly', sport: 'football', seasonId: 132025, periodMinutes: 45 }).color;
    const colours = [...leagues, friendly];
    for (const [i, a] of colours.entries()) {
      for (const b of colours.slice(i + 1)) expect(apart(a, b), `${a} ${b}`).toBeGreaterThan(40);
    }
    expect(leagueColor(13 + 16)).toBe(leagueColor(13));
  });

  it('put matches in the lists they belong to', async () => {
    const { matches, reference } = await world();
    const now = START;
    const today = beijingDay(now);
    const context = { now, issues: { jczq: '20250315' } };
    const states = matches.map((m) => matchState(m, reference));
    const members = (channel: ListChannel) => states.filter((m) => inList(channel, m, context));

    const live = members('list:football:live');
    expect(live.every((m) => m.sport === 'football')).toBe(true);
    expect(live.some((m) => m.state === 2 || m.state === 4)).toBe(true);
    expect(live.every((m) => m.kickoffAt < Math.max(dayStart(today + 1), now + 6 * HOUR))).toBe(true);
    expect(live.filter((m) => m.state === 8).every((m) => m.kickoffAt >= now - 6 * HOUR)).toBe(true);

    const schedule = members('list:basketball:schedule');
    expect(schedule.length).toBeGreaterThan(0);
    expect(schedule.every((m) => m.sport === 'basketball' && (m.state === 1 || m.state === 15) && m.kickoffAt < now + 7 * 24 * HOUR)).toBe(true);

    const jczq = members('list:football:jczq');
    expect(jczq.length).toBeGreaterThan(0);
    expect(jczq.every((m) => m.lottery.some((e) => e.code === 'jczq' && e.issueNum === '20250315'))).toBe(true);
    expect(members('list:football:bjdc')).toEqual([]);
  });
});

import { performance } from 'node:perf_hooks';
import {
  matchChannel,
  matchPage,
  SITEMAP_KINDS,
  SITEMAP_NAMESPACE,
  SITEMAP_URL_LIMIT,
  type MatchState,
  type SitemapKind,
} from '@portal/contracts';
import { createSimulatorServer, ManualClock, type SimulatorServer } from '@portal/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../../src/beijing-time';
import { createRealtimeHub, type RealtimeHub } from '../../src/realtime/hub';
import { matchState, ReferenceData } from '../../src/realtime/scores/projection';
import { buildTestApp, type TestApp } from '../helper';
import { START } from '../realtime/support';
import { entriesOf, expectValid, W3C_DATETIME } from './xml';

const ORIGIN = 'http://portal.test';

/** The routes of PAGES each kind's addresses resolve to. */
const ROUTES_OF: Readonly<Record<SitemapKind, readonly string[]>> = {
  matches: ['/football/live/{-$id}', '/basketball/live/{-$id}'],
  news: ['/news/$id'],
  leagues: ['/database/fb/$', '/database/lq/{-$id}'],
  teams: ['/database/fb/$', '/database/lq/team/{-$id}'],
  players: ['/database/fb/$', '/database/lq/player/{-$id}'],
  rooms: ['/live/room/{-$id}'],
  experts: ['/guide/expert/info/{-$id}'],
};

/** The simulator on a port of 47100-47199, its clock held at START. */
async function startSimulator(): Promise<SimulatorServer> {
  for (let port = 47100; port < 47200; port += 1) {
    try {
      return await createSimulatorServer({ seed: 11, clock: new ManualClock(START), port, tickMs: 0, heartbeatMs: 0, window: { back: 1, ahead: 1 } });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error('no free port in 47100-47199');
}

let simulator: SimulatorServer;
let hub: RealtimeHub;
let ctx: TestApp;
let states: MatchState[];

/** A match the ingest would write: its state on its channel of the live scores. */
const addToFeed = (state: MatchState) => hub.store.publish(matchChannel(state.sport, state.id), state);

beforeAll(async () => {
  simulator = await startSimulator();
  // The hub is not started: the test writes the matches the ingest would, and the data base reads
  // the simulator's leagues, seasons, clubs and players.
  hub = createRealtimeHub({ upstreamUrl: simulator.url });
  hub.clock.observe(START);
  ctx = await buildTestApp({ dependencies: { realtime: hub } });
  const model = simulator.model;
  if (model === undefined) throw new Error('no model');
  const reference = new ReferenceData();
  reference.update({ leagues: model.reference.leagues, teams: model.reference.teams, bookmakers: model.reference.bookmakers });
  states = [...model.snapshots()].map((snapshot) => matchState(snapshot, reference));
  for (const state of states) addToFeed(state);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await hub?.close();
  await simulator?.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'portal.test' } });

/** Every sitemap of the index, each fetched and validated, by kind. */
async function readAll(): Promise<{ index: string; sitemaps: Map<SitemapKind, { loc: string; lastmod: string | undefined }[]> }> {
  const indexAnswer = await get('/sitemap.xml');
  expect(indexAnswer.statusCode).toBe(200);
  const sitemaps = new Map<SitemapKind, { loc: string; lastmod: string | undefined }[]>();
  for (const { loc } of entriesOf(indexAnswer.body, 'sitemap')) {
    const kind = /\/sitemaps\/(\w+)-\d+\.xml$/.exec(loc)?.[1] as SitemapKind;
    const answer = await get(new URL(loc).pathname);
    expect(answer.statusCode).toBe(200);
    sitemaps.set(kind, [...(sitemaps.get(kind) ?? []), ...entriesOf(answer.body, 'url')]);
  }
  return { index: indexAnswer.body, sitemaps };
}

const pathOf = (loc: string) => {
  const url = new URL(loc);
  return `${url.pathname}${url.search}`;
};

describe('the sitemap index', () => {
  it('is a sitemapindex of the protocol, each sitemap at an absolute address with a W3C lastmod where it has one', async () => {
    const started = performance.now();
    const answer = await get('/sitemap.xml');
    const indexMs = performance.now() - started;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.body).toContain(`<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`);
    await expectValid(answer.body, 'sitemapindex');

    const sitemaps = entriesOf(answer.body, 'sitemap');
    expect(sitemaps.map(({ loc }) => /\/sitemaps\/(\w+)-1\.xml$/.exec(loc)?.[1]).filter(Boolean)).toEqual([...SITEMAP_KINDS]);
    for (const { loc, lastmod } of sitemaps) {
      expect(loc).toMatch(new RegExp(`^${ORIGIN}/sitemaps/[a-z]+-[1-9][0-9]*\\.xml$`));
      if (lastmod !== undefined) expect(lastmod).toMatch(W3C_DATETIME);
    }

    // What a crawler reads with the demo data: the index and every sitemap of it, after the first read.
    const runs = 5;
    let urls = 0;
    const again = performance.now();
    for (let run = 0; run < runs; run += 1) await get('/sitemap.xml');
    const warmIndexMs = (performance.now() - again) / runs;
    const each = performance.now();
    for (const { loc } of sitemaps) urls += entriesOf((await get(new URL(loc).pathname)).body, 'url').length;
    const sitemapsMs = performance.now() - each;
    console.log(
      `sitemap timing: first index ${indexMs.toFixed(1)} ms, then ${warmIndexMs.toFixed(1)} ms each; ` +
        `${sitemaps.length} sitemaps with ${urls} addresses in ${sitemapsMs.toFixed(1)} ms`,
    );
  });

  it('has sitemaps of the protocol, each of at most 50,000 absolute addresses of pages the web serves', async () => {
    const answer = await get('/sitemap.xml');
    for (const { loc } of entriesOf(answer.body, 'sitemap')) {
      const sitemap = await get(new URL(loc).pathname);
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(sitemap.body).toContain(`<urlset xmlns="${SITEMAP_NAMESPACE}">`);
      await expectValid(sitemap.body, 'urlset');
      const kind = /\/sitemaps\/(\w+)-\d+\.xml$/.exec(loc)?.[1] as SitemapKind;
      const urls = entriesOf(sitemap.body, 'url');
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
      for (const url of urls) {
        expect(url.loc.startsWith(`${ORIGIN}/`)).toBe(true);
        expect(new URL(url.loc).origin).toBe(ORIGIN);
        if (url.lastmod !== undefined) expect(url.lastmod).toMatch(W3C_DATETIME);
        expect(ROUTES_OF[kind]).toContain(matchPage(new URL(url.loc).pathname)?.path);
      }
    }
  });

  it('lists the news with their publishing times, every room, every expert and the data base', async () => {
    const { sitemaps } = await readAll();
    const news = await ctx.app.content.news.published();
    expect(news.length).toBeGreaterThan(0);
    expect(sitemaps.get('news')).toEqual(news.map(({ id, publishedAt }) => ({ loc: `${ORIGIN}/news/${id}`, lastmod: publishedAt.toISOString().replace(/\.\d{3}Z$/, 'Z') })));
    const rooms = await ctx.app.rooms.service.listedRoomIds();
    expect(rooms.length).toBeGreaterThan(0);
    expect(sitemaps.get('rooms')?.map(({ loc }) => pathOf(loc))).toEqual(rooms.map((id) => `/live/room/${id}`));
    const experts = await ctx.app.experts.plans.expertIds();
    expect(experts.length).toBeGreaterThan(0);
    expect(sitemaps.get('experts')?.map(({ loc }) => pathOf(loc))).toEqual(experts.map((id) => `/guide/expert/info/${id}`));

    const leagues = sitemaps.get('leagues')?.map(({ loc }) => pathOf(loc)) ?? [];
    const { leagues: known, teams, players } = await ctx.app.database.seasons.directory();
    const football = known.find((league) => league.sport === 'football');
    const basketball = known.find((league) => league.sport === 'basketball');
    const [footballSeason, basketballSeason] = [football?.seasons[0]?.id, basketball?.seasons[0]?.id];
    expect(leagues).toContain(`/database/fb/hot/0/${football?.id}/${footballSeason}/0`);
    expect(leagues).toContain(`/database/lq/${basketball?.id}?seasonId=${basketballSeason}&tab=0`);
    expect(sitemaps.get('teams')).toHaveLength(teams.length);
    expect(sitemaps.get('players')).toHaveLength(players.length);
  });
});

describe('the matches sitemap', () => {
  it('lists the matches of the last and the next seven days, with the time of a started one', async () => {
    const model = states[0] as MatchState;
    const weekAgo = { ...model, id: 9_000_001, kickoffAt: START - 7 * DAY, phaseStartedAt: null };
    const tooLate = { ...model, id: 9_000_002, kickoffAt: START + 8 * DAY + 4 * HOUR, phaseStartedAt: null };
    addToFeed(weekAgo);
    addToFeed(tooLate);
    const { sitemaps } = await readAll();
    const listed = new Map(sitemaps.get('matches')?.map((url) => [pathOf(url.loc), url.lastmod]));
    for (const state of states) expect(listed.has(`/${state.sport}/live/${state.id}`)).toBe(true);
    expect(listed.get(`/${model.sport}/live/${weekAgo.id}`)).toBe(new Date(weekAgo.kickoffAt).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(listed.has(`/${model.sport}/live/${tooLate.id}`)).toBe(false);
    const upcoming = states.find((state) => state.kickoffAt > START + HOUR);
    expect(upcoming).toBeDefined();
    expect(listed.get(`/${upcoming?.sport}/live/${upcoming?.id}`)).toBeUndefined();
  });

  it('lists a match as soon as the feed has it', async () => {
    const model = states.find((state) => state.sport === 'basketball') as MatchState;
    const added = { ...model, id: 9_000_003, kickoffAt: START + 2 * DAY };
    const path = `/basketball/live/${added.id}`;
    expect((await readAll()).sitemaps.get('matches')?.some(({ loc }) => pathOf(loc) === path)).toBe(false);
    addToFeed(added);
    expect((await readAll()).sitemaps.get('matches')?.some(({ loc }) => pathOf(loc) === path)).toBe(true);
  });
});

describe('a sitemap address', () => {
  it('that names no part of a kind is not found, and one that names no kind is refused', async () => {
    expect((await get('/sitemaps/rooms-99.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/rooms.xml')).statusCode).toBe(400);
    expect((await get('/sitemaps/users-1.xml')).statusCode).toBe(400);
  });
});

import { NOT_FOUND_MESSAGE, NOT_FOUND_META, pageMetaFor, planPageTitle, SIGN_IN_REQUIRED_MESSAGE, type ListRow, type Plan } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalInBrowser } from './support/browser';
import type { Portal } from './support/portal';
import { gatewayData } from './support/sandbox';
import { inject, LEAGUES_EVENING } from './support/simulator';

let portal: Portal;
let page: Page;
let close = async () => {};

/** A page as a crawler without JavaScript gets it. */
interface Fetched {
  status: number;
  html: string;
  /** The text a reader sees in the body, scripts left out. */
  text: string;
  title: string;
  jsonLd: Record<string, unknown>[];
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

async function fetchPage(path: string): Promise<Fetched> {
  const response = await fetch(`${portal.url}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const body = html.slice(html.indexOf('<body'));
  const text = decode(
    body
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (found) => JSON.parse(decode(found[1] ?? '')) as Record<string, unknown>,
  );
  return { status: response.status, html, text, title, jsonLd };
}

/** The page addresses a sitemap child lists, as paths. */
async function sitemapPaths(kind: string): Promise<string[]> {
  const xml = await (await fetch(`${portal.url}/sitemaps/${kind}-1.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => new URL(decode(found[1] ?? '')).pathname + new URL(decode(found[1] ?? '')).search);
}

async function liveRows(sport: 'football' | 'basketball'): Promise<ListRow[]> {
  const list = await gatewayData<{ matches: ListRow[] | Record<string, ListRow> }>(portal.url, `/live/${sport}/v1_1/live`);
  return Object.values(list?.matches ?? {});
}

describe('pages rendered on the server', () => {
  beforeAll(async () => {
    ({ portal, page, close } = await openPortalInBrowser(LEAGUES_EVENING));
  });

  afterAll(() => close());

  it('put a match, its teams, score, league and kick-off in the HTML, with a title and JSON-LD of its own', async () => {
    let rows: ListRow[] = [];
    await expect
      .poll(async () => (rows = await liveRows('football')).length, { timeout: 30_000 })
      .toBeGreaterThan(1);
    const [first, second] = rows as [ListRow, ListRow];
    const pages = await Promise.all([first, second].map((row) => fetchPage(`/football/live/${row.id}`)));
    for (const [index, row] of [first, second].entries()) {
      const fetched = pages[index] as Fetched;
      expect(fetched.status).toBe(200);
      expect(fetched.title).toContain(`${row.home.name}vs${row.away.name}直播_`);
      for (const shown of [row.home.name, row.away.name, row.league.name]) expect(fetched.text).toContain(shown);
      expect(fetched.text).toMatch(/\d+ - \d+/);
      const event = fetched.jsonLd.find((one) => one['@type'] === 'SportsEvent');
      expect(event).toMatchObject({ homeTeam: { name: row.home.name }, awayTeam: { name: row.away.name } });
      expect(fetched.html).toContain(`<link rel="canonical" href="${portal.url}/football/live/${row.id}"`);
      expect(fetched.html).toContain('property="og:title"');
    }
    expect(pages[0]?.title).not.toBe(pages[1]?.title);
    expect(JSON.stringify(pages[0]?.jsonLd)).not.toBe(JSON.stringify(pages[1]?.jsonLd));

    const [basketball] = await liveRows('basketball');
    if (basketball !== undefined) {
      const fetched = await fetchPage(`/basketball/live/${basketball.id}`);
      expect(fetched.text).toContain(basketball.home.name);
      expect(fetched.title).toContain(`${basketball.home.name}vs${basketball.away.name}`);
    }
  });

  it('put an article, a table, a squad, a room and an expert in the HTML of their pages', async () => {
    const [newsPath] = await sitemapPaths('news');
    const article = await gatewayData<{ title: string; content: string }>(portal.url, `/inform/info/detail/${newsPath?.split('/').pop()}`);
    const news = await fetchPage(newsPath as string);
    expect(news.title).toBe(`${article?.title}_好球直播`);
    expect(news.text).toContain(article?.title);
    const firstParagraph = (article?.content ?? '').replace(/<[^>]+>/g, '\n').split('\n').find((line) => line.trim() !== '') ?? '';
    expect(news.text).toContain(firstParagraph.trim().slice(0, 20));
    expect(news.jsonLd.find((one) => one['@type'] === 'NewsArticle')).toMatchObject({ headline: article?.title });

    const leaguePath = (await sitemapPaths('leagues')).find((path) => path.startsWith('/database/fb/hot/')) as string;
    const seasonId = leaguePath.split('/')[6];
    const standings = await gatewayData<{ teams: Record<string, { shortName: string }>; groups: { rows: { teamId: number; points: number }[] }[] }>(
      portal.url,
      `/live/data/season/${seasonId}/standings`,
    );
    const league = await fetchPage(leaguePath);
    expect(league.status).toBe(200);
    // Every row of the table, its club by its short name and its points.
    const rows = standings?.groups.flatMap((group) => group.rows) ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(league.text).toContain(standings?.teams[String(row.teamId)]?.shortName);

    const teamPath = (await sitemapPaths('teams')).find((path) => path.startsWith('/database/fb/team/')) as string;
    const team = await gatewayData<{ team: { name: string }; squad: { name: string }[] }>(portal.url, `/live/fb-team/stats/${teamPath.split('/').pop()}`);
    const teamPage = await fetchPage(teamPath);
    expect(teamPage.title).toBe(`${team?.team.name}赛程比分_球员名单_好球直播`);
    for (const player of (team?.squad ?? []).slice(0, 5)) expect(teamPage.text).toContain(player.name);
    expect(teamPage.jsonLd.find((one) => one['@type'] === 'SportsTeam')).toMatchObject({ name: team?.team.name });

    const [roomPath] = await sitemapPaths('rooms');
    const room = await gatewayData<{ title: string; nickName: string }>(portal.url, `/api/room/detail?roomId=${roomPath?.split('/').pop()}`);
    const roomPage = await fetchPage(roomPath as string);
    expect(roomPage.text).toContain(room?.nickName);
    expect(roomPage.text).toContain(room?.title);
    expect(roomPage.jsonLd.find((one) => one['@type'] === 'BroadcastEvent')).toMatchObject({ name: room?.title });

    const [expertPath] = await sitemapPaths('experts');
    const expert = await fetchPage(expertPath as string);
    expect(expert.status).toBe(200);
    expect(expert.title).toContain('的专家主页');
  });

  it('give every page of the main navigation its own title, in the HTML', async () => {
    for (const path of ['/', '/football', '/basketball', '/live/all', '/next', '/news', '/community', '/youliao', '/database/fb/page', '/guide']) {
      const fetched = await fetchPage(path);
      expect({ path, status: fetched.status, title: fetched.title }).toEqual({ path, status: 200, title: pageMetaFor(path).title });
      expect(fetched.text.length).toBeGreaterThan(300);
    }
  });

  it('answer an unknown path and an id that names nothing with 404 and the Chinese not-found page', async () => {
    for (const path of ['/no/such/page', '/football/live/3001', '/news/99999999', '/database/fb/team/999999', '/database/fb/player/99999999', '/live/room/999999']) {
      const fetched = await fetchPage(path);
      expect({ path, status: fetched.status, title: fetched.title }).toEqual({ path, status: 404, title: NOT_FOUND_META.title });
      expect(fetched.html).toContain('name="robots" content="noindex"');
    }
    expect((await fetchPage('/no/such/page')).text).toContain(NOT_FOUND_MESSAGE);
  });

  it("title a plan's page by the plan, show it without its pick, and answer a code that names no plan with 404", async () => {
    const answer = await fetch(`${portal.url}/pc/more`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ matchType: 1, kind: 'latest', page: 1, pageSize: 1 }),
    });
    const plan = ((await answer.json()) as { data: { list: Plan[] } }).data.list[0];
    expect(plan).toBeDefined();
    const fetched = await fetchPage(`/guide/expert/plan?code=${plan?.code}`);
    expect(fetched.status).toBe(200);
    expect(fetched.title).toBe(planPageTitle(plan?.title ?? '', plan?.expert.nickName ?? '', plan?.playTypeName ?? ''));
    expect(fetched.text).toContain(plan?.title);
    const missing = await fetchPage('/guide/expert/plan?code=NOSUCHPLAN');
    expect({ status: missing.status, title: missing.title }).toEqual({ status: 404, title: NOT_FOUND_META.title });
  });

  it('answer a visitor on a page of their own with the sign-in prompt, and the browser then sends them home', async () => {
    for (const path of ['/v/wallet', '/v/attention', '/recommend/records']) {
      const fetched = await fetchPage(path);
      expect({ path, status: fetched.status, title: fetched.title }).toEqual({ path, status: 200, title: pageMetaFor(path).title });
      expect(fetched.text).toContain(SIGN_IN_REQUIRED_MESSAGE);
      expect(fetched.html).toContain('name="robots" content="noindex"');
      // Nothing of anybody's: no data rendered into the page for the browser's cache.
      expect(fetched.html).not.toContain('$_TSR');
    }
    await page.goto(`${portal.url}/v/wallet`, { waitUntil: 'load' });
    await page.waitForURL(`${portal.url}/`);
    await page.getByTestId('sign-in-prompt').waitFor({ state: 'detached' });
    // The prompt's noindex goes once the home page rendered its own head.
    await page.locator('meta[name="robots"]').waitFor({ state: 'detached' });
    expect(await page.title()).toBe(pageMetaFor('/').title);
  });

  it('hydrate in Chromium without a warning, and go on taking the pushed updates', async () => {
    const [row] = await liveRows('football');
    const paths = [
      '/',
      '/football',
      '/basketball',
      '/football/end',
      '/football/jczq',
      '/football/odds-detail',
      '/live/all',
      '/live/rank',
      '/next',
      '/news',
      ...(await sitemapPaths('news')).slice(0, 1),
      '/community',
      '/youliao',
      '/guide',
      '/guide/expert',
      '/database/fb/page',
      ...(await sitemapPaths('teams')).slice(0, 1),
      ...(await sitemapPaths('rooms')).slice(0, 1),
      `/football/analysis/${row?.id}`,
      `/football/live/${row?.id}`,
    ];
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message.slice(-1500)}`));
    page.on('console', (message) => {
      if (/hydrat|did not match|server rendered|Content Security Policy/i.test(message.text())) problems.push(`${page.url()}: ${message.text().slice(0, 300)}`);
    });
    for (const path of paths) {
      await page.goto(`${portal.url}${path}`, { waitUntil: 'load' });
      // Hydration is over once the router's bootstrap data is gone.
      await page.waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 15_000 });
    }
    expect(problems).toEqual([]);

    // On the match page, still open: a goal pushed now shows without a reload.
    let injected: { match: { homeScore: number; awayScore: number } } | undefined;
    for (const candidate of await liveRows('football')) {
      await page.goto(`${portal.url}/football/live/${candidate.id}`, { waitUntil: 'load' });
      await page.waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 15_000 });
      const response = await inject(portal.simulatorUrl, candidate.id, 'goal', 'home');
      if (response.ok) {
        injected = (await response.json()) as typeof injected;
        break;
      }
    }
    expect(injected).toBeDefined();
    const score = page.getByLabel('比分');
    await expect.poll(() => score.innerText(), { timeout: 15_000 }).toBe(`${injected?.match.homeScore} - ${injected?.match.awayScore}`);
    expect(problems).toEqual([]);
  });
});

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByCode } from './support/accounts';
import { DESKTOP, launchBrowser, PHONE, SMALL_PHONE, type Device, type LaunchedBrowser } from './support/browser';
import { startPortal, type Portal } from './support/portal';
import { LEAGUES_EVENING } from './support/simulator';

// Every page of SPEC §2 on two phones: none is wider than the screen, none hides its heading or its
// score off to the side, none throws. Pages with an id take it from a link another page shows, as a
// user would reach them.

const DEMO_ANCHOR = '13800000001';
const DEMO_EXPERT = '13800000110';

/** Where the crawl stands: the match pages it last visited. */
interface CrawlState {
  lastMatch: Partial<Record<'football' | 'basketball', string>>;
}

/**
 * A page to visit: a path, a link matching a pattern (from the latest page that shows one), or a
 * path made from where the crawl stands.
 */
type Visit = string | RegExp | ((state: CrawlState) => string | undefined);

/** One of the tabs of the match whose page the crawl visited last: every match has each of them. */
const tabOf =
  (sport: 'football' | 'basketball', tab: string): Visit =>
  ({ lastMatch }) =>
    lastMatch[sport] === undefined ? undefined : `/${sport}/${tab}/${lastMatch[sport]}`;

const VISITOR_PAGES: Visit[] = [
  '/',
  '/football',
  /^\/football\/live\/\d+(?:\?|$)/,
  '/football/allEventCom',
  '/football/bjdc',
  '/football/collect',
  '/football/end',
  '/football/jczq',
  '/football/model',
  '/football/next',
  '/football/zc',
  '/football/odds-detail',
  '/football/odds-detail/daxiaoqiu',
  '/football/odds-detail/join',
  '/football/odds-detail/oupei',
  '/football/odds-detail/table',
  '/football/odds-detail/yapan',
  tabOf('football', 'analysis'),
  tabOf('football', 'daxiaoqiu'),
  tabOf('football', 'oupei'),
  tabOf('football', 'plan'),
  tabOf('football', 'three'),
  tabOf('football', 'yapan'),
  '/basketball',
  /^\/basketball\/live\/\d+(?:\?|$)/,
  '/basketball/end',
  '/basketball/jclq',
  '/basketball/next',
  '/basketball/text',
  '/basketball/odds-detail',
  '/basketball/odds-detail/daxiaoqiu',
  '/basketball/odds-detail/join',
  '/basketball/odds-detail/oupei',
  '/basketball/odds-detail/table',
  '/basketball/odds-detail/yapan',
  tabOf('basketball', 'analysis'),
  tabOf('basketball', 'daxiaoqiu'),
  tabOf('basketball', 'oupei'),
  tabOf('basketball', 'plan'),
  tabOf('basketball', 'three'),
  tabOf('basketball', 'yapan'),
  '/next',
  '/live/all',
  /^\/live\/room\/\d+(?:\?|$)/,
  '/live/1',
  '/live/follow',
  '/live/rank',
  '/live/report',
  '/live/reserve',
  '/live/manual',
  '/anchor',
  '/app',
  '/components/barrage',
  '/news',
  /^\/news\/\d+(?:\?|$)/,
  '/news/pages/2',
  '/search?val=曼',
  '/youliao',
  '/guide',
  '/guide/expert',
  /^\/guide\/expert\/info\/\d+(?:\?|$)/,
  '/guide/expert/comList',
  '/guide/expert/plan',
  '/community',
  /^\/community\/\d+(?:\?|$)/,
  /^\/community\/circle-detail\/\d+(?:\?|$)/,
  /^\/personal\/\d+(?:\?|$)/,
  // The demo anchor 球评老王's space, with its posts (主播动态).
  '/personal/1',
  /^\/community\/anchor-dynamic\/\d+(?:\?|$)/,
  '/playback/list',
  /^\/playback\/video\/\w+(?:\?|$)/,
  // Room 1's replays, of its ended sessions.
  '/playback/list/1',
  /^\/playback\/\d+(?:\?|$)/,
  '/database/fb/page',
  '/database/fb/hot/0/1',
  /^\/database\/fb\/team\/\d+(?:\?|$)/,
  /^\/database\/fb\/player\/\d+(?:\?|$)/,
  '/database/lq/page',
  /^\/database\/lq\/\d+(?:\?|$)/,
  /^\/database\/lq\/team\/\d+(?:\?|$)/,
  /^\/database\/lq\/player\/\d+(?:\?|$)/,
  '/about/agreement',
  '/about/privacy',
  '/about/protocol',
  '/about/specification',
  '/about/live/2',
  '/about/10001',
  '/user/register',
  '/user/pwd_find',
  '/user/comFormPage',
];

/** The signed-in pages, as the demo anchor (who is a user too). */
const ANCHOR_PAGES: Visit[] = [
  '/v/home',
  '/v/grade',
  '/v/personal-data',
  '/v/message',
  '/v/information',
  '/v/attention',
  '/v/collection',
  '/v/concern',
  '/v/reserve',
  '/v/order',
  '/v/wallet',
  '/v/pay',
  '/v/wallet-forget-password',
  '/v/posting',
  '/v/apply',
  '/v/anchor-zone',
  '/v/anchor-chat',
  '/v/anchor-set',
  '/v/anchor-room-set',
  '/v/anchor-add',
];

/** The expert's own pages: the plans it publishes. */
const EXPERT_PAGES: Visit[] = ['/recommend', '/recommend/comList', '/recommend/daxiaoqiu', '/recommend/records', '/recommend/yapan'];

/** A match's own page, with its score and tabs. */
const MATCH_PAGE = /^\/(football|basketball)\/live\/(\d+)/;

type Layout = {
  scrollWidth: number;
  innerWidth: number;
  screenWidth: number;
  /** What sticks out past the screen's right edge, outermost first. */
  outside: string[];
  /** The main heading or the score, where it is not within the screen's width. */
  headingOut: string | null;
};

/** How the page lies on the screen once it has settled. */
function layoutOf(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const screenWidth = window.screen.width;
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= screenWidth + 1) continue;
      if ((element.parentElement?.getBoundingClientRect().right ?? 0) > screenWidth + 1) continue;
      outside.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (right ${Math.round(box.right)})`);
    }
    const visible = (element: Element) => element.getBoundingClientRect().height > 0;
    const heading =
      [...document.querySelectorAll('[aria-label="比分"]')].find(visible) ??
      [...document.querySelectorAll('main h1, main h2, h1')].find(visible);
    let headingOut: string | null = null;
    if (heading) {
      const box = heading.getBoundingClientRect();
      if (box.left < -1 || box.right > window.innerWidth + 1) headingOut = `${heading.textContent?.trim().slice(0, 30)} at ${Math.round(box.left)}–${Math.round(box.right)}`;
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      screenWidth,
      outside: outside.slice(0, 5),
      headingOut,
    };
  });
}

class PhoneCrawl implements CrawlState {
  readonly lastMatch: CrawlState['lastMatch'] = {};
  /** The links of each page visited, the latest last. */
  private readonly linksOfPages: string[][] = [];
  readonly problems: string[] = [];
  visited = 0;

  constructor(
    private readonly portal: Portal,
    private readonly context: BrowserContext,
  ) {}

  /** The path a visit stands for: itself, or a matching link of the latest page that has one. */
  private resolve(visit: Visit): string | undefined {
    if (typeof visit === 'string') return visit;
    if (typeof visit === 'function') return visit(this);
    for (const links of [...this.linksOfPages].reverse()) {
      const found = links.find((href) => visit.test(href));
      if (found !== undefined) return found;
    }
    return undefined;
  }

  async visitAll(visits: Visit[]): Promise<void> {
    const page = await this.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const visit of visits) {
      const path = this.resolve(visit);
      if (path === undefined) {
        this.problems.push(`no page visited so far leads to ${String(visit)}`);
        continue;
      }
      errors.length = 0;
      await page.goto(`${this.portal.url}${path}`);
      await page.locator('#root > :not([role="progressbar"]):not(script)').first().waitFor();
      // A page settles once its data has come in (its socket does not count as network); a match
      // page's own comes over its socket, and its score shows once it has.
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      const match = MATCH_PAGE.exec(path);
      if (match) {
        await page.locator('[aria-label="比分"]:visible').first().waitFor();
        this.lastMatch[match[1] as 'football' | 'basketball'] = match[2];
      }
      this.visited += 1;
      const layout = await layoutOf(page);
      if (layout.scrollWidth > layout.screenWidth || layout.innerWidth > layout.screenWidth) {
        this.problems.push(`${path}: ${layout.scrollWidth} px wide on a ${layout.screenWidth} px screen: ${layout.outside.join(', ')}`);
      }
      if (layout.headingOut) this.problems.push(`${path}: the heading or score is out of view: ${layout.headingOut}`);
      for (const error of errors) this.problems.push(`${path}: page error ${error}`);
      this.linksOfPages.push(await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')));
    }
    await page.close();
  }
}

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal(LEAGUES_EVENING);
});

afterAll(() => portal?.stop());

describe.each([
  ['390 × 844', PHONE],
  ['360 × 740', SMALL_PHONE],
] as [string, Device][])('every page on a %s phone', (_name, device) => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser(device);
  });

  afterAll(() => browser?.close());

  it('fits every page of SPEC §2 to the screen, its heading and score in view, with no page error', { timeout: 900_000 }, async () => {
    const crawl = new PhoneCrawl(portal, browser.context);
    await crawl.visitAll(VISITOR_PAGES);
    const page = await browser.context.newPage();
    await signInByCode(portal.url, page, DEMO_ANCHOR);
    await crawl.visitAll(ANCHOR_PAGES);
    await browser.context.clearCookies();
    await signInByCode(portal.url, page, DEMO_EXPERT);
    await page.close();
    await crawl.visitAll(EXPERT_PAGES);
    expect(crawl.problems).toEqual([]);
    expect(crawl.visited).toBe(VISITOR_PAGES.length + ANCHOR_PAGES.length + EXPERT_PAGES.length);
  });
});

describe('/football on its first visit', () => {
  it.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ] as [string, Device][])('asks for at most 15 pieces of data after its shell on %s, and none for a page it only links to', async (_name, device) => {
    const browser = await launchBrowser(device);
    try {
      const page = await browser.context.newPage();
      const calls: string[] = [];
      let shellLoaded = false;
      page.on('domcontentloaded', () => {
        shellLoaded = true;
      });
      page.on('request', (request) => {
        if (shellLoaded && ['fetch', 'xhr'].includes(request.resourceType())) calls.push(new URL(request.url()).pathname);
      });
      await page.goto(`${portal.url}/football`);
      await page.locator('a[href^="/football/live/"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      // The page's rows are on screen: a link preloads its page only when the user reaches for it.
      expect(calls.filter((path) => path.startsWith('/live/fb-team/') || path.startsWith('/live/data/team-'))).toEqual([]);
      expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(15);
    } finally {
      await browser.close();
    }
  });
});

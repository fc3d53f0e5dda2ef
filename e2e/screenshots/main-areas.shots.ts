import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isFootballLive } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signInByCode } from '../support/accounts';
import { openPortalInBrowser, PHONE } from '../support/browser';
import type { Portal } from '../support/portal';
import { gatewayData } from '../support/sandbox';
import { LEAGUES_EVENING } from '../support/simulator';

// `npm run screenshots` writes the README's pictures of each main area to docs/screenshots.

const DEMO_ANCHOR = '13800000001';
const dir = join(import.meta.dirname, '../../docs/screenshots');

let portal: Portal;
let page: Page;
let close = async () => {};

async function shoot(name: string, ready: string, scrollTo?: string) {
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
  if (scrollTo !== undefined) await page.locator(scrollTo).first().scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

describe('screenshots of the main areas', () => {
  beforeAll(async () => {
    await mkdir(dir, { recursive: true });
    ({ portal, page, close } = await openPortalInBrowser({ NODE_ENV: 'development', MEDIA_DEMO: 'true' }));
  });
  afterAll(() => close());

  it('home', async () => {
    await page.goto(`${portal.url}/`);
    await shoot('home', '.home-scores tbody tr');
  });

  it('live scores and a match', async () => {
    await page.goto(`${portal.url}/football`);
    await shoot('football-scores', 'a[href^="/football/live/"]');
    await page.locator('a[href^="/football/live/"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/football/live/'));
    await shoot('football-match', '.pitch', '.pitch');
    const matchPath = new URL(page.url()).pathname;
    await page.goto(`${portal.url}${matchPath.replace('/live/', '/oupei/')}`);
    await shoot('odds', '.odds-table tbody tr');
    await page.goto(`${portal.url}/basketball`);
    await shoot('basketball-scores', 'a[href^="/basketball/live/"]');
    await page.locator('a[href^="/basketball/live/"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/basketball/live/'));
    await shoot('basketball-match', '.box-score', '.box-score');
  });

  it('the data base and search', async () => {
    await page.goto(`${portal.url}/database/fb/page`);
    await page.locator('[aria-label="热门赛事"] a').first().click();
    await shoot('database-league', '.db-table tbody tr');
    // A result of its first round, and that match's analysis as it stood before kick-off.
    await page.getByRole('link', { name: '赛程赛果', exact: true }).click();
    await page.getByRole('combobox', { name: '轮次' }).selectOption('1');
    await page.locator('table[aria-label="赛程赛果"] a[href^="/football/live/"]').first().click();
    await shoot('past-match', '.stat-bars');
    await page.getByRole('navigation', { name: '比赛页面' }).getByRole('link', { name: '分析' }).click();
    await shoot('analysis', 'table[aria-label="积分排名"]');
    await page.goto(`${portal.url}/search?val=${encodeURIComponent('曼')}`);
    await shoot('search', 'main a[href^="/database/"]');
  });

  it('live rooms', async () => {
    await page.goto(`${portal.url}/live/all`);
    await shoot('live-rooms', 'a[href^="/live/room/"]');
    await page.locator('a[href^="/live/room/"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/live/room/'));
    await page.locator('[data-testid="chat-text"]').first().waitFor({ timeout: 20_000 });
    // The first picture of a demo stream can take a while on a busy machine.
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2, undefined, { timeout: 45_000 });
    await shoot('live-room', '[data-testid="room-chat"]');
  });

  it('news', async () => {
    await page.goto(`${portal.url}/news`);
    await shoot('news', 'a[href^="/news/"]');
  });

  it('youliao and an expert', async () => {
    await page.goto(`${portal.url}/youliao`);
    await shoot('youliao', '[data-testid="plan-card"]');
    await page.locator('[data-testid="ranking-hit-rate"] .expert-tile__name').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/guide/expert/info/'));
    await shoot('expert', '[data-testid="expert-record"]');
  });

  it('community', async () => {
    await page.goto(`${portal.url}/community`);
    await shoot('community', '[data-testid="post-card"] .post-pictures img');
    await page.locator('[data-testid="post-card"]:has(.post-pictures) a.post-card__body').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/community/circle-detail/'));
    await shoot('community-post', '[data-testid="comment"]');
  });

  it('wallet and the anchor console', async () => {
    await signInByCode(portal.url, page, DEMO_ANCHOR);
    await page.goto(`${portal.url}/v/wallet`);
    await shoot('wallet', 'main');
    await page.goto(`${portal.url}/v/anchor-chat`);
    await shoot('anchor-console', 'main');
  });
});

describe('screenshots of the main areas on a phone', () => {
  beforeAll(async () => {
    ({ portal, page, close } = await openPortalInBrowser({ NODE_ENV: 'development', MEDIA_DEMO: 'true', ...LEAGUES_EVENING }, PHONE));
  });
  afterAll(() => close());

  it('home, scores and a match', async () => {
    await page.goto(`${portal.url}/`);
    await shoot('phone-home', '.home-scores a[href^="/football/live/"]');
    await page.goto(`${portal.url}/football`);
    await shoot('phone-football-scores', 'a[href^="/football/live/"]');
    const live = await gatewayData<{ matches: { id: number; state: number }[] }>(portal.url, '/live/football/v1_1/live');
    const match = live?.matches.find((row) => isFootballLive(row.state)) ?? live?.matches[0];
    await page.goto(`${portal.url}/football/live/${match?.id}`);
    await shoot('phone-football-match', '[aria-label="比分"]');
  });

  it('a live room', async () => {
    await page.goto(`${portal.url}/live/room/1`);
    await page.locator('[data-testid="chat-text"]').first().waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2, undefined, { timeout: 45_000 });
    await shoot('phone-live-room', '[data-testid="chat-input"]');
  });

  it('news, youliao and the community', async () => {
    await page.goto(`${portal.url}/news`);
    await shoot('phone-news', 'a[href^="/news/"]');
    await page.goto(`${portal.url}/youliao`);
    await shoot('phone-youliao', '[data-testid="plan-card"]');
    await page.goto(`${portal.url}/community`);
    await shoot('phone-community', '[data-testid="post-card"]');
  });

  it('the login sheet', async () => {
    await page.goto(`${portal.url}/`);
    await page.getByTestId('login-button').tap();
    await shoot('phone-login', '[data-testid="login-modal"]');
  });
});

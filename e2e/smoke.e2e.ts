import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { BACK_HOME_LINK, GO_BACK_LINK, NOT_FOUND_MESSAGE, NOT_FOUND_META, pageMetaFor } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalInBrowser } from './support/browser';
import type { Portal } from './support/portal';
import { LEAGUES_EVENING } from './support/simulator';

const NAV_ENTRIES = [
  { nav: 'home', path: '/' },
  { nav: 'football', path: '/football' },
  { nav: 'basketball', path: '/basketball' },
  { nav: 'live', path: '/live/all' },
  { nav: 'next', path: '/next' },
  { nav: 'news', path: '/news' },
  { nav: 'community', path: '/community' },
  { nav: 'youliao', path: '/youliao' },
  { nav: 'database-fb', path: '/database/fb/page' },
  { nav: 'database-lq', path: '/database/lq/page' },
];

let portal: Portal;
let page: Page;
let close = async () => {};

async function expectTitleOf(pathname: string) {
  const expected = pageMetaFor(pathname).title;
  await page.waitForFunction((title) => document.title === title, expected, { timeout: 10_000 });
  expect(await page.title()).toBe(expected);
}

describe('portal smoke', () => {
  beforeAll(async () => {
    // Some matches are being played, of the day the schedule shows, whatever the time of day.
    ({ portal, page, close } = await openPortalInBrowser(LEAGUES_EVENING));
  });

  afterAll(() => close());

  it('serves home with its title and icon, and saves a screenshot', async () => {
    const response = await page.goto(`${portal.url}/`);
    expect(response?.status()).toBe(200);
    await expectTitleOf('/');
    await page.locator('[data-nav="home"]').first().waitFor();
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const served = await fetch(new URL(icon ?? '', portal.url));
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    // What a browser asks for when it shows a picture or a file on its own, with no page to name an icon.
    const fallback = await fetch(new URL('/favicon.ico', portal.url));
    expect([fallback.status, fallback.headers.get('content-type')]).toEqual([200, 'image/vnd.microsoft.icon']);
    const dir = join(import.meta.dirname, 'artifacts');
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: join(dir, 'home.png'), fullPage: true });
  });

  it('clicks through every top-navigation entry to a page with its own title', async () => {
    await page.goto(`${portal.url}/`);
    for (const entry of NAV_ENTRIES) {
      await page.locator(`header [data-nav="${entry.nav}"]`).first().click();
      await page.waitForURL((url) => url.pathname === entry.path, { timeout: 10_000 });
      await expectTitleOf(entry.path);
    }
  });

  it('answers a missing news id and an unknown path with 404 and shows the Chinese not-found page', async () => {
    for (const path of ['/news/99999999', '/no-such-page/at-all']) {
      const response = await page.goto(`${portal.url}${path}`);
      expect(response?.status(), path).toBe(404);
      const notFound = page.getByTestId('not-found-page');
      await notFound.waitFor();
      expect(await notFound.getByRole('heading', { level: 1 }).textContent()).toBe(NOT_FOUND_MESSAGE);
      expect(await notFound.getByRole('link', { name: BACK_HOME_LINK }).getAttribute('href')).toBe('/');
      expect(await notFound.getByRole('button', { name: GO_BACK_LINK }).isVisible()).toBe(true);
      await page.waitForFunction((title) => document.title === title, NOT_FOUND_META.title, { timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('body').textContent()).not.toMatch(/could not be found|not found/i);
    }
  });

  it('sends a visitor on /v/wallet to the root', async () => {
    await page.context().clearCookies();
    await page.goto(`${portal.url}/v/wallet`);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  });

  it('keeps the floating help bar beside the content, never over it, from 1,280 px wide', async () => {
    for (const width of [1280, 1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${portal.url}/football`);
      await page.locator('.help-bar').waitFor();
      await page.locator('main .container').first().waitFor();
      const bar = await page.locator('.help-bar').boundingBox();
      const content = await page.locator('main .container').first().boundingBox();
      expect(bar, `help bar at ${width} px`).not.toBeNull();
      expect(content, `content at ${width} px`).not.toBeNull();
      expect(bar!.x, `help bar's left edge at ${width} px`).toBeGreaterThanOrEqual(content!.x + content!.width);
      expect(bar!.x + bar!.width, `help bar's right edge at ${width} px`).toBeLessThanOrEqual(width);
      for (const item of ['activities', 'app', 'help']) {
        expect(await page.locator(`[data-help="${item}"]`).isVisible()).toBe(true);
      }
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('gives each page one main landmark, cards side by side one top edge, room tiles one width, panels within panels unindented, and news lists their full height', async () => {
    const pages = [
      { path: '/', ready: '[data-testid="room-card"]' },
      { path: '/live/all', ready: '[data-testid="room-list"] [data-testid="room-card"]' },
      { path: '/community', ready: '.community__main' },
      { path: '/live/room/1', ready: '.room-money__row > .phone-sheet > .panel' },
      { path: '/live/manual', ready: '[data-testid="streaming-manual"]' },
      { path: '/playback/list', ready: '.playback-list' },
      { path: '/search?val=球', ready: '[data-testid="news-list"]' },
      { path: '/news/1', ready: '.article .comments' },
    ];
    for (const { path, ready } of pages) {
      await page.goto(`${portal.url}${path}`);
      await page.locator(ready).first().waitFor();
      expect(await page.locator('main').count(), `main elements on ${path}`).toBe(1);
      const misaligned = await page.evaluate(() =>
        [...document.querySelectorAll('main .panel')].flatMap((card) => {
          // A box that lays out as its children (a phone's sheet on a desktop) stands for its last child.
          const box = (element: Element) => (getComputedStyle(element).display === 'contents' ? element.lastElementChild : element);
          const sibling = card.previousElementSibling;
          const before = sibling ? box(sibling) : null;
          if (!before) return [];
          const a = before.getBoundingClientRect();
          const b = card.getBoundingClientRect();
          const besideIt = b.left >= a.right && a.height > 0 && b.height > 0;
          return besideIt && Math.round(a.top) !== Math.round(b.top) ? [`${card.className}: ${a.top} / ${b.top}`] : [];
        }),
      );
      expect(misaligned, `cards side by side on ${path}`).toEqual([]);
      const tileWidths = await page.evaluate(() =>
        [...document.querySelectorAll('.room-grid')].map((grid) => [
          ...new Set([...grid.querySelectorAll('.room-card__cover')].map((cover) => Math.round(cover.getBoundingClientRect().width))),
        ]),
      );
      for (const widths of tileWidths) expect(widths, `room tiles of one grid on ${path}`).toHaveLength(1);
      const nestedIndents = await page.evaluate(() =>
        [...document.querySelectorAll('.panel .panel')].map((inner) => {
          const outer = inner.parentElement?.closest('.panel');
          const contentLeft = (card: Element) => card.getBoundingClientRect().left + parseFloat(getComputedStyle(card).paddingLeft);
          return outer ? Math.round(contentLeft(inner) - contentLeft(outer)) : 0;
        }),
      );
      for (const indent of nestedIndents) expect(indent, `a panel inside a panel on ${path} sits on its card's edge`).toBe(0);
      const clippedLists = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="news-list"]')].filter((list) => list.scrollHeight > list.clientHeight + 1).length,
      );
      expect(clippedLists, `news lists in a scroll box of their own on ${path}`).toBe(0);
    }
  });

  it('shows a match being played in the score red on every page that lists matches, not only the score lists', async () => {
    for (const path of ['/football', '/next', '/']) {
      await page.goto(`${portal.url}${path}`);
      await page.locator('.is-live').first().waitFor();
      const colours = await page.$$eval('td.is-live, .c-state.is-live', (cells) => [...new Set(cells.map((cell) => getComputedStyle(cell).color))]);
      expect(colours, `live states on ${path}`).toEqual(['rgb(196, 38, 38)']);
    }
  });

  it('names every control, field and picture on the main pages, for screen readers', async () => {
    await page.goto(`${portal.url}/football`);
    const matchPage = await page.locator('a[href^="/football/live/"]').first().getAttribute('href');
    for (const path of ['/', '/football', matchPage ?? '/football', '/live/room/1', '/community', '/news']) {
      await page.goto(`${portal.url}${path}`, { waitUntil: path.startsWith('/live/room') ? 'load' : 'networkidle' });
      const unnamed = await page.evaluate(() => {
        const named = (el: Element) => Boolean((el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('title') ?? '').trim());
        const labelled = (el: Element) =>
          Boolean(el.getAttribute('aria-label') ?? el.getAttribute('aria-labelledby') ?? el.closest('label') ?? (el.id && document.querySelector(`label[for="${el.id}"]`)));
        return [
          ...[...document.querySelectorAll('button, a[href]')].filter((el) => !named(el) && !el.querySelector('img[alt]:not([alt=""])')),
          ...[...document.querySelectorAll('input:not([type=hidden]), select, textarea')].filter((el) => !labelled(el)),
          ...document.querySelectorAll('img:not([alt])'),
        ].map((el) => el.outerHTML.slice(0, 120));
      });
      expect(unnamed, `unnamed on ${path}`).toEqual([]);
    }
  });

  it('gives crawlers each page title in the HTML itself', async () => {
    for (const entry of NAV_ENTRIES) {
      const html = await (await fetch(`${portal.url}${entry.path}`, { headers: { accept: 'text/html' } })).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title).toBe(pageMetaFor(entry.path).title);
    }
  });
});

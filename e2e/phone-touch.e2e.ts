import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFootballLive } from '@portal/contracts';
import { signInByCode } from './support/accounts';
import { openPortalInBrowser, PHONE } from './support/browser';
import type { Portal } from './support/portal';
import { gatewayData } from './support/sandbox';
import { inject, LEAGUES_EVENING, type Injected } from './support/simulator';

// A fan on a phone, by touch: follows a goal in a match page's sticky header, signs in through the
// slider with a finger, chats from a room's input, and every main page passes axe.

const DEMO_FAN = '13800000002';

let portal: Portal;
let page: Page;
let close = async () => {};

/** The football matches being played now, from the live list. */
async function footballInPlay(): Promise<number[]> {
  const list = await gatewayData<{ matches: Array<{ id: number; state: number }> }>(portal.url, '/live/football/v1_1/live');
  return (list?.matches ?? []).filter((row) => isFootballLive(row.state)).map((row) => row.id);
}

/** Where an element stands against the screen: within it from top to bottom, or not. */
function onScreen(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
  });
}

describe('the portal by touch on a phone', () => {
  beforeAll(async () => {
    ({ portal, page, close } = await openPortalInBrowser(LEAGUES_EVENING, PHONE));
  });

  afterAll(() => close());

  it("shows a goal scored upstream in the match page's sticky header, scrolled down, without a reload", async () => {
    let candidates: number[] = [];
    await expect
      .poll(async () => {
        candidates = await footballInPlay();
        return candidates.length;
      }, { timeout: 30_000 })
      .toBeGreaterThan(0);
    let injected: Injected | undefined;
    for (const matchId of candidates) {
      await page.goto(`${portal.url}/football/live/${matchId}`);
      await page.locator('[aria-label="比分"]:visible').first().waitFor();
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      // Read on down the page: the score header stays on top.
      await page.mouse.wheel(0, 1_500);
      await page.waitForFunction(() => window.scrollY > 300);
      const response = await inject(portal.simulatorUrl, matchId, 'goal', 'home');
      if (response.ok) {
        injected = (await response.json()) as Injected;
        break;
      }
    }
    if (injected === undefined) throw new Error(`none of ${candidates.join(', ')} took a goal`);
    const { match } = injected;
    await expect.poll(() => page.locator('[aria-label="比分"]:visible').first().innerText(), { timeout: 15_000 }).toBe(`${match.homeScore} - ${match.awayScore}`);
    expect(await onScreen(page, '[aria-label="比分"]:visible')).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it('signs in through the slider dragged by a finger', async () => {
    await signInByCode(portal.url, page, DEMO_FAN, 'touch');
    expect(await onScreen(page, '[data-testid="user-menu"]')).toBe(true);
  });

  it("sends a chat line from the room's input fixed at the bottom of the screen", async () => {
    await page.goto(`${portal.url}/live/room/1`);
    const input = page.getByTestId('chat-input');
    await input.waitFor();
    const line = `手机上聊天 ${Date.now() % 100_000}`;
    await input.tap();
    await input.fill(line);
    await page.getByTestId('chat-send').tap();
    await page.getByTestId('chat-text').filter({ hasText: line }).first().waitFor({ timeout: 15_000 });
    // The input stays at the bottom of the screen, in reach of the thumb, wherever the chat has scrolled.
    const box = await input.boundingBox();
    if (!box) throw new Error('the chat input is not on screen');
    expect(box.y + box.height).toBeGreaterThan(PHONE.height - 120);
    expect(await onScreen(page, '[data-testid="chat-send"]')).toBe(true);
  });

  it('passes axe on ten main pages with no serious or critical violation', { timeout: 300_000 }, async () => {
    const [matchId] = await footballInPlay();
    const pages = ['/', '/football', `/football/live/${matchId}`, '/basketball', '/live/all', '/live/room/1', '/news', '/youliao', '/community', '/database/fb/hot/0/1'];
    const violations: string[] = [];
    for (const path of pages) {
      await page.goto(`${portal.url}${path}`);
      await page.locator('#root > :not([role="progressbar"]):not(script)').first().waitFor();
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      const { violations: found } = await new AxeBuilder({ page }).analyze();
      for (const violation of found.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        violations.push(`${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join('; ')})`);
      }
    }
    expect(violations).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalInBrowser } from './support/browser';
import type { Portal } from './support/portal';
import { LEAGUES_EVENING } from './support/simulator';

let portal: Portal;
let page: Page;
let close = async () => {};

type Injected = { events: { type: string; bookmakerId?: number; playType?: number }[]; match: { id: number; homeScore: number; awayScore: number } };

/** The football matches the gateway shows in a half, where a goal moves the bookmakers. */
async function matchesInAHalf(): Promise<number[]> {
  const response = await fetch(`${portal.url}/live/football/v1_1/live`);
  const { data } = (await response.json()) as { data: { matches: { id: number; state: number }[] } };
  return data.matches.filter((m) => m.state === 2 || m.state === 4).map((m) => m.id);
}

async function injectGoal(matchId: number): Promise<Injected | null> {
  const response = await fetch(`${portal.simulatorUrl}/admin/inject`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchId, kind: 'goal', team: 'home' }),
  });
  return response.ok ? ((await response.json()) as Injected) : null;
}

describe('odds history in the browser', () => {
  beforeAll(async () => {
    ({ portal, page, close } = await openPortalInBrowser(LEAGUES_EVENING));
  });

  afterAll(() => close());

  it('adds the moves a goal injected upstream causes to the open movement history, without a reload', async () => {
    await expect.poll(async () => (await matchesInAHalf()).length, { timeout: 30_000 }).toBeGreaterThan(0);
    for (const matchId of await matchesInAHalf()) {
      await page.goto(`${portal.url}/football/oupei/${matchId}`);
      const company = page.locator('tr[data-market="1:1"] button.odds-company');
      await company.waitFor({ timeout: 30_000 });
      await company.click();
      const history = page.getByRole('region', { name: '澳门 欧赔变化' });
      await history.getByRole('img').waitFor();
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const movesBefore = await history.locator('tr[data-move-at]').count();

      const injected = await injectGoal(matchId);
      // A match may have just reached half-time or its end: no bookmaker moves then; try the next.
      // The events may also hold other books' moves that fell due before the goal: 澳门's 欧赔 must be one.
      const moved = (event: Injected['events'][number]) => event.type === 'odds' && event.bookmakerId === 1 && event.playType === 1;
      if (injected === null || !injected.events.some(moved)) continue;
      const score = `${injected.match.homeScore}-${injected.match.awayScore}`;

      await expect.poll(() => history.locator('tr[data-move-at]').count(), { timeout: 15_000 }).toBeGreaterThan(movesBefore);
      await expect.poll(() => history.locator('tr[data-move-at]').first().locator('td').nth(4).innerText()).toBe(score);
      await expect.poll(() => page.locator('.match-hero__score').innerText()).toBe(`${injected.match.homeScore} - ${injected.match.awayScore}`);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      return;
    }
    throw new Error('no match in a half took the goal');
  });
});

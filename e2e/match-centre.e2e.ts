import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedIncident } from '@portal/contracts';
import { openPortalInBrowser } from './support/browser';
import type { Portal } from './support/portal';
import { gatewayData } from './support/sandbox';

let portal: Portal;
let page: Page;
let close = async () => {};

type Injected = { events: Array<{ type: string; incident?: FeedIncident }>; match: { id: number; homeScore: number; awayScore: number } };

/** The football matches in the first or second half now, from the live list. */
async function footballInPlay(): Promise<number[]> {
  const list = await gatewayData<{ matches: Array<{ id: number; state: number }> }>(portal.url, '/live/football/v1_1/live');
  return (list?.matches ?? []).filter((row) => row.state === 2 || row.state === 4).map((row) => row.id);
}

describe('the match page hub in the browser', () => {
  beforeAll(async () => {
    ({ portal, page, close } = await openPortalInBrowser());
  });

  afterAll(() => close());

  it('shows the line-ups and tabs, and marks an injected goal on the scorer without a reload', async () => {
    let candidates: number[] = [];
    await expect
      .poll(
        async () => {
          candidates = await footballInPlay();
          return candidates.length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    let injected: Injected | undefined;
    for (const matchId of candidates) {
      await page.goto(`${portal.url}/football/live/${matchId}`);
      await page.getByTestId('lineups').waitFor({ timeout: 30_000 });
      expect(await page.locator('.pitch .pitch-player').count()).toBe(22);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const response = await fetch(`${portal.simulatorUrl}/admin/inject`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ matchId, kind: 'goal', team: 'home' }),
      });
      if (response.ok) {
        injected = (await response.json()) as Injected;
        break;
      }
    }
    if (injected === undefined) throw new Error(`none of ${candidates.join(', ')} took a goal`);

    const { match } = injected;
    const score = page.getByLabel('比分');
    await expect.poll(() => score.innerText(), { timeout: 15_000 }).toBe(`${match.homeScore} - ${match.awayScore}`);
    const scorer = injected.events.find((event) => event.type === 'incident')?.incident?.playerId;
    expect(scorer).toBeDefined();
    const mark = page.locator(`[data-testid="lineups"] [data-player-id="${scorer}"] [data-mark="goal"]`).first();
    await mark.waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    const tabs = await page.getByRole('navigation', { name: '比赛页面' }).getByRole('link').allTextContents();
    expect(tabs).toEqual(['直播', '分析', '欧赔', '亚盘', '大小球', '三合一', '方案']);
  });

  it('says 未找到该比赛 for a match the feed does not have', async () => {
    await page.goto(`${portal.url}/football/live/3001`);
    await expect.poll(() => page.getByText('未找到该比赛').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  });
});
